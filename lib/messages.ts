/** Turkish texts of the site shell, session and error catalogue (SPEC §4, §8; DESIGN §7), in one place. */
export const shellMessages = {
  serviceNotFound: "Servis bulunamadı",
  genericError: "Bir hata oluştu. Lütfen tekrar deneyin.",
  sessionExpired: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.",
  registerAgain: "Lütfen baştan kayıt olunuz.",
  loggedIn: "Başarıyla giriş yaptınız.",
  loggedOut: "Çıkış yapıldı.",
} as const;
