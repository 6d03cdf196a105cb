import { TextAreaField } from "@/components/contact/TextAreaField";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { StaffActionForm } from "@/components/management/requests/useStaffActionForm";
import { TextField } from "@/components/ui/Field";
import { formatAmountInput } from "@/lib/turkishAmount";
import { formatTL } from "@/lib/format";
import { FEE_KDV_TEXT } from "@/lib/invoices/rules";
import { dayWindow, TRANSPORT_LIMITS } from "@/lib/transportRequests/schemas";
import { formatDay } from "@/lib/transportRequests/labels";
import type { StaffTransportRequestView } from "@/lib/transportRequests/types";
import {
  TRANSPORT_ACTION_TEXT,
  type StaffTransportAction,
  type TransportActionValues,
} from "@/components/management/transportRequests/transportActions";

/** The staff action on a transport request asked once more, with its fields: price, pick-up day, reason. */
export function TransportActionDialog({
  pending,
  form,
  onConfirm,
  onCancel,
}: {
  pending: { action: StaffTransportAction; row: StaffTransportRequestView } | null;
  form: StaffActionForm<TransportActionValues>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { busy, field } = form;
  const { today, last } = dayWindow(new Date(), TRANSPORT_LIMITS.maxScheduleDaysAhead);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? TRANSPORT_ACTION_TEXT[pending.action].title : ""}
      variant={pending?.action === "cancel" ? "danger" : "primary"}
      confirmLabel={pending ? TRANSPORT_ACTION_TEXT[pending.action].confirm : ""}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {pending && (
        <div className="space-y-4">
          <p className="text-sm">
            No. {pending.row.id}: {pending.row.fromCity} → {pending.row.toCity}, {pending.row.brand} {pending.row.model}
            .
          </p>
          {pending.action === "quote" && (
            <>
              <TextField
                label="Nakliye ücreti (TL, KDV dahil)"
                inputMode="numeric"
                {...field("price", formatAmountInput)}
                autoFocus
              />
              <TextAreaField
                label="Not (kullanıcı görür)"
                rows={3}
                {...field("note")}
                maxLength={TRANSPORT_LIMITS.noteMax}
              />
              <p className="text-xs text-neutral-500">Teklif {TRANSPORT_LIMITS.quoteValidDays} gün geçerli olur.</p>
            </>
          )}
          {pending.action === "schedule" && (
            <>
              <TextField
                label="Alım tarihi"
                type="date"
                min={today}
                max={last}
                {...field("date")}
                hint={`Kullanıcının tercihi: ${formatDay(pending.row.preferredDate)}`}
              />
              <TextField
                label="Saat aralığı / not (kullanıcı görür)"
                {...field("note")}
                placeholder="Örn. 09:00–12:00 arası"
                maxLength={300}
              />
            </>
          )}
          {pending.action === "deliver" && (
            <p>
              Motosiklet varış adresinde teslim edildi ve tutanak imzalandı mı? Talep “Teslim edildi” durumuna geçer.
            </p>
          )}
          {pending.action === "feePaid" && (
            <p>
              Kullanıcıdan {pending.row.quote ? formatTL(pending.row.quote.price) : "teklif edilen"} nakliye ücreti
              alındı mı? Fatura hemen kesilir ve kullanıcının profilinde görünür; geri alınamaz (iptalde iade faturası
              kesilir). {FEE_KDV_TEXT}
            </p>
          )}
          {pending.action === "cancel" && (
            <TextAreaField
              label="İptal nedeni (kullanıcı görür)"
              rows={3}
              {...field("reason")}
              maxLength={TRANSPORT_LIMITS.reasonMax}
              autoFocus
            />
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
