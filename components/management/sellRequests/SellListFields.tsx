import { DetailRow as Row } from "@/components/management/requests/DetailRow";
import type { StaffActionForm } from "@/components/management/requests/useStaffActionForm";
import { TextField } from "@/components/ui/Field";
import { formatTL } from "@/lib/format";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";
import { vehicleIdentityFormLabels as t } from "@/lib/vehicles/labels";
import type { SellActionValues } from "@/components/management/sellRequests/sellActions";

type Offer = NonNullable<StaffSellRequestView["offer"]>;

const MODES = ["create", "link"] as const;

/** "Yayına al": create the auction or listing from the request, or link one opened by hand. */
export function SellListFields({
  request: r,
  offer,
  form,
}: {
  request: StaffSellRequestView;
  offer: Offer;
  form: StaffActionForm<SellActionValues>;
}) {
  const { values, errors, set } = form;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-neutral-800">Nasıl yayına alınsın?</legend>
        <div className="space-y-2 text-sm">
          {MODES.map((mode) => (
            <label key={mode} className="flex items-start gap-2">
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={values.mode === mode}
                onChange={() => set("mode", mode)}
                className="mt-1"
              />
              {mode === "create" ? (
                <span>
                  Talepten oluştur: araç, talepteki bilgiler ve {r.photos.length} fotoğrafla kaydedilir;{" "}
                  {offer.method === "buy_now"
                    ? "Hemen Al ilanı kabul edilen fiyatla açılır."
                    : "ihale kabul edilen başlangıç ve rezerv fiyatla planlanır."}
                </span>
              ) : (
                <span>
                  Bu araç için açılmış {offer.method === "buy_now" ? "bir Hemen Al ilanını" : "bir ihaleyi"} bağla
                  (plakası {r.plate} olmalı).
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      {values.mode === "create" ? (
        <>
          <dl className="divide-y divide-neutral-100 rounded-xl bg-neutral-50 px-4 text-sm ring-1 ring-neutral-200">
            <Row label="Araç">
              {r.year} {r.brand} {r.model} · <span className="font-mono">{r.plate}</span>
            </Row>
            <Row label={offer.method === "buy_now" ? "Hemen Al fiyatı" : "Başlangıç fiyatı"}>
              {formatTL(offer.price)}
            </Row>
            {offer.method !== "buy_now" && (
              <Row label="Rezerv fiyat">{offer.reservePrice !== null ? formatTL(offer.reservePrice) : "Yok"}</Row>
            )}
          </dl>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium text-neutral-800">{t.legend}</legend>
            <TextField label={t.vin} hint={t.vinHint} autoComplete="off" {...form.field("vin")} />
            <TextField label={t.engineNumber} autoComplete="off" {...form.field("engineNumber")} />
            <TextField label={t.registrationSerial} autoComplete="off" {...form.field("registrationSerial")} />
            <TextField label={t.eidsReference} autoComplete="off" {...form.field("eidsReference")} />
          </fieldset>
          {offer.method !== "buy_now" && (
            <div className="grid gap-3">
              <TextField label="Başlangıç" type="datetime-local" {...form.field("startsAt")} />
              <TextField label="Bitiş" type="datetime-local" {...form.field("endsAt")} />
            </div>
          )}
        </>
      ) : (
        <TextField
          label={offer.method === "buy_now" ? "Hemen Al ilan no" : "İhale no"}
          name="linkId"
          inputMode="numeric"
          value={values.linkId}
          onChange={(e) => set("linkId", e.target.value)}
          error={errors[offer.method === "buy_now" ? "listingId" : "auctionId"]}
        />
      )}
    </div>
  );
}
