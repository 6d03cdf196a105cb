import type { SavedSearchKind } from "@/lib/savedSearches/rules";

/** A saved search as the API answers it; `href` is the list URL it came from. */
export type SavedSearch = {
  id: number;
  kind: SavedSearchKind;
  name: string;
  filters: Record<string, string | number>;
  href: string;
  createdAt: string;
};
