import Link from "@/components/ui/Link";
import { ORDER_STATUS } from "@/components/buyNow/tones";
import {
  ORDER_SOURCE_LABELS,
  ORDER_STEP_LABELS,
  ORDER_TRANSFER_LABELS,
  SETTLED_DEPOSIT_LABELS,
} from "@/lib/orders/labels";
import { Button } from "@/components/ui/Button";
import type { ManagedOrder } from "@/lib/orders/types";
import { formatDateTime, formatPhone, formatTL } from "@/lib/format";
import { ACTION_TEXT, moves, type Action } from "@/components/orders/management/orderActions";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";
import { OrderDocuments } from "@/components/invoices/OrderDocuments";
import { ContractDownload } from "@/components/orders/management/ContractDownload";

/** One order of the staff list: buyer, status with due date and deposit, and the allowed moves. */
export function ManagedOrderRow({ order: o, onAction }: { order: ManagedOrder; onAction: (action: Action) => void }) {
  const s = ORDER_STATUS[o.status];
  const settled = o.settledDeposit && SETTLED_DEPOSIT_LABELS.staff(o.settledDeposit);
  const href = o.listingId ? `/hemenal/${o.listingId}` : o.auctionId ? `/ihaleler/${o.auctionId}` : null;
  return (
    <tr>
      <td className="px-4 py-3">
        <p className="font-semibold">
          #{o.id}{" "}
          {href ? (
            <Link href={href} className="hover:text-brand-700">
              {o.title}
            </Link>
          ) : (
            o.title
          )}
        </p>
        <p className="text-xs text-neutral-500">
          {ORDER_SOURCE_LABELS[o.source]} · {formatDateTime(o.createdAt)} ·{" "}
          <span className="whitespace-nowrap font-mono">{o.paymentReference}</span>
        </p>
      </td>
      <td className="px-4 py-3" data-label="Alıcı">
        <p className="font-medium">
          {o.buyer.name} {o.buyer.lastName}
        </p>
        {/* An e-mail address may break anywhere: unbroken, it widened the table past a 1280 px screen. */}
        <p className="text-xs text-neutral-500 [overflow-wrap:anywhere]">
          {o.buyer.email} · {formatPhone(o.buyer.phone)}
        </p>
      </td>
      <td className="px-4 py-3" data-label="Durum">
        <span className="flex flex-wrap gap-1">
          <span
            className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.tone}`}
          >
            {s.label}
          </span>
          {o.overdue && (
            <span className="inline-flex whitespace-nowrap rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              Gecikmiş
            </span>
          )}
          {o.overdueStep && (
            <span className="inline-flex whitespace-nowrap rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              {ORDER_STEP_LABELS.overdue[o.overdueStep]}
            </span>
          )}
        </span>
        {o.transfer.appointment && (
          <span className="mt-1 block text-xs text-neutral-600">
            <time dateTime={o.transfer.appointment.at}>{formatDateTime(o.transfer.appointment.at)}</time> ·{" "}
            {ORDER_TRANSFER_LABELS.appointment(o.transfer.appointment.notaryName, o.transfer.appointment.city)}
          </span>
        )}
        {o.transfer.gosReference && (
          <span className="mt-1 block text-xs text-neutral-600">
            {ORDER_TRANSFER_LABELS.gosReference(o.transfer.gosReference)}
          </span>
        )}
        {o.transfer.contract && <ContractDownload orderId={o.id} />}
        {o.status === "awaiting_payment" && (
          <span className={`mt-1 block text-xs ${o.overdue ? "font-semibold text-red-800" : "text-neutral-500"}`}>
            Son ödeme:{" "}
            <time dateTime={o.paymentDueAt} className="whitespace-nowrap">
              {formatDateTime(o.paymentDueAt)}
            </time>
          </span>
        )}
        {settled && (
          <span
            className={`mt-1 block text-xs ${o.settledDeposit?.outcome === "captured" ? "font-semibold text-red-800" : "text-neutral-500"}`}
          >
            {settled}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-right tabular-nums" data-label="Tutar">
        <span className="font-semibold">{formatTL(o.total)}</span>
        <span className="block text-xs text-neutral-500">
          {formatTL(o.price)} + {formatTL(o.commission)}
        </span>
        {o.deposit > 0 && (
          <span className="block whitespace-nowrap text-xs text-neutral-500">
            Teminat (bloke): {formatTL(o.deposit)}
          </span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2 md:justify-end">
          {o.ownRecord && <OwnRecordMark />}
          {moves(o).map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === "cancelled" ? "danger" : to === "completed" ? "primary" : "secondary"}
              className="whitespace-nowrap"
              onClick={() => onAction({ order: o, to })}
              aria-label={`#${o.id} ${ACTION_TEXT[to].button}`}
            >
              {ACTION_TEXT[to].button}
            </Button>
          ))}
          <OrderDocuments orderId={o.id} />
        </div>
      </td>
    </tr>
  );
}
