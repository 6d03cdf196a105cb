import { Button } from "@/components/ui/Button";
import { Badge } from "@/components/ui/StatusBadge";
import { formatIban } from "@/lib/withdrawals/iban";
import type { WithdrawalView } from "@/lib/withdrawals/types";
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUS_TONES } from "@/lib/withdrawals/labels";
import { formatDateTime, formatTL } from "@/lib/format";

/** One of the user's withdrawals: amount, IBAN, when, how it ended, and "İptal et" while the server allows it. */
export function MyWithdrawalItem({ withdrawal: w, onCancel }: { withdrawal: WithdrawalView; onCancel: () => void }) {
  return (
    <li
      className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between"
      aria-label={`Çekim talebi ${formatTL(w.amount)}`}
    >
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">{formatTL(w.amount)}</p>
        <p className="break-all font-mono text-sm text-neutral-600">{formatIban(w.iban)}</p>
        <p className="text-sm text-neutral-500">{formatDateTime(w.createdAt)}</p>
        {w.status === "paid" && w.decidedAt && (
          <p className="mt-1 text-sm text-neutral-600">
            Ödendi: {formatDateTime(w.decidedAt)}
            {w.paymentReference ? ` · Dekont ${w.paymentReference}` : ""}
          </p>
        )}
        {w.status === "rejected" && w.rejectReason && (
          <p className="mt-1 text-sm text-red-700">Ret gerekçesi: {w.rejectReason}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={WITHDRAWAL_STATUS_TONES[w.status]}>{WITHDRAWAL_STATUS_LABELS[w.status]}</Badge>
        {w.actions.includes("cancel") && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onCancel}
            aria-label={`${formatTL(w.amount)} çekim talebini iptal et`}
          >
            İptal et
          </Button>
        )}
      </div>
    </li>
  );
}
