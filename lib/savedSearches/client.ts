import { useMyItems } from "@/lib/clientData";
import type { SavedSearch } from "@/lib/savedSearches/types";
import { SAVED_SEARCH_LOAD_ERRORS } from "@/lib/savedSearches/labels";

/** Profil › Kayıtlı Aramalarım. */
export function useSavedSearches() {
  return useMyItems<SavedSearch>("/api/me/saved-searches", SAVED_SEARCH_LOAD_ERRORS.mine);
}
