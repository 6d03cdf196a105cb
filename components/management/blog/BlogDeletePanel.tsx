import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import type { BlogEditorState } from "./useBlogEditor";

/** "Yazıyı sil" beside a saved post, and the question it asks once more. */
export function BlogDeletePanel({ editor: { current, busy, published, confirmDelete, setConfirmDelete, remove } }: { editor: BlogEditorState }) {
  if (!current) return null;
  return (
    <>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-200">
        <p className="font-semibold text-neutral-900">Yazıyı sil</p>
        <p className="mt-1 text-sm text-neutral-600">Silinen yazı sitede görünmez ve geri alınamaz.</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirmDelete(true)} disabled={busy !== null}>
          Sil
        </Button>
      </div>
      <Dialog
        open={confirmDelete}
        title="Yazı silinsin mi?"
        onClose={() => busy !== "delete" && setConfirmDelete(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)} disabled={busy === "delete"}>
              Vazgeç
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={busy === "delete"}>
              Evet, sil
            </Button>
          </>
        }
      >
        <p>
          <strong>{current?.title}</strong> kalıcı olarak silinecek{published ? " ve sitede yayından kalkacak" : ""}.
        </p>
      </Dialog>
    </>
  );
}
