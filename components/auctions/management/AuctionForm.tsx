import { useState, type FormEvent } from "react";
import { FormActions } from "@/components/management/FormActions";
import { useSaveForm } from "@/components/management/useSaveForm";
import { VehicleSelect, type VehicleOption } from "@/components/management/VehicleSelect";
import { TextField } from "@/components/ui/Field";
import { amountForRequest, formatAmountInput } from "@/lib/turkishAmount";
import { http } from "@/lib/http";
import type { Draft } from "@/components/auctions/management/auctionDraft";

type FieldKey = "startsAt" | "endsAt" | "startingPrice" | "increment" | "reservePrice" | "buyNowPrice";

/** New auction (vehicle, times, prices) or the edit of one that has not started. */
export function AuctionForm({
  draft,
  vehicles,
  onDone,
  onCancel,
}: {
  draft: Draft;
  vehicles: VehicleOption[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(draft);
  const { fields, saving, save } = useSaveForm();
  const set = (key: keyof Draft, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const money = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    set(key, formatAmountInput(e.target.value));

  // The two times are datetime-local inputs; the three amounts are typed with thousands separators.
  const field = (key: FieldKey, label: string, hint?: string) => (
    <TextField
      label={label}
      {...(key === "startsAt" || key === "endsAt"
        ? { type: "datetime-local", onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value) }
        : { inputMode: "numeric" as const, onChange: money(key) })}
      value={form[key]}
      error={fields[key]}
      hint={hint}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      startsAt: form.startsAt ? new Date(form.startsAt).toISOString() : "",
      endsAt: form.endsAt ? new Date(form.endsAt).toISOString() : "",
      startingPrice: amountForRequest(form.startingPrice) ?? 0,
      increment: amountForRequest(form.increment),
      reservePrice: amountForRequest(form.reservePrice),
      buyNowPrice: amountForRequest(form.buyNowPrice),
    };
    void save(
      () =>
        form.relistOf
          ? http.post(`/api/management/auctions/${form.relistOf}/relist`, body)
          : form.id
            ? http.put(`/api/management/auctions/${form.id}`, body)
            : http.post("/api/management/auctions", { ...body, vehicleId: Number(form.vehicleId) || 0 }),
      form.relistOf ? "Araç yeniden ihaleye çıkarıldı." : form.id ? "İhale güncellendi." : "İhale oluşturuldu.",
      onDone,
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-label={form.relistOf ? "Yeniden ihaleye çıkar" : form.id ? "İhaleyi düzenle" : "Yeni ihale"}
    >
      {!form.id && !form.relistOf && (
        <VehicleSelect
          vehicles={vehicles}
          value={form.vehicleId}
          onChange={(v) => set("vehicleId", v)}
          error={fields.vehicleId}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("startsAt", "Başlangıç")}
        {field("endsAt", "Bitiş")}
        {field("startingPrice", "Başlangıç fiyatı (TL)")}
        {field("increment", "Artış tutarı (TL, isteğe bağlı)", "Boş bırakılırsa fiyata göre 1.000 / 2.500 / 5.000 TL.")}
        {field("reservePrice", "Rezerv fiyat (TL, isteğe bağlı)", "Gizlidir; karşılanmazsa araç satılmaz.")}
        {field(
          "buyNowPrice",
          "Hemen Al fiyatı (TL, isteğe bağlı)",
          "Başlangıçtan yüksek, rezervden düşük olmamalı; fiyat bunun %70'ine ulaşınca sunulmaz.",
        )}
      </div>
      <FormActions
        saving={saving}
        submitLabel={form.relistOf ? "Yeniden ihaleye çıkar" : form.id ? "Değişiklikleri kaydet" : "İhaleyi oluştur"}
        onCancel={onCancel}
      />
    </form>
  );
}
