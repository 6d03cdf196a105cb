import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { auctionListQuerySchema } from "@/lib/auctions/schemas";
import { listingListQuerySchema } from "@/lib/buyNow/schemas";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import {
  POSITION_KEYS,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchKind,
} from "@/lib/savedSearches/rules";

const name = trimmedText(t.nameRequired, { min: [1, t.nameRequired], max: [SAVED_SEARCH_NAME_MAX, t.nameTooLong] });

export const savedSearchCreateSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS, { error: t.kindInvalid }),
  name,
  // Checked against the list page's own rules in filterSchemaFor (answering 400, not 422).
  filters: z.record(z.string(), z.union([z.string(), z.number()]), { error: t.filtersInvalid }).default({}),
});

export const savedSearchRenameSchema = z.object({ name });

/**
 * The very schemas the list APIs (/api/auctions, /api/listings) validate their query with: a saved
 * search holds exactly what those lists accept. Position keys (page, size) are not part of a search.
 */
export function filterSchemaFor(kind: SavedSearchKind) {
  const omit = Object.fromEntries(POSITION_KEYS.map((key) => [key, true])) as { page: true; pageSize: true };
  return kind === "auction" ? auctionListQuerySchema.omit(omit).strict() : listingListQuerySchema.omit(omit).strict();
}
