import Link from "@/components/ui/Link";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/Field";
import { errorMessage, handleError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { http } from "@/lib/http";
import { useSavedSearches } from "@/lib/savedSearches/client";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX } from "@/lib/savedSearches/rules";
import type { SavedSearch } from "@/lib/savedSearches/types";
import { filterSummary } from "@/components/savedSearches/filterSummary";

/** /profil/aramalar body: each saved search links back to its list, can be renamed and deleted. */
export function SavedSearchList() {
  const { items, error, reload } = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);

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

  return (
    <ProfileSection title={items ? `Kayıtlı aramalarım (${items.length}/${SAVED_SEARCH_LIMIT})` : "Kayıtlı aramalarım"}>
      <FetchedList
        items={items}
        error={error}
        loadingLabel="Kayıtlı aramalarınız yükleniyor"
        empty={
          <>
            Henüz kayıtlı aramanız yok.{" "}
            <Link href="/ihaleler" className="font-semibold text-brand-700 hover:underline">
              İhaleler
            </Link>{" "}
            veya{" "}
            <Link href="/hemenal" className="font-semibold text-brand-700 hover:underline">
              Hemen Al
            </Link>{" "}
            sayfasında filtreleri seçip “{t.save}” düğmesine basın.
          </>
        }
      >
        {(list) => (
          <ul className="divide-y divide-neutral-100">
            {list.map((search) => (
              <li key={search.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
                      {t.kind[search.kind]}
                    </span>
                    <Link
                      href={search.href}
                      className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline"
                    >
                      {search.name}
                    </Link>
                  </p>
                  <p className="mt-1 text-sm text-neutral-600">{filterSummary(search)}</p>
                  <p className="text-xs text-neutral-500">Kaydedildi: {formatDateTime(search.createdAt)}</p>
                </div>
                <div className="flex flex-none gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setRenaming(search)}
                    aria-label={`${search.name} aramasını yeniden adlandır`}
                  >
                    Yeniden adlandır
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setDeleting(search)}
                    aria-label={`${search.name} aramasını sil`}
                  >
                    Sil
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </FetchedList>
      {renaming && <RenameDialog search={renaming} onClose={() => setRenaming(null)} onDone={reload} />}
      <Dialog
        open={deleting !== null}
        title="Kayıtlı aramayı sil"
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Vazgeç
            </Button>
            <Button onClick={() => void remove()} loading={busy}>
              Sil
            </Button>
          </>
        }
      >
        “{deleting?.name}” araması silinsin mi? Bu aramaya uyan yeni ilanlar için artık bildirim almazsınız.
      </Dialog>
    </ProfileSection>
  );
}

function RenameDialog({
  search,
  onClose,
  onDone,
}: {
  search: SavedSearch;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t.nameRequired);
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setError(t.nameTooLong);
    setBusy(true);
    try {
      await http.patch(`/api/me/saved-searches/${search.id}`, { name: trimmed });
      toast.success(t.renamed);
      onClose();
      await onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title="Aramayı yeniden adlandır"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form="arama-adlandir" loading={busy}>
            Kaydet
          </Button>
        </>
      }
    >
      <form id="arama-adlandir" onSubmit={submit} noValidate>
        <TextField
          label={t.nameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={error ?? undefined}
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}
