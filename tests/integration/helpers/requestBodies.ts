/**
 * Valid request bodies, as the forms send them: the sign-up profile, the Borsa'da Sat application and the Nakliye request.
 * Plain data, so unit tests of the schemas use them too.
 */

/** A Borsa'da Sat application with `photos` (upload addresses). */
export const sellRequestBody = (photos: string[]) => ({
  plate: "34 abc 123",
  brand: "Honda",
  model: "CBR650R",
  year: 2021,
  km: 12_500,
  engineCc: 649,
  city: "İstanbul",
  expectedPrice: 385_000,
  description: "Tek sahibinden, bakımları yetkili serviste yapıldı. Hasar kaydı yok.",
  photos,
  phone: "0532 123 45 67",
});

/** A Nakliye request from Kadıköy to Çankaya, picked up on `preferredDate` (yyyy-mm-dd). */
export const transportRequestBody = (preferredDate: string, note = "") => ({
  fromCity: "İstanbul",
  fromDistrict: "Kadıköy",
  toCity: "Ankara",
  toDistrict: "Çankaya",
  brand: "Yamaha",
  model: "MT-07",
  preferredDate,
  note,
});

/** The profile part of sign-up (POST /api/me/profile) with every required consent. */
export const profileBody = {
  name: "Elif",
  lastName: "Arslan",
  phone: "0532 111 22 33",
  city: "Bursa",
  kvkkConsent: true,
  membershipConsent: true,
  abroadConsent: true,
};
