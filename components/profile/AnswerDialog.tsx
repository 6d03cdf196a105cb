import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import type { AnswerKind, AnswerText } from "@/components/profile/useRequestAnswer";

/** Confirms the owner's answer to our offer (accept / decline) or the withdrawal of a request. */
export function AnswerDialog({
  kind,
  text,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  kind: AnswerKind | null;
  text: AnswerText;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={kind !== null}
      title={kind ? text[kind].title : ""}
      onClose={() => !busy && onCancel()}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Vazgeç
          </Button>
          <Button variant={kind === "accept" ? "primary" : "danger"} onClick={onConfirm} loading={busy}>
            {kind ? text[kind].confirm : ""}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
