import { TextAreaField } from "@/components/contact/TextAreaField";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { StaffActionForm } from "@/components/management/requests/useStaffActionForm";
import { SelectField, TextField } from "@/components/ui/Field";
import { formatTL } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import { SELL_LIMITS } from "@/lib/sellRequests/schemas";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";
import {
  SELL_ACTION_TEXT,
  type SellActionValues,
  type StaffSellAction,
} from "@/components/management/sellRequests/sellActions";
import { SellListFields } from "@/components/management/sellRequests/SellListFields";

/** The staff action asked once more, with its fields: offer, listing, rejection reason. */
export function SellActionDialog({
  request: r,
  action,
  form,
  onClose,
  onConfirm,
}: {
  request: StaffSellRequestView;
  action: StaffSellAction | null;
  form: StaffActionForm<SellActionValues>;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { values, busy, field } = form;
  return (
    <ConfirmDialog
      open={action !== null}
      title={action ? SELL_ACTION_TEXT[action].title : ""}
      variant={action === "reject" ? "danger" : "primary"}
      confirmLabel={action ? SELL_ACTION_TEXT[action].confirm : ""}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {action === "review" && <p>Talep “İncelemede” durumuna geçer; sahibi bunu profilinde görür.</p>}
      {action === "offer" && (
        <div className="space-y-4">
          <p className="text-sm">
            Sahibinin beklentisi: <strong>{formatTL(r.expectedPrice)}</strong>. Teklif {SELL_LIMITS.offerValidDays} gün
            geçerli olur.
          </p>
          <SelectField label="Satış yöntemi" {...field("method")}>
            <option value="auction">İhale</option>
            <option value="buy_now">Hemen Al</option>
          </SelectField>
          <TextField
            label={values.method === "auction" ? "Başlangıç fiyatı (TL)" : "Hemen Al fiyatı (TL)"}
            inputMode="numeric"
            {...field("price", formatAmountInput)}
            autoFocus
          />
          {values.method === "auction" && (
            <TextField
              label="Rezerv fiyat (TL)"
              inputMode="numeric"
              {...field("reservePrice", formatAmountInput)}
              hint="Altında satış yapılmaz; sahibi görür, alıcılar görmez."
            />
          )}
          <TextAreaField
            label="Not (sahibi görür)"
            rows={3}
            {...field("note")}
            maxLength={SELL_LIMITS.noteMax}
            placeholder="Ör. rezerv fiyat, tahmini yayın tarihi, teslim alma şekli"
          />
        </div>
      )}
      {action === "list" && r.offer && <SellListFields request={r} offer={r.offer} form={form} />}
      {action === "reject" && (
        <TextAreaField
          label="Ret gerekçesi (sahibi görür)"
          rows={3}
          {...field("reason")}
          maxLength={SELL_LIMITS.reasonMax}
          autoFocus
        />
      )}
    </ConfirmDialog>
  );
}
