import type { ComponentType, ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { RejectReasonField } from "@/components/deposits/management/RejectReasonField";

type Decision<A> = {
  action: A | null;
  busy: boolean;
  confirm: () => Promise<void>;
  close: () => void;
  reason: string;
  setReason: (reason: string) => void;
  reasonError?: string;
};

/**
 * Asks once more before a staff decision on a money row: the first approval (with its own field
 * below the summary), the second approval (the summary only), or a rejection (with its reason).
 */
export function DecisionDialog<A extends { kind: string }>({
  decision,
  labels,
  Summary,
  field,
}: {
  decision: Decision<A>;
  /** Per kind: the dialog's title and its confirm button. */
  labels: Record<A["kind"], { title: string; confirm: string }>;
  Summary: ComponentType<{ action: A }>;
  /** The first approval's own input (the amount received, the receipt number). */
  field: ReactNode;
}) {
  const { action, busy } = decision;
  const kind = action?.kind as A["kind"] | undefined;
  return (
    <ConfirmDialog
      open={action !== null}
      title={kind ? labels[kind].title : ""}
      variant={kind === "reject" ? "danger" : "primary"}
      confirmLabel={kind ? labels[kind].confirm : ""}
      busy={busy}
      onConfirm={() => void decision.confirm()}
      onCancel={decision.close}
    >
      {action && (
        <>
          <Summary action={action} />
          {kind === "confirm" ? null : kind === "reject" ? (
            <RejectReasonField value={decision.reason} onChange={decision.setReason} error={decision.reasonError} />
          ) : (
            <div className="mt-4">{field}</div>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
