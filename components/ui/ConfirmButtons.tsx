import { Button } from "@/components/ui/Button";

type ConfirmButtonsProps = {
  cancel: string;
  confirm: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A confirmation's two buttons: step back (not while sending) and confirm (spinning while sending). */
export function ConfirmButtons(props: ConfirmButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={props.onCancel} disabled={props.sending}>
        {props.cancel}
      </Button>
      <Button onClick={props.onConfirm} loading={props.sending}>
        {props.confirm}
      </Button>
    </>
  );
}
