import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";

/**
 * An action asked once more (a bid, a purchase, a staff decision): "Vazgeç" and the confirming button.
 * While the action runs (`busy`) the dialog stays open: Escape, a click outside and "Vazgeç" do nothing.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  variant = "primary",
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: ReactNode;
  variant?: "primary" | "danger";
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !busy && onCancel()}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Vazgeç
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
