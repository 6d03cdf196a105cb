import { StatusPill } from "@/components/services/StatusPill";
import { Button } from "@/components/ui/Button";
import { formatDateTime, formatPhone, formatTL } from "@/lib/format";
import { formatDay, TRANSPORT_STATUS_TONES } from "@/lib/transportRequests/labels";
import type { StaffTransportRequestView } from "@/lib/transportRequests/types";
import {
  TRANSPORT_ACTION_TEXT,
  transportStatusLabel,
  type StaffTransportAction,
} from "@/components/management/transportRequests/transportActions";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";
import { TransportInvoices } from "@/components/management/transportRequests/TransportInvoices";

/** A transport request in the staff list: route, vehicle, owner, quote and pick-up, status and its actions. */
export function TransportRequestCard({
  request: r,
  onOpen,
}: {
  request: StaffTransportRequestView;
  onOpen: (action: StaffTransportAction, row: StaffTransportRequestView) => void;
}) {
  const staffActions = r.actions.filter((a): a is StaffTransportAction => a in TRANSPORT_ACTION_TEXT);
  return (
    <li
      className="grid gap-3 p-4 sm:p-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_17rem] lg:items-start"
      aria-label={`Nakliye talebi ${r.id}`}
    >
      <div className="min-w-0">
        <p className="font-semibold">
          {r.fromCity} / {r.fromDistrict} → {r.toCity} / {r.toDistrict}
        </p>
        <p className="text-sm text-neutral-600">
          No. {r.id} · {r.brand} {r.model}
          {r.orderId ? ` · Sipariş ${r.orderId}` : ""} · Tercih: {formatDay(r.preferredDate)}
        </p>
        {r.note && <p className="mt-1 whitespace-pre-line text-sm text-neutral-700">“{r.note}”</p>}
        <p className="mt-1 truncate text-sm text-neutral-500">
          {r.owner.name} {r.owner.lastName} · {formatPhone(r.owner.phone)} · {r.owner.email}
        </p>
      </div>
      <div className="text-sm">
        {r.quote && (
          <p>
            Fiyat <strong className="tabular-nums">{formatTL(r.quote.price)}</strong>
            {r.status === "quoted" && (
              <span className="text-neutral-500"> · son {formatDateTime(r.quote.expiresAt)}</span>
            )}
          </p>
        )}
        {r.scheduledDate && (
          <p>
            Alım: <strong>{formatDay(r.scheduledDate)}</strong>
            {r.scheduleNote && <span className="text-neutral-500"> · {r.scheduleNote}</span>}
          </p>
        )}
        {r.status === "scheduled" && !r.actions.includes("deliver") && (
          <p className="text-neutral-600">Alım günü gelince teslim edildi olarak işaretlenebilir.</p>
        )}
        {r.feePaidAt && <p>Ücret alındı: {formatDateTime(r.feePaidAt)}</p>}
        {r.cancelReason && <p className="text-red-700">İptal: {r.cancelReason}</p>}
        {r.status === "cancelled" && r.cancelledBy === "owner" && (
          <p className="text-neutral-700">Kullanıcı talebini kendisi iptal etti.</p>
        )}
        <p className="text-neutral-500">{formatDateTime(r.createdAt)}</p>
      </div>
      <div className="flex flex-col items-start gap-2 lg:items-end">
        <StatusPill tone={r.quote?.expired ? "neutral" : TRANSPORT_STATUS_TONES[r.status]}>
          {transportStatusLabel(r)}
        </StatusPill>
        <div className="flex flex-wrap gap-2 lg:justify-end">
          {r.ownRecord && <OwnRecordMark />}
          {staffActions.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === "cancel" || (a === "schedule" && r.status === "scheduled") ? "secondary" : "primary"}
              onClick={() => onOpen(a, r)}
              aria-label={`Talep ${r.id}: ${TRANSPORT_ACTION_TEXT[a].button(r)}`}
            >
              {TRANSPORT_ACTION_TEXT[a].button(r)}
            </Button>
          ))}
        </div>
        {r.feePaidAt && <TransportInvoices requestId={r.id} />}
      </div>
    </li>
  );
}
