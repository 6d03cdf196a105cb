import { z } from "zod";
import { parseRecordId } from "@/lib/recordId";

/** Query-string building blocks shared by handlers. */
const invalidId = "Geçersiz kayıt numarası.";

/**
 * A record number in a path (parseRecordId: decimal digits only). Not z.coerce.number: Number() also
 * reads " 5", "+5", "1e1" and "0x10" (16), so a sloppy or crafted path acted on another record.
 */
export const idParam = z.object({
  // Next passes path segments as strings; a caller building the query itself may pass the number.
  id: z.union([z.string(), z.number()], { error: invalidId }).transform((value, ctx) => {
    const id = parseRecordId(typeof value === "number" ? String(value) : value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message: invalidId });
      return z.NEVER;
    }
    return id;
  }),
});

export const paging = {
  page: z.coerce
    .number()
    .int("Sayfa numarası tam sayı olmalıdır.")
    .min(1, "Sayfa numarası 1 veya daha büyük olmalıdır.")
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, "Sayfa boyutu en az 1 olmalıdır.")
    .max(100, "Sayfa boyutu en fazla 100 olabilir.")
    .default(20),
};

/** A staff list's free-text search (`q`): trimmed, empty means no search. */
export const searchText = z
  .string({ error: "Arama metni geçersiz." })
  .trim()
  .max(100, "Arama metni en fazla 100 karakter olabilir.")
  .optional()
  .transform((v) => (v ? v : undefined));
