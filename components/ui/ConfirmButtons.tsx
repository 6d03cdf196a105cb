import { Button } from "@/components/ui/Button";

/** A confirmation's two buttons: step back (not while sending) and confirm (spinning while sending). */
export function ConfirmButtons({
  cancel,
  confirm,
  sending,
  onCancel,
  onConfirm,
}: {
  cancel: string;
  confirm: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={sending}>
        {cancel}
      </Button>
      <Button onClick={onConfirm} loading={sending}>
        {confirm}
      </Button>
    </>
  );
}
