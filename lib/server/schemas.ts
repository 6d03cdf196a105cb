import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { parseRecordId } from "@/lib/recordId";
import { QUERY_ERRORS } from "@/lib/api/labels";

/** Query-string building blocks shared by handlers. */
const invalidId = QUERY_ERRORS.invalidId;

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
  page: z.coerce.number().int(QUERY_ERRORS.pageInt).min(1, QUERY_ERRORS.pageMin).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1, QUERY_ERRORS.pageSizeMin).max(100, QUERY_ERRORS.pageSizeMax).default(20),
};

/** A staff list's free-text search (`q`): trimmed, empty means no search. */
export const searchText = trimmedText(QUERY_ERRORS.searchType, { max: [100, QUERY_ERRORS.searchMax] })
  .optional()
  .transform((v) => (v ? v : undefined));
