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
