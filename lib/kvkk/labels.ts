/** Every Turkish text of the KVKK self-service (Profil › KVKK haklarım, /hesap-silme, the e-mails, staff). */
import type { DataExportStatus, DeletionBlocker, AccountDeletionStatus } from "@/lib/kvkk/types";

/** Written over the name of an anonymised account: what staff see wherever the user's name was shown. */
export const DELETED_USER_NAME = "Silinmiş kullanıcı";

/** The phrase the user types to ask for deletion (a deliberate act, not a stray click). */
export const DELETION_PHRASE = "HESABIMI SİL";

export const KVKK_LABELS = {
  pageTitle: "KVKK haklarım",
  pageText: "Kişisel verilerinizin bir kopyasını indirin veya hesabınızı silin (6698 sayılı KVKK, madde 11).",
  profileLink: "KVKK haklarım: verilerimi indir, hesabımı sil",
  exportTitle: "Verilerimi indir",
  exportText:
    "Profiliniz, provizyon hareketleriniz, teklifleriniz, siparişleriniz, talepleriniz, bildirimleriniz, kayıtlı aramalarınız, takip listeniz ve hakkınızdaki işlem kayıtları tek bir ZIP dosyasında (JSON ve CSV) hazırlanır. Hazır olduğunda e-postanıza 24 saat geçerli bir indirme bağlantısı gönderilir.",
  exportButton: "Veri dökümü iste",
  exportRequested: "Talebiniz alındı. Dökümünüz hazır olduğunda e-postayla haber vereceğiz.",
  exportHistory: "Veri dökümü talepleriniz",
  exportNone: "Henüz veri dökümü istemediniz.",
  exportLinkUntil: (at: string) => `(e-postadaki bağlantı ${at} tarihine kadar geçerli)`,
  download: "İndir",
  downloading: "İndiriliyor…",
  downloadTitle: "Veri dökümünü indir",
  downloadReady: "Veri dökümünüz hazır. İndirmek için düğmeye basın.",
  downloadDone: "Dosya indirildi.",
  deleteTitle: "Hesabımı sil",
  deleteText:
    "Hesabınız silindiğinde adınız, telefonunuz, e-posta adresiniz, kimlik bilgileriniz, talep açıklamalarınız ve fotoğraflarınız kalıcı olarak silinir ve oturum açamazsınız. Vergi usul mevzuatı gereği saklamak zorunda olduğumuz provizyon hareketleri, siparişler ve faturalar 10 yıl boyunca isimsiz bir numarayla saklanır.",
  deleteBlocked: "Hesabınız şu an silinemez:",
  deletePhraseLabel: `Onaylamak için "${DELETION_PHRASE}" yazın`,
  deleteButton: "Hesabımı silmek istiyorum",
  deleteRequested: (email: string) =>
    `Onay bağlantısını ${email} adresine gönderdik. Hesabınız ancak bu bağlantıdaki düğmeye bastığınızda silinir.`,
  deletePending: (until: string) =>
    `Hesap silme talebiniz e-postanızdaki bağlantıyla ${until} tarihine kadar onaylanabilir.`,
  confirmTitle: "Hesabımı sil",
  confirmText: (email: string) =>
    `${email} hesabı kalıcı olarak silinecek. Bu işlem geri alınamaz: kişisel verileriniz anonimleştirilir ve bu hesapla bir daha oturum açamazsınız.`,
  confirmButton: "Hesabımı kalıcı olarak sil",
  confirmDone:
    "Hesabınız silindi. Kişisel verileriniz anonimleştirildi; yasal saklama süresi olan kayıtlar isimsiz tutuluyor.",
  confirmUnusable: "Bu bağlantı kullanılamıyor",
  confirmUntil: (at: string) => `Bu bağlantı ${at} tarihine kadar geçerlidir.`,
  keepAccount: "Vazgeç, hesabım kalsın",
  home: "Ana sayfaya dön",
  failed: "İşlem tamamlanamadı. Lütfen tekrar deneyin.",
  loadFailed: "KVKK bilgileriniz yüklenemedi.",
  retry: "Tekrar dene",
  staffTitle: "KVKK talepleri",
  staffEmpty: "Veri dökümü veya hesap silme talebi yok.",
  staffExport: "Veri dökümü",
  staffDeletion: "Hesap silme",
  staffAccountRemoved: "Oturum hesabı silindi",
  staffAccountPending: "Oturum hesabının silinmesi bekliyor",
  staffDeletedAt: (at: string) => `Hesap ${at} tarihinde silindi; kişisel veriler anonimleştirildi.`,
  staffLinkUntil: (at: string) => `Bağlantı ${at} tarihine kadar`,
  dashboardPending: "Onay bekleyen hesap silme",
} as const;

export const DATA_EXPORT_STATUS_LABELS: Record<DataExportStatus, string> = {
  pending: "Hazırlanıyor",
  ready: "Hazır",
  failed: "Hazırlanamadı",
  expired: "Süresi doldu",
};

export const ACCOUNT_DELETION_STATUS_LABELS: Record<AccountDeletionStatus, string> = {
  requested: "E-posta onayı bekleniyor",
  completed: "Silindi",
  cancelled: "İptal edildi",
};

/** The part of the refusal naming each reason, joined into one sentence by `deletionRefusedText`. */
export const DELETION_BLOCKER_LABELS: Record<DeletionBlocker, string> = {
  leading_auction: "önde olduğunuz bir ihale var",
  blocked_provision: "blokeli provizyonunuz var",
  unpaid_order: "ödenmemiş bir siparişiniz var",
  pending_withdrawal: "bekleyen bir para çekme talebiniz var",
};

export function deletionRefusedText(blockers: readonly DeletionBlocker[]): string {
  const parts = blockers.map((b) => DELETION_BLOCKER_LABELS[b]);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} ve ${parts[parts.length - 1]}` : parts[0];
  return `Hesabınız şu an silinemez: ${list}. Bunlar sonuçlandıktan sonra tekrar deneyin.`;
}

export const KVKK_ERRORS = {
  exportPending: "Bir veri dökümünüz zaten hazırlanıyor. Hazır olduğunda e-postayla haber vereceğiz.",
  exportNotFound: "Veri dökümü bulunamadı.",
  exportNotReady: "Veri dökümünüz henüz hazır değil.",
  linkInvalid: "Bu bağlantı geçersiz.",
  linkMissing: "Bağlantı eksik.",
  linkExpired: "Bu bağlantının süresi dolmuş. Profil › KVKK haklarım sayfasından yeniden isteyin.",
  linkOtherAccount: "Bu bağlantı başka bir hesaba ait. O hesapla oturum açın.",
  deletionUsed: "Bu hesap silme talebi artık geçerli değil.",
  deletionPending: "Hesap silme talebiniz zaten alındı; e-postanızdaki bağlantıyla onaylayın.",
  phrase: `Onaylamak için "${DELETION_PHRASE}" yazın.`,
  accountGone: "Bu hesap silinmiş.",
} as const;

/** The notifications (bell and e-mail) of the KVKK requests. */
export const KVKK_NOTICES = {
  exportReadyTitle: "Veri dökümünüz hazır",
  exportReadyBody: (until: string) =>
    `İstediğiniz kişisel veri dökümü hazırlandı. Bağlantı ${until} tarihine kadar geçerlidir; indirmek için hesabınızla oturum açmanız gerekir.`,
  exportAction: "Veri dökümünü indir",
  deletionTitle: "Hesap silme talebinizi onaylayın",
  deletionBody: (until: string) =>
    `Hesabınızın silinmesini istediniz. Onaylamak için ${until} tarihine kadar aşağıdaki bağlantıyı açın ve düğmeye basın. Bu talebi siz yapmadıysanız bağlantıyı açmayın ve şifrenizi değiştirin.`,
  deletionAction: "Hesabımı silmeyi onayla",
} as const;

/** BENIOKU.txt of the export archive. */
export const exportReadme = (generatedAt: string) =>
  [
    "MotoBorsa kişisel veri dökümü (6698 sayılı KVKK, madde 11)",
    `Oluşturulma zamanı: ${generatedAt}`,
    "",
    "veriler.json: hesabınızla ilgili tüm kayıtlar tek dosyada.",
    "*.csv: her tablo ayrı bir dosyada (UTF-8, ayraç noktalı virgül; Excel ile açılabilir).",
    "",
    "Tablolar: profil, provizyon hareketleri ve talepleri, teminat blokeleri, teklifler, siparişler,",
    "çekim talepleri, satış ve nakliye talepleri, yüklenen fotoğraflar, bildirimler ve ayarları,",
    "sorduğunuz sorular, size yapılan satın alma teklifleri, ödeme yasakları, faturalarınız ve fatura bilgileriniz,",
    "kayıtlı aramalar, takip listesi, personel notları, hakkınızdaki işlem kayıtları ve KVKK talepleriniz.",
    "Başka kişilere ait bilgiler (ör. işlemi yapan personelin kimliği) dökümde yer almaz.",
    "",
  ].join("\r\n");
