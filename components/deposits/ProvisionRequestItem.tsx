import { Button } from "@/components/ui/Button";
import { ProvisionStatusBadge } from "@/components/ui/StatusBadge";
import { formatDateTime, formatTL } from "@/lib/format";
import type { ProvisionRequest } from "@/components/deposits/types";

/** Texts of one request row, together for a Turkish editor. */
const itemText = {
  received: (r: ProvisionRequest) => `Hesabımıza ulaşan: ${formatTL(r.receivedAmount)} (talep: ${formatTL(r.amount)})`,
  decided: (r: ProvisionRequest) =>
    `${r.status === "approved" ? "Onaylayan" : "Reddeden"}: ${r.decidedByName ?? "MotoBorsa"} · ${formatDateTime(r.decidedAt!)}`,
};

/** One provision request: amount, reference, decision and, while pending, the cancel button. */
export function ProvisionRequestItem({ request: r, onCancel }: { request: ProvisionRequest; onCancel: () => void }) {
  return (
    <li
      className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between"
      aria-label={`Talep ${r.referenceCode}`}
    >
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">
          {formatTL(r.status === "approved" && r.receivedAmount !== null ? r.receivedAmount : r.amount)}
        </p>
        <p className="text-sm text-neutral-500">
          <span className="font-mono">{r.referenceCode}</span> · {formatDateTime(r.createdAt)}
        </p>
        {r.status === "approved" && r.receivedAmount !== null && r.receivedAmount !== r.amount && (
          <p className="mt-1 text-sm font-medium text-amber-900">{itemText.received(r)}</p>
        )}
        {(r.status === "approved" || r.status === "rejected") && r.decidedAt && (
          <p className="mt-1 text-sm text-neutral-600">{itemText.decided(r)}</p>
        )}
        {r.status === "cancelled" && r.decidedAt && (
          <p className="mt-1 text-sm text-neutral-600">İptal: {formatDateTime(r.decidedAt)}</p>
        )}
        {r.status === "rejected" && r.rejectReason && (
          <p className="mt-1 text-sm text-red-700">Ret gerekçesi: {r.rejectReason}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ProvisionStatusBadge status={r.status} />
        {r.actions.includes("cancel") && (
          <Button size="sm" variant="secondary" onClick={onCancel} aria-label={`${r.referenceCode} talebini iptal et`}>
            İptal et
          </Button>
        )}
      </div>
    </li>
  );
}
