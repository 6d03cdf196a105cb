import Link from "@/components/ui/Link";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/Field";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import { SAVED_SEARCH_NAME_MAX, filtersOfQuery, type SavedSearchKind } from "@/lib/savedSearches/rules";
import type { SavedSearch } from "@/lib/savedSearches/types";

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
  const [name, setName] = useState(() => suggestName(kind, filters));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t.nameRequired);
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setError(t.nameTooLong);
    setBusy(true);
    try {
      await http.post<{ search: SavedSearch }>("/api/me/saved-searches", { kind, name: trimmed, filters });
      toast.success(t.saved);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t.save}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form="arama-kaydet" loading={busy}>
            Kaydet
          </Button>
        </>
      }
    >
      <form id="arama-kaydet" onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t.nameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={error ?? undefined}
          autoComplete="off"
        />
        <p className="text-sm text-neutral-600">
          Bu filtrelere uyan yeni bir {kind === "auction" ? "ihale" : "Hemen Al ilanı"} yayınlandığında size bildirim
          göndeririz. Aramalarınızı{" "}
          <Link href="/profil/aramalar" className="font-semibold text-brand-700 hover:underline">
            Kayıtlı Aramalarım
          </Link>{" "}
          sayfasında yönetebilirsiniz.
        </p>
      </form>
    </Dialog>
  );
}
