/** Turkish texts of the site shell, session and error catalogue (PRODUCT §3.2, PRODUCT §12.3; PRODUCT §14), in one place. */
export const SHELL_LABELS = {
  serviceNotFound: "Servis bulunamadı",
  genericError: "Bir hata oluştu. Lütfen tekrar deneyin.",
  sessionExpired: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.",
  registerAgain: "Lütfen baştan kayıt olunuz.",
  loggedIn: "Başarıyla giriş yaptınız.",
  loggedOut: "Çıkış yapıldı.",
} as const;
