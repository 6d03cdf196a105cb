import type { WithdrawalStatus } from "@/lib/withdrawals/types";
import { formatDateTime, formatTL } from "@/lib/format";
import { MAX_PENDING_WITHDRAWALS, NEW_IBAN_HOLD_HOURS } from "@/lib/withdrawals/rules";

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

export const WITHDRAWAL_ERRORS = {
  notFound: "Çekim talebi bulunamadı.",
  insufficient: (available: number) =>
    available > 0
      ? `Kullanılabilir provizyonunuz yetersiz: en fazla ${formatTL(available)} çekebilirsiniz.`
      : "Çekilebilecek kullanılabilir provizyonunuz yok; teklif ve satın almalarınızın teminatları çekilemez.",
  tooMany: `Sonuçlanmamış ${MAX_PENDING_WITHDRAWALS} çekim talebiniz var. Yeni talep için bunların sonuçlanmasını bekleyin.`,
  decided: (status: WithdrawalStatus) =>
    status === "paid"
      ? "Bu çekim talebi zaten ödenmiş."
      : status === "rejected"
        ? "Bu çekim talebi reddedilmiş; artık işlem yapılamaz."
        : "Bu çekim talebi kullanıcı tarafından iptal edilmiş; artık işlem yapılamaz.",
  reauth: "Güvenliğiniz için şifrenizi yeniden girin.",
  notYetPayable: (at: Date) =>
    `Bu IBAN'a ilk kez ödeme yapılacak: güvenlik için talepten ${NEW_IBAN_HOLD_HOURS} saat sonra, ${formatDateTime(at)} itibarıyla ödenebilir.`,
  linkInvalid:
    "Bu iptal bağlantısı geçersiz. Bağlantıyı e-postadaki haliyle eksiksiz açın ya da giriş yapıp talebinizi Provizyon sayfasından iptal edin.",
  linkExpired:
    "Bu iptal bağlantısının süresi dolmuş. Talebiniz hâlâ bekliyorsa giriş yapıp Provizyon sayfasından iptal edebilirsiniz.",
  linkUsed: (status: WithdrawalStatus) =>
    status === "cancelled"
      ? "Bu çekim talebi zaten iptal edilmiş; bağlantı artık kullanılamaz."
      : status === "paid"
        ? "Bu çekim talebi ödenmiş; artık iptal edilemez. Bu işlemi siz yapmadıysanız hemen bizimle iletişime geçin."
        : "Bu çekim talebi reddedilmiş; tutar provizyonunuza geri döndü. Bağlantı artık kullanılamaz.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const WITHDRAWAL_LOAD_ERRORS = {
  list: "Çekim talepleri yüklenemedi.",
  mine: "Çekim talepleriniz yüklenemedi.",
} as const;

/** Validation messages of the withdrawal request and of staff paying or rejecting one. */
export const WITHDRAWAL_FIELD_ERRORS = {
  amountRequired: "Çekmek istediğiniz tutarı girin.",
  amountWhole: "Tutar tam lira olmalıdır; kuruş girilemez.",
  amountPositive: "Tutar sıfırdan büyük olmalıdır.",
  amountMax: "Tek seferde en fazla 10.000.000 TL çekebilirsiniz.",
  reasonRequired: "Ret gerekçesi zorunludur.",
  reasonMin: "Ret gerekçesi en az 3 karakter olmalıdır.",
  reasonMax: "Ret gerekçesi en fazla 500 karakter olabilir.",
  referenceType: "Dekont numarası metin olmalıdır.",
  referenceMax: "Dekont numarası en fazla 100 karakter olabilir.",
} as const;

/** Why an IBAN was refused (checkTurkishIban). */
export const IBAN_ERRORS = {
  empty: "IBAN numaranızı girin.",
  characters: "IBAN yalnızca harf ve rakamlardan oluşur; boşluk dışında işaret kullanmayın.",
  notTurkish: "Yalnızca Türkiye'deki bir banka hesabına (TR ile başlayan IBAN) çekim yapılabilir.",
  digits: "TR'den sonra yalnızca rakam olmalıdır.",
  length: (found: number) =>
    `TR IBAN'ı TR ve 24 rakamdan oluşur (toplam 26 karakter); girdiğiniz IBAN ${found} karakter.`,
  checksum: "IBAN'ın kontrol basamakları tutmuyor; numarayı hesap belgenizden kontrol edin.",
} as const;

/** The ledger rows' notes of a withdrawal (lib/server/withdrawals/service.ts), read in the provision history. */
export const WITHDRAWAL_LEDGER_NOTES = {
  requested: "Çekim talebi",
  paidRelease: "Çekim ödendi",
  paid: (paymentReference: string | null | undefined) =>
    paymentReference ? `IBAN'a ödendi (dekont ${paymentReference})` : "IBAN'a ödendi",
  rejected: "Çekim talebi reddedildi",
  cancelled: "Çekim talebi iptal edildi",
  cancelledByLink: "Çekim talebi e-postadaki bağlantıyla iptal edildi",
} as const;
