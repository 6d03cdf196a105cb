import { NEW_IBAN_HOLD_HOURS } from "@/lib/deposits/rules";
import type { WithdrawalStatus } from "@/lib/withdrawals/types";

/** Turkish texts of provision withdrawals, together for a Turkish editor. */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: "Ödeme bekliyor",
  paid: "Ödendi",
  rejected: "Reddedildi",
  cancelled: "İptal edildi",
};

export const WITHDRAWAL_STATUS_TONES: Record<WithdrawalStatus, "warning" | "success" | "danger" | "neutral"> = {
  pending: "warning",
  paid: "success",
  rejected: "danger",
  cancelled: "neutral",
};

/** The cancel page of the "withdrawal requested" e-mail (/cekim-iptal). */
export const cancelLinkTexts = {
  title: "Çekim talebini iptal et",
  question: "Bu para çekme talebini siz yapmadıysanız iptal edin. Tutar kullanılabilir provizyonunuza geri döner.",
  amount: "Tutar",
  iban: "IBAN",
  ibanEnding: (last4: string) => `Sonu ${last4} ile biten hesap`,
  requestedAt: "Talep zamanı",
  confirm: "Talebi iptal et",
  mine: "Bu talebi ben yaptım",
  done: "Çekim talebi iptal edildi; tutar kullanılabilir provizyonunuza geri döndü.",
  changePassword: "Talebi siz yapmadıysanız hesabınıza başkası girmiş olabilir: şifrenizi hemen değiştirin.",
  resetPassword: "Şifremi değiştir",
  failed: "Talep iptal edilemedi. Lütfen tekrar deneyin.",
  unusable: "Bu bağlantı kullanılamıyor.",
} as const;

/** Management › Çekim Talepleri: the new-IBAN hold. */
export const payableAtText = (when: string) => `Ödenebilir: ${when}`;
export const NEW_IBAN_HINT = `Bu IBAN'a ilk ödeme: güvenlik için talepten ${NEW_IBAN_HOLD_HOURS} saat sonra ödenebilir.`;

/** The password dialog a withdrawal asks for when the sign-in is not recent (step-up). */
export const reauthTexts = {
  title: "Şifrenizi yeniden girin",
  body: "Güvenliğiniz için para çekme talebinden önce şifrenizi yeniden girmeniz gerekiyor.",
  password: "Şifre",
  confirm: "Onayla ve talebi gönder",
  empty: "Şifrenizi girin.",
  wrong: "Şifreniz hatalı. Lütfen yeniden deneyin.",
  cancel: "Vazgeç",
} as const;
