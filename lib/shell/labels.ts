/** Turkish texts of the site shell, session and error catalogue (PRODUCT §3.2, PRODUCT §12.3; PRODUCT §14), in one place. */
export const SHELL_LABELS = {
  serviceNotFound: "Servis bulunamadı",
  genericError: "Bir hata oluştu. Lütfen tekrar deneyin.",
  sessionExpired: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.",
  registerAgain: "Lütfen baştan kayıt olunuz.",
  loggedIn: "Başarıyla giriş yaptınız.",
  loggedOut: "Çıkış yapıldı.",
} as const;

/** Month names as Turkish readers write dates ("21 Kasım 2026", "21 Kas 2026"), January first. */
export const MONTH_LABELS = {
  short: ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"],
  long: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
} as const;
