/**
 * The consent statements shown beside their checkboxes (sign-up, the renewal prompt,
 * /profil/bildirim-ayarlari). The exact text shown is what a consent row's version hashes, so a
 * change here asks every user again (lib/server/consents/versions.ts).
 */

/** Explicit consent (KVKK md. 9) to the transfer abroad that the Firebase sign-in needs. */
export const ABROAD_TRANSFER_CONSENT =
  "Kimlik doğrulama için kullanılan Google Firebase hizmetinin sunucuları yurt dışında bulunduğundan, e-posta ve oturum bilgilerimin yurt dışına aktarılmasına açık rıza veriyorum.";

/** Consent to commercial electronic messages by e-mail (6563 sayılı Kanun; İYS channel EPOSTA). */
export const COMMERCIAL_EMAIL_CONSENT =
  "Kampanya, fırsat ve yeni ihale duyurularını içeren ticari elektronik iletilerin bana e-postayla gönderilmesini kabul ediyorum. Bu izni dilediğim zaman Bildirim Ayarları sayfasından geri alabilirim.";
