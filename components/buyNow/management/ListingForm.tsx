import { useState, type FormEvent } from "react";
import { FormActions } from "@/components/management/FormActions";
import { useSaveForm } from "@/components/management/useSaveForm";
import { VehicleSelect, type VehicleOption } from "@/components/management/VehicleSelect";
import { TextField } from "@/components/ui/Field";
import type { ManagedListing } from "@/lib/buyNow/types";
import { buyerCommission } from "@/lib/orders/commission";
import { formatNumber, formatTL } from "@/lib/format";
import { amountForRequest, formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import { http } from "@/lib/http";

/**
 * New listing (vehicle + price), a price change of an on-sale one, or (`relist`) a withdrawn one put on
 * sale again as a new listing, at the price shown (the old one unless changed).
 */
export function ListingForm({
  editing,
  relist = false,
  vehicles,
  onDone,
  onCancel,
}: {
  editing: ManagedListing | null;
  relist?: boolean;
  vehicles: VehicleOption[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [vehicleId, setVehicleId] = useState("");
  const [price, setPrice] = useState(editing ? formatNumber(editing.price) : "");
  const { fields, saving, save } = useSaveForm();
  const amount = turkishAmountOrUndefined(price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      () =>
        editing && relist
          ? http.post(`/api/management/listings/${editing.id}/relist`, { price: amountForRequest(price) ?? 0 })
          : editing
            ? http.patch(`/api/management/listings/${editing.id}`, { price: amountForRequest(price) ?? 0 })
            : http.post("/api/management/listings", {
                vehicleId: Number(vehicleId) || 0,
                price: amountForRequest(price) ?? 0,
              }),
      relist ? "İlan yeniden satışa çıkarıldı." : editing ? "Fiyat güncellendi." : "İlan satışa açıldı.",
      onDone,
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-label={relist ? "Yeniden satışa çıkar" : editing ? "Fiyatı değiştir" : "Yeni Hemen Al ilanı"}
    >
      {!editing && (
        <VehicleSelect vehicles={vehicles} value={vehicleId} onChange={setVehicleId} error={fields.vehicleId} />
      )}
      <TextField
        label="Hemen Al fiyatı (TL)"
        inputMode="numeric"
        value={price}
        onChange={(e) => setPrice(formatAmountInput(e.target.value))}
        error={fields.price}
        hint={
          amount
            ? `Alıcı hizmet bedeli ${formatTL(buyerCommission(amount))}; alıcıdan bu tutar kadar provizyon bloke edilir.`
            : "En az 1.000 TL."
        }
      />
      <FormActions
        saving={saving}
        submitLabel={relist ? "Yeniden satışa çıkar" : editing ? "Fiyatı kaydet" : "Satışa aç"}
        onCancel={onCancel}
      />
    </form>
  );
}
