import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { BlogEditorState } from "@/components/management/blog/useBlogEditor";

/** "Yazıyı sil" beside a saved post, and the question it asks once more. */
export function BlogDeletePanel({
  editor: { current, busy, published, confirmDelete, setConfirmDelete, remove },
}: {
  editor: BlogEditorState;
}) {
  if (!current) return null;
  return (
    <>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-200">
        <p className="font-semibold text-neutral-900">Yazıyı sil</p>
        <p className="mt-1 text-sm text-neutral-600">Silinen yazı sitede görünmez ve geri alınamaz.</p>
        <Button
          variant="danger"
          size="sm"
          className="mt-3"
          onClick={() => setConfirmDelete(true)}
          disabled={busy !== null}
        >
          Sil
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Yazı silinsin mi?"
        variant="danger"
        confirmLabel="Evet, sil"
        busy={busy === "delete"}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>
          <strong>{current?.title}</strong> kalıcı olarak silinecek{published ? " ve sitede yayından kalkacak" : ""}.
        </p>
      </ConfirmDialog>
    </>
  );
}
