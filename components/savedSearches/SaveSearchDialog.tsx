import Link from "@/components/ui/Link";
import { toast } from "@/lib/browser/toast";
import { http } from "@/lib/http";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import { filtersOfQuery, type SavedSearchKind } from "@/lib/savedSearches/rules";
import type { SavedSearch } from "@/lib/savedSearches/types";
import { SearchNameDialog } from "@/components/savedSearches/SearchNameDialog";

/** A first name for the search from its filters ("Honda · İstanbul"), which the user may change. */
function suggestName(kind: SavedSearchKind, filters: Record<string, string>): string {
  const parts = [filters.brand, filters.model, filters.city].filter(Boolean);
  return parts.length ? parts.join(" · ") : kind === "auction" ? "Tüm ihaleler" : "Tüm Hemen Al ilanları";
}

/** Names and saves the list's current URL filters; the server checks them with the list's own rules. */
export function SaveSearchDialog({
  kind,
  path,
  onClose,
}: {
  kind: SavedSearchKind;
  path: string;
  onClose: () => void;
}) {
  const filters = filtersOfQuery(Object.fromEntries(new URL(path, "https://motoborsa.invalid").searchParams));
  const save = async (name: string) => {
    await http.post<{ search: SavedSearch }>("/api/me/saved-searches", { kind, name, filters });
    toast.success(t.saved);
    onClose();
  };

  return (
    <SearchNameDialog
      title={t.save}
      formId="arama-kaydet"
      initialName={suggestName(kind, filters)}
      save={save}
      onClose={onClose}
    >
      <p className="text-sm text-neutral-600">
        Bu filtrelere uyan yeni bir {kind === "auction" ? "ihale" : "Hemen Al ilanı"} yayınlandığında size bildirim
        göndeririz. Aramalarınızı{" "}
        <Link href="/profil/aramalar" className="font-semibold text-brand-700 hover:underline">
          Kayıtlı Aramalarım
        </Link>{" "}
        sayfasında yönetebilirsiniz.
      </p>
    </SearchNameDialog>
  );
}
