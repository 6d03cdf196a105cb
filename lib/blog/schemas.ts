import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/slug";
import { markdownNestingMessage, markdownTooDeep } from "@/lib/markdownNesting";

/** Blog rules shared by the management editor and the API. */
/** One featured post and three full rows of three. */
export const BLOG_PAGE_SIZE = 10;

export const BLOG_LIMITS = {
  titleMin: 5,
  titleMax: 160,
  excerptMin: 20,
  excerptMax: 320,
  bodyMin: 20,
  bodyMax: 100_000,
  authorMin: 2,
  authorMax: 80,
} as const;

/** Covers come from our own upload endpoint or public/ (a path) or an https address — never javascript: or data:. */
const coverUrl = z
  .string({ error: "Kapak görseli adresi metin olmalıdır." })
  .trim()
  .max(500, "Kapak görseli adresi çok uzun.")
  .refine(
    (value) => value === "" || /^\/(?!\/)[\w\-./%]+$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value),
    "Kapak görseli yüklenen bir görsel ya da https adresi olmalıdır.",
  )
  .transform((value) => value || null);

export const blogPostInputSchema = z
  .object({
    title: z
      .string({ error: "Başlık zorunludur." })
      .trim()
      .min(BLOG_LIMITS.titleMin, "Başlık en az 5 karakter olmalıdır.")
      .max(BLOG_LIMITS.titleMax, "Başlık en fazla 160 karakter olabilir."),
    slug: z
      .string({ error: "Adres metin olmalıdır." })
      .trim()
      .max(SLUG_MAX_LENGTH, "Adres en fazla 120 karakter olabilir.")
      .refine(
        (value) => value === "" || SLUG_PATTERN.test(value),
        "Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. ikinci-el-motosiklet).",
      )
      .optional(),
    excerpt: z
      .string({ error: "Özet zorunludur." })
      .trim()
      .min(BLOG_LIMITS.excerptMin, "Özet en az 20 karakter olmalıdır.")
      .max(BLOG_LIMITS.excerptMax, "Özet en fazla 320 karakter olabilir."),
    body: z
      .string({ error: "Yazı metni zorunludur." })
      .trim()
      .min(BLOG_LIMITS.bodyMin, "Yazı metni en az 20 karakter olmalıdır.")
      .max(BLOG_LIMITS.bodyMax, "Yazı metni en fazla 100.000 karakter olabilir.")
      .refine((text) => !markdownTooDeep(text), markdownNestingMessage),
    coverImageUrl: coverUrl.optional().nullable(),
    authorName: z
      .string({ error: "Yazar adı zorunludur." })
      .trim()
      .min(BLOG_LIMITS.authorMin, "Yazar adı en az 2 karakter olmalıdır.")
      .max(BLOG_LIMITS.authorMax, "Yazar adı en fazla 80 karakter olabilir."),
  })
  .strict();
