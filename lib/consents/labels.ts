/** Turkish texts of consent records: the names of the texts, the renewal prompt, the marketing switch, errors. */
import type { ConsentAction, ConsentKind, ConsentSource } from "@/lib/consents/types";

export const CONSENT_LABELS: Record<ConsentKind, { title: string; href: string | null }> = {
  membership: { title: "Üyelik Sözleşmesi", href: "/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi" },
  kvkk_notice: { title: "KVKK Aydınlatma Metni", href: "/kurumsal/kvk" },
  abroad_transfer: { title: "Yurt dışına aktarım açık rızası", href: "/kurumsal/kvk#kvk-aktarim" },
  commercial_email: { title: "Ticari elektronik ileti izni (e-posta)", href: null },
};

export const CONSENT_ACTION_LABELS: Record<ConsentAction, string> = { accept: "Onay", withdraw: "Geri alma" };

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  signup: "Kayıt formu",
  renewal: "Girişte yeniden onay",
  settings: "Bildirim ayarları",
  seed: "Demo verisi",
};

/** Load errors of the consent hooks (lib/consents/client.ts). */
export const CONSENT_LOAD_ERRORS = {
  mine: "İzin tercihleriniz yüklenemedi.",
} as const;

export const CONSENT_ERRORS = {
  kvkk: "KVKK aydınlatma metnini onaylamanız gerekiyor.",
  membership: "Üyelik sözleşmesini kabul etmeniz gerekiyor.",
  abroad: "Yurt dışına aktarım için açık rıza vermeniz gerekiyor.",
  kinds: "Onaylanacak metinleri seçin.",
  notPending: "Bu metin için bekleyen bir onay yok; sayfayı yenileyip tekrar deneyin.",
  missing: "Güncellenen metinlerin tümünü onaylamanız gerekiyor.",
  marketing: "İzin tercihi açık ya da kapalı olmalıdır.",
} as const;

export const consentTexts = {
  renewalTitle: "Güncellenen metinleri onaylayın",
  renewalLead:
    "Aşağıdaki metinler siz son onayladığınızdan beri güncellendi. MotoBorsa'yı kullanmaya devam etmek için okuyup onaylamanız gerekiyor.",
  renewalAccept: (title: string) => `“${title}” metninin güncel hâlini okudum, onaylıyorum.`,
  renewalSubmit: "Onaylıyorum ve devam et",
  renewalLogout: "Çıkış yap",
  renewalSaved: "Onayınız kaydedildi.",
  read: "Metni oku",
  marketingTitle: "Ticari elektronik ileti izni",
  marketingSwitch: "Kampanya ve duyuru e-postaları",
  marketingOn: "Ticari elektronik ileti izniniz kaydedildi.",
  marketingOff: "Ticari elektronik ileti izniniz geri alındı.",
  marketingFailed: "İzin tercihiniz kaydedilemedi.",
  staffTitle: "Onaylar ve izinler",
  staffEmpty: "Bu kullanıcının kayıtlı onayı yok.",
} as const;
