/** The company's public contact details: one place for the footer, contact page and legal texts. */
export const COMPANY = {
  name: "MotoBorsa",
  legalName: "MotoBorsa Pazaryeri A.Ş.",
  phone: "+90 850 555 66 86",
  phoneHref: "tel:+908505556686",
  email: "destek@motoborsa.com.tr",
  whatsapp: "+90 532 555 66 86",
  whatsappHref: "https://wa.me/905325556686",
  instagram: "https://www.instagram.com/motoborsa",
  address: "Atatürk Mah. Motor Sanayi Sitesi 12. Sokak No: 4, 34750 Ataşehir / İstanbul",
  taxOffice: "Kozyatağı V.D.",
  mersis: "0612 3456 7890 0015",
  kep: "motoborsa@hs01.kep.tr",
  // PRODUCT §8.3: the dealer's authorisation certificate (yetki belgesi) number, shown on every auction and listing.
  authorisationCertificateNo: "34-2024-0012345",
  workingHours: "Hafta içi 09:00–18:00, Cumartesi 10:00–15:00",
} as const;

export const SITE_NAME = "MotoBorsa";

/**
 * The one company account buyers pay orders to and users wire provision to. Every screen that asks
 * for money shows these details (and only these): the buying guide tells buyers to pay only to the
 * account shown on the order screen.
 */
export const COMPANY_BANK_ACCOUNT = {
  bank: "Türkiye İş Bankası",
  accountHolder: COMPANY.legalName,
  iban: "TR33 0006 4000 0011 2345 6789 01",
} as const;

export type BankAccount = { bank: string; accountHolder: string; iban: string };
