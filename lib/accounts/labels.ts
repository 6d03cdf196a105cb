import type { VerifiedEmailAction } from "@/lib/accounts/types";

const NEEDS_VERIFIED_EMAIL: Record<VerifiedEmailAction, string> = {
  bid: "Teklif verebilmek için",
  buy: "Hemen Al ile satın alabilmek için",
  withdrawal: "Provizyon çekim talebi oluşturabilmek için",
  sell: "Borsa'da Sat talebi oluşturabilmek için",
};

/** The 403 of an action that needs a verified e-mail (lib/accounts/rules.ts VERIFIED_EMAIL_ACTIONS). */
export function emailUnverifiedMessage(action: VerifiedEmailAction): string {
  return `${NEEDS_VERIFIED_EMAIL[action]} e-posta adresinizi doğrulamanız gerekir. Size gönderdiğimiz e-postadaki bağlantıyı açın; e-posta gelmediyse doğrulama e-postasını yeniden gönderebilirsiniz.`;
}

/** Texts of the e-mail verification notice (bid, buy, withdrawal and sell screens, /profil). */
export const emailVerificationLabels = {
  bannerTitle: "E-posta adresinizi doğrulayın",
  banner: (email: string) =>
    `${email} adresine bir doğrulama bağlantısı gönderdik. Doğrulayana kadar ihalelere bakabilir, araç takip edebilir ve provizyon talebi oluşturabilirsiniz; teklif vermek, Hemen Al ile satın almak, provizyon çekmek ve Borsa'da Sat talebi için doğrulama gerekir.`,
  resend: "Doğrulama e-postasını yeniden gönder",
  check: "Doğruladım",
  sent: (email: string) =>
    `Doğrulama e-postası ${email} adresine gönderildi. Gelen kutunuzu (ve istenmeyen e-postaları) kontrol edin.`,
  alreadyVerified: "E-posta adresiniz doğrulandı.",
  notYet: "E-posta adresiniz henüz doğrulanmadı. E-postadaki bağlantıyı açtıktan sonra tekrar deneyin.",
  noSession:
    "Doğrulama e-postası gönderilemedi: oturumunuz bu tarayıcıda bulunamadı. Lütfen çıkış yapıp yeniden giriş yapın.",
  failed: "Doğrulama e-postası gönderilemedi. Lütfen biraz sonra tekrar deneyin.",
  signUpSent: (email: string) =>
    `${email} adresine bir doğrulama e-postası gönderdik: teklif verebilmek için bağlantıyı açın.`,
};

/** One text for a wrong e-mail and a wrong password: sign-in must not tell which addresses are registered. */
export const WRONG_CREDENTIALS = "E-posta adresi veya şifre hatalı.";

/** Turkish texts for Firebase Auth error codes the sign-in, sign-up and account screens can meet. */
const AUTH_ERROR_MESSAGES: Record<string, string> = {
  "auth/invalid-credential": WRONG_CREDENTIALS,
  "auth/invalid-login-credentials": WRONG_CREDENTIALS,
  "auth/wrong-password": WRONG_CREDENTIALS,
  "auth/user-not-found": WRONG_CREDENTIALS,
  "auth/too-many-requests": "Çok fazla başarısız deneme yapıldı. Lütfen bir süre sonra tekrar deneyin.",
  "auth/user-disabled": "Bu hesap devre dışı bırakılmış. Lütfen bizimle iletişime geçin.",
  "auth/invalid-email": "Geçerli bir e-posta adresi girin.",
  "auth/email-already-in-use": "Bu e-posta adresiyle zaten bir hesap var. Giriş yapmayı deneyin.",
  "auth/weak-password": "Şifre en az 6 karakter olmalıdır.",
  "auth/missing-password": "Şifre zorunludur.",
  "auth/network-request-failed": "Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.",
  "auth/expired-action-code": "Bu bağlantının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
  "auth/invalid-action-code": "Bu bağlantı geçersiz ya da daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.",
  "auth/user-mismatch": "Girdiğiniz bilgiler bu hesaba ait değil.",
  "auth/requires-recent-login": "Güvenliğiniz için lütfen mevcut şifrenizi yeniden girin.",
};

export const AUTH_FALLBACK_MESSAGE = "Giriş yapılamadı. Lütfen tekrar deneyin.";

/** The Turkish message for a Firebase Auth error (anything with a `code`), else the fallback. */
export function authErrorMessage(error: unknown, fallback: string = AUTH_FALLBACK_MESSAGE): string {
  const code =
    typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
  return AUTH_ERROR_MESSAGES[code] ?? fallback;
}

/** Only a same-site path may be a post-login destination (no `//host`, no `/\host`, no scheme). */
export function safeReturnUrl(value: unknown, fallback = "/"): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== "string" || !candidate.startsWith("/")) return fallback;
  if (candidate.startsWith("//") || candidate.startsWith("/\\") || /[\u0000-\u001f]/.test(candidate)) return fallback;
  try {
    const resolved = new URL(candidate, "https://motoborsa.invalid");
    if (resolved.origin !== "https://motoborsa.invalid") return fallback;
    const path = resolved.pathname + resolved.search + resolved.hash;
    // "/.//evil.example" and "/a/..\\..\\/evil.example" resolve to "//evil.example": same origin
    // here, but a protocol-relative URL (another site) for the router that is handed the result.
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The account forms' fields (sign-in, sign-up, password, profile: lib/accounts/rules.ts and schemas.ts). */
export const ACCOUNT_FIELD_ERRORS = {
  emailRequired: "E-posta adresi zorunludur.",
  emailInvalid: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com).",
  passwordRequired: "Şifre zorunludur.",
  passwordMin: (min: number) => `Şifre en az ${min} karakter olmalıdır.`,
  passwordMax: (max: number) => `Şifre en fazla ${max} karakter olabilir.`,
  passwordConfirmRequired: "Şifrenizi tekrar girin.",
  passwordMismatch: "Şifreler birbiriyle eşleşmiyor.",
  phoneRequired: "Telefon numarası zorunludur.",
  phoneInvalid: "Geçerli bir cep telefonu numarası girin (5XX XXX XX XX).",
  nameRequired: (label: string) => `${label} zorunludur.`,
  nameMin: (label: string) => `${label} en az 2 karakter olmalıdır.`,
  nameMax: (label: string) => `${label} en fazla 50 karakter olabilir.`,
  nameLetters: (label: string) => `${label} yalnızca harf içerebilir.`,
  firstName: "Ad",
  lastName: "Soyad",
  city: "Lütfen listeden bir il seçin.",
  kvkkConsent: "KVKK aydınlatma metnini onaylamanız gerekiyor.",
  membershipConsent: "Üyelik sözleşmesini kabul etmeniz gerekiyor.",
} as const;

/** Account texts the server answers with (lib/server/accounts/service.ts). */
export const ACCOUNT_ERRORS = {
  profileExists: "Bu hesap için profil zaten oluşturulmuş.",
  nameLockedByWithdrawal:
    "Bekleyen bir para çekme talebiniz varken ad ve soyadınız değiştirilemez: ödeme, bu adla kayıtlı hesaba yapılır. Talep sonuçlandıktan (veya iptal ettikten) sonra değiştirebilirsiniz.",
  profileMissing: "Profil bulunamadı. Lütfen baştan kayıt olunuz.",
} as const;

/** What the browser's Firebase helpers log or throw (lib/accounts/firebaseAuth.ts); not shown on a screen. */
export const FIREBASE_LABELS = {
  signOutFailed: "Firebase oturumu kapatılamadı",
  accountMismatch: "Hesap eşleşmedi",
} as const;
