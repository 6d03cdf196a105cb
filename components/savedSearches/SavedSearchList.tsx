import Link from "@/components/ui/Link";
import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import { SAVED_SEARCH_LIMIT } from "@/lib/savedSearches/rules";
import { SavedSearchItem } from "@/components/savedSearches/SavedSearchItem";
import { SearchNameDialog } from "@/components/savedSearches/SearchNameDialog";
import { useSavedSearchList } from "@/components/savedSearches/useSavedSearchList";

const linkClass = "font-semibold text-brand-700 hover:underline";

/** /profil/aramalar body: each saved search links back to its list, can be renamed and deleted. */
export function SavedSearchList() {
  const { items, error, renaming, setRenaming, rename, deleting, setDeleting, remove, busy } = useSavedSearchList();

  return (
    <ProfileSection title={items ? `Kayıtlı aramalarım (${items.length}/${SAVED_SEARCH_LIMIT})` : "Kayıtlı aramalarım"}>
      <FetchedList
        items={items}
        error={error}
        loadingLabel="Kayıtlı aramalarınız yükleniyor"
        empty={
          <>
            Henüz kayıtlı aramanız yok.{" "}
            <Link href="/ihaleler" className={linkClass}>
              İhaleler
            </Link>{" "}
            veya{" "}
            <Link href="/hemenal" className={linkClass}>
              Hemen Al
            </Link>{" "}
            sayfasında filtreleri seçip “{t.save}” düğmesine basın.
          </>
        }
      >
        {(list) => (
          <ul className="divide-y divide-neutral-100">
            {list.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                onRename={() => setRenaming(search)}
                onDelete={() => setDeleting(search)}
              />
            ))}
          </ul>
        )}
      </FetchedList>
      {renaming && (
        <SearchNameDialog
          key={renaming.id}
          title="Aramayı yeniden adlandır"
          formId="arama-adlandir"
          initialName={renaming.name}
          save={rename}
          onClose={() => setRenaming(null)}
        />
      )}
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
