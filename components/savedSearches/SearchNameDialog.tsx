import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/Field";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import { SAVED_SEARCH_NAME_MAX } from "@/lib/savedSearches/rules";
import { useSearchName } from "@/components/savedSearches/useSearchName";

/** The dialog that names a search, when it is saved and when it is renamed; `save` gets the checked name. */
export function SearchNameDialog({
  title,
  formId,
  initialName,
  save,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  initialName: string;
  save: (name: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { name, setName, error, busy, submit } = useSearchName(initialName, save);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Kaydet
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t.nameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={error ?? undefined}
          autoComplete="off"
        />
        {children}
      </form>
    </Dialog>
  );
}
