export const BLOG_ERRORS = {
  notFound: "Yazı bulunamadı.",
  slugTaken: "Bu adres başka bir yazıda kullanılıyor. Lütfen farklı bir adres yazın.",
  slugFromTitle: "Başlıktan bir adres üretilemedi. Lütfen adres alanını doldurun.",
  alreadyPublished: "Bu yazı zaten yayında.",
  alreadyDraft: "Bu yazı zaten taslak.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const BLOG_LOAD_ERRORS = {
  list: "Yazılar yüklenemedi.",
  post: "Yazı yüklenemedi.",
} as const;
