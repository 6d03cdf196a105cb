import { MARKDOWN_LIMITS } from "@/lib/markdownNesting";

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

/** The post editor's fields (lib/blog/schemas.ts). */
export const BLOG_FIELD_ERRORS = {
  coverType: "Kapak görseli adresi metin olmalıdır.",
  coverTooLong: "Kapak görseli adresi çok uzun.",
  coverSource: "Kapak görseli yüklenen bir görsel ya da https adresi olmalıdır.",
  titleRequired: "Başlık zorunludur.",
  titleMin: "Başlık en az 5 karakter olmalıdır.",
  titleMax: "Başlık en fazla 160 karakter olabilir.",
  slugType: "Adres metin olmalıdır.",
  slugMax: "Adres en fazla 120 karakter olabilir.",
  slugPattern: "Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. ikinci-el-motosiklet).",
  excerptRequired: "Özet zorunludur.",
  excerptMin: "Özet en az 20 karakter olmalıdır.",
  excerptMax: "Özet en fazla 320 karakter olabilir.",
  bodyRequired: "Yazı metni zorunludur.",
  bodyMin: "Yazı metni en az 20 karakter olmalıdır.",
  bodyMax: "Yazı metni en fazla 100.000 karakter olabilir.",
  markdownTooDeep: `Alıntılar ve listeler en fazla ${MARKDOWN_LIMITS.nesting} düzey iç içe olabilir.`,
  authorRequired: "Yazar adı zorunludur.",
  authorMin: "Yazar adı en az 2 karakter olmalıdır.",
  authorMax: "Yazar adı en fazla 80 karakter olabilir.",
} as const;
