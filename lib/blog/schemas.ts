import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/slug";
import { markdownTooDeep } from "@/lib/markdownNesting";
import { BLOG_FIELD_ERRORS } from "@/lib/blog/labels";

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
const coverUrl = trimmedText(BLOG_FIELD_ERRORS.coverType, { max: [500, BLOG_FIELD_ERRORS.coverTooLong] })
  .refine(
    (value) => value === "" || /^\/(?!\/)[\w\-./%]+$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value),
    BLOG_FIELD_ERRORS.coverSource,
  )
  .transform((value) => value || null);

export const blogPostInputSchema = z
  .object({
    title: trimmedText(BLOG_FIELD_ERRORS.titleRequired, {
      min: [BLOG_LIMITS.titleMin, BLOG_FIELD_ERRORS.titleMin],
      max: [BLOG_LIMITS.titleMax, BLOG_FIELD_ERRORS.titleMax],
    }),
    slug: trimmedText(BLOG_FIELD_ERRORS.slugType, { max: [SLUG_MAX_LENGTH, BLOG_FIELD_ERRORS.slugMax] })
      .refine((value) => value === "" || SLUG_PATTERN.test(value), BLOG_FIELD_ERRORS.slugPattern)
      .optional(),
    excerpt: trimmedText(BLOG_FIELD_ERRORS.excerptRequired, {
      min: [BLOG_LIMITS.excerptMin, BLOG_FIELD_ERRORS.excerptMin],
      max: [BLOG_LIMITS.excerptMax, BLOG_FIELD_ERRORS.excerptMax],
    }),
    body: trimmedText(BLOG_FIELD_ERRORS.bodyRequired, {
      min: [BLOG_LIMITS.bodyMin, BLOG_FIELD_ERRORS.bodyMin],
      max: [BLOG_LIMITS.bodyMax, BLOG_FIELD_ERRORS.bodyMax],
    }).refine((text) => !markdownTooDeep(text), BLOG_FIELD_ERRORS.markdownTooDeep),
    coverImageUrl: coverUrl.optional().nullable(),
    authorName: trimmedText(BLOG_FIELD_ERRORS.authorRequired, {
      min: [BLOG_LIMITS.authorMin, BLOG_FIELD_ERRORS.authorMin],
      max: [BLOG_LIMITS.authorMax, BLOG_FIELD_ERRORS.authorMax],
    }),
  })
  .strict();
