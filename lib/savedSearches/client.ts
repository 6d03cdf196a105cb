import { useMyItems } from "@/lib/clientData";
import type { SavedSearch } from "@/lib/savedSearches/types";

/** Profil › Kayıtlı Aramalarım. */
export function useSavedSearches() {
  return useMyItems<SavedSearch>("/api/me/saved-searches", "Kayıtlı aramalarınız yüklenemedi.");
}
