import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { useSavedSearches } from "@/lib/savedSearches/client";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import type { SavedSearch } from "@/lib/savedSearches/types";

/** /profil/aramalar: the user's saved searches, the one being renamed, and the one asked about before deleting. */
export function useSavedSearchList() {
  const { items, error, reload } = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);

  const rename = async (name: string) => {
    if (!renaming) return;
    await http.patch(`/api/me/saved-searches/${renaming.id}`, { name });
    toast.success(t.renamed);
    setRenaming(null);
    await reload();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await http.delete(`/api/me/saved-searches/${deleting.id}`);
      toast.success(t.deleted);
      setDeleting(null);
    } catch (failure) {
      handleError(failure);
    } finally {
      setBusy(false);
      await reload();
    }
  };

  return { items, error, renaming, setRenaming, rename, deleting, setDeleting, remove, busy };
}
