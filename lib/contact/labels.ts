/** The /iletisim form's subjects, as the visitor picks them and staff read them. */
export const CONTACT_SUBJECTS = {
  genel: "Genel bilgi",
  ihale: "İhaleler ve teklif verme",
  hemenal: "Hemen Al ile satın alma",
  satis: "Borsa'da Sat / motosikletimi satmak",
  nakliye: "Nakliye",
  provizyon: "Provizyon ve ödemeler",
  hesap: "Üyelik ve hesap",
  oneri: "Öneri ve şikâyet",
} as const;

export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** Every message of the contact form, used by the zod schema (the API) and by checkContact (the page). */
export const CONTACT_ERRORS = {
  nameRequired: "Adınızı ve soyadınızı yazın.",
  nameMin: "Adınız en az 2 karakter olmalıdır.",
  nameMax: "Adınız en fazla 100 karakter olabilir.",
  nameLetters: "Adınız yalnızca harf içerebilir.",
  emailRequired: "E-posta adresinizi yazın.",
  emailMax: "E-posta adresi çok uzun.",
  emailInvalid: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com).",
  phoneType: "Telefon numarası metin olmalıdır.",
  phoneInvalid: "Geçerli bir telefon numarası girin (ör. 0532 123 45 67).",
  subject: "Lütfen listeden bir konu seçin.",
  messageRequired: "Mesajınızı yazın.",
  messageMin: "Mesajınız en az 10 karakter olmalıdır.",
  messageMax: "Mesajınız en fazla 2000 karakter olabilir.",
  kvkk: "Devam etmek için KVKK aydınlatma metnini onaylayın.",
  rateLimited:
    "Kısa sürede çok fazla mesaj gönderdiniz. Lütfen bir süre sonra tekrar deneyin ya da bizi telefonla arayın.",
  notFound: "Mesaj bulunamadı.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const CONTACT_LOAD_ERRORS = {
  list: "Mesajlar yüklenemedi.",
  message: "Mesaj yüklenemedi.",
} as const;
