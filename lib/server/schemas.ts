import { z } from "zod";

/** Query-string building blocks shared by handlers. */
export const idParam = z.object({
  id: z.coerce.number({ error: "Geçersiz kayıt numarası." }).int("Geçersiz kayıt numarası.").positive("Geçersiz kayıt numarası.").max(Number.MAX_SAFE_INTEGER, "Geçersiz kayıt numarası."),
});

export const paging = {
  page: z.coerce.number().int("Sayfa numarası tam sayı olmalıdır.").min(1, "Sayfa numarası 1 veya daha büyük olmalıdır.").max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1, "Sayfa boyutu en az 1 olmalıdır.").max(100, "Sayfa boyutu en fazla 100 olabilir.").default(20),
};

/** A staff list's free-text search (`q`): trimmed, empty means no search. */
export const searchText = z
  .string({ error: "Arama metni geçersiz." })
  .trim()
  .max(100, "Arama metni en fazla 100 karakter olabilir.")
  .optional()
  .transform((v) => (v ? v : undefined));
