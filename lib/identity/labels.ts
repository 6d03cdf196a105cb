import type { IdentityGatedAction, IdentityKind, IdentityView } from "@/lib/identity/types";
import { formatDateTime } from "@/lib/format";

/** Turkish texts of identity verification (Kimlik doğrulama), together for a Turkish editor. */
export const IDENTITY_LABELS = {
  sectionTitle: "Kimlik doğrulama",
  intro:
    "Teklif vermek, Hemen Al ile satın almak, para çekmek ve satış talebi oluşturmak için kimliğinizi Nüfus ve Vatandaşlık İşleri'nin kimlik doğrulama servisiyle bir kez doğrulayın.",
  privacy: "Kimlik numaranız şifreli saklanır; personel yalnızca maskelenmiş hâlini görür.",
  number: "T.C. Kimlik No / Yabancı Kimlik No",
  numberHint: "11 haneli numara. Yabancı uyruklular 99 ile başlayan numarayı girer.",
  firstName: "Ad (kimlikteki gibi)",
  lastName: "Soyad (kimlikteki gibi)",
  birthYear: "Doğum yılı",
  birthDay: "Doğum günü",
  birthMonth: "Doğum ayı",
  submit: "Kimliğimi doğrula",
  submitting: "Doğrulanıyor…",
  verified: "Kimliğiniz doğrulandı",
  verifiedNumber: "Kimlik numarası",
  verifiedName: "Ad soyad",
  verifiedAt: "Doğrulama tarihi",
  success: "Kimliğiniz doğrulandı. Artık teklif verebilir ve satın alabilirsiniz.",
  goToForm: "Kimliğimi doğrula",
  /** Staff (Management › Kullanıcılar). */
  staffTitle: "Kimlik doğrulama",
  staffUnverified: "Kimlik doğrulanmadı",
  staffVerified: "Doğrulandı",
} as const;

export const IDENTITY_KIND_LABELS: Record<IdentityKind, string> = {
  tckn: "T.C. Kimlik No",
  ykn: "Yabancı Kimlik No",
};

export const IDENTITY_ERRORS = {
  numberRequired: "Kimlik numarası zorunludur.",
  numberLength: "Kimlik numarası 11 haneli olmalıdır.",
  numberDigits: "Kimlik numarası yalnızca rakamlardan oluşur.",
  numberLeadingZero: "Kimlik numarası 0 ile başlayamaz.",
  numberCheckDigits: "Kimlik numarası geçerli değil; lütfen numarayı kontrol edin.",
  firstNameRequired: "Ad zorunludur.",
  lastNameRequired: "Soyad zorunludur.",
  nameLength: "En fazla 50 karakter girin.",
  nameLetters: "Yalnızca harf girin.",
  birthYear: (max: number) => `Doğum yılını 1900 ile ${max} arasında dört haneli girin.`,
  birthDay: "Doğum gününü 1 ile 31 arasında girin.",
  birthMonth: "Doğum ayını 1 ile 12 arasında girin.",
  /** The registry answered false. */
  mismatch:
    "Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi. Ad, soyad ve doğum bilgilerini kimliğinizdeki gibi girin.",
  unavailable: "Kimlik doğrulama servisine şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.",
  taken: "Bu kimlik numarası başka bir hesapta doğrulanmış. Her kimlik yalnızca bir hesapta kullanılabilir.",
  alreadyVerified: "Kimliğiniz zaten doğrulanmış.",
  failed: "Kimlik doğrulanamadı. Lütfen tekrar deneyin.",
  tooMany: "Çok fazla doğrulama denemesi yaptınız. Lütfen bir saat sonra tekrar deneyin.",
} as const;

const ACTION_TEXT: Record<IdentityGatedAction, string> = {
  bid: "Teklif vermek",
  buy: "Satın almak",
  withdrawal: "Para çekmek",
  sell: "Satış talebi oluşturmak",
  ask: "Soru sormak",
};

/** The 403 `identity_unverified`: what the user tried and where to go (the UI links /profil#kimlik). */
export function identityRequiredMessage(action: IdentityGatedAction): string {
  return `${ACTION_TEXT[action]} için kimliğinizi doğrulamanız gerekiyor.`;
}

export const identityVerifiedAtText = (iso: string) => formatDateTime(iso);

/** Management › Kullanıcılar: the identity status in one line, the number only masked. */
export function staffIdentityText(identity: IdentityView | null): string {
  if (!identity) return IDENTITY_LABELS.staffUnverified;
  return `${IDENTITY_LABELS.staffVerified}: ${identity.masked} (${IDENTITY_KIND_LABELS[identity.kind]}), ${formatDateTime(identity.verifiedAt)}`;
}
