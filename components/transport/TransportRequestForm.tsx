import { useEffect, useRef, useState, type FormEvent } from "react";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { Button } from "@/components/ui/Button";
import { FormAlert, SelectField, TextField } from "@/components/ui/Field";
import { ProvinceOptions } from "@/components/ui/ProvinceOptions";
import { RequestReceived } from "@/components/services/RequestReceived";
import { useRequestSubmit } from "@/components/services/useRequestSubmit";
import type { MyOrder } from "@/lib/orders/types";
import { http } from "@/lib/http";
import { formatDay } from "@/lib/transportRequests/labels";
import { dayWindow, TRANSPORT_LIMITS, transportableOrders } from "@/lib/transportRequests/rules";
import type { TransportRequestView } from "@/lib/transportRequests/types";

type Values = {
  fromCity: string;
  fromDistrict: string;
  toCity: string;
  toDistrict: string;
  source: "won" | "other";
  orderId: string;
  brand: string;
  model: string;
  preferredDate: string;
  note: string;
};

const FIELD_ORDER = [
  "fromCity",
  "fromDistrict",
  "toCity",
  "toDistrict",
  "orderId",
  "brand",
  "model",
  "preferredDate",
  "note",
];

const empty = (toCity = ""): Values => ({
  fromCity: "",
  fromDistrict: "",
  toCity,
  toDistrict: "",
  source: "other",
  orderId: "",
  brand: "",
  model: "",
  preferredDate: "",
  note: "",
});

function ProvinceSelect({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    >
      <ProvinceOptions />
    </SelectField>
  );
}

/** The /nakliye request: the API's own zod rules run first; a won motorcycle can be picked instead of typed. */
export function TransportRequestForm({
  homeCity,
  onCreated,
}: {
  homeCity?: string;
  onCreated?: (request: TransportRequestView) => void;
}) {
  const [values, setValues] = useState<Values>(() => empty(homeCity));
  const [wins, setWins] = useState<MyOrder[]>([]);
  const [created, setCreated] = useState<TransportRequestView | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { today, last } = dayWindow(new Date(), TRANSPORT_LIMITS.maxDaysAhead);

  useEffect(() => {
    // Motorcycles bought here (auction or Hemen Al) are a shortcut only; without them the form works with brand and model.
    http
      .get<{ items: MyOrder[] }>("/api/me/orders")
      .then((d) => {
        const open = transportableOrders(d.items);
        setWins(open);
        if (open.length) setValues((v) => ({ ...v, source: "won", orderId: String(open[0].id) }));
      })
      .catch(() => setWins([]));
  }, []);

  const { errors, setErrors, sending, send } = useRequestSubmit<TransportRequestView>({
    url: "/api/me/transport-requests",
    schema: () => import("@/lib/transportRequests/schemas").then((m) => m.transportRequestSchema),
    focus: (fields) => {
      const first = FIELD_ORDER.find((k) => fields[k]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
    sentText: "Nakliye talebiniz alındı.",
    failedText: "Talebiniz gönderilemedi.",
    onSent: (request) => {
      setCreated(request);
      setValues((v) => ({ ...empty(homeCity), source: v.source, orderId: v.orderId }));
      onCreated?.(request);
    },
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const won = values.source === "won" && values.orderId;
    const body = {
      fromCity: values.fromCity,
      fromDistrict: values.fromDistrict,
      toCity: values.toCity,
      toDistrict: values.toDistrict,
      ...(won ? { orderId: Number(values.orderId) } : { brand: values.brand, model: values.model }),
      preferredDate: values.preferredDate,
      note: values.note,
    };
    void send(body);
  };

  if (created) {
    return (
      <RequestReceived
        title={`Nakliye talebiniz alındı (No. ${created.id})`}
        link={{ href: "/profil#nakliye-taleplerim", label: "Nakliye Taleplerim" }}
        againLabel="Yeni talep oluştur"
        onAgain={() => setCreated(null)}
      >
        {created.fromCity} / {created.fromDistrict} → {created.toCity} / {created.toDistrict},{" "}
        {formatDay(created.preferredDate)}. Fiyat teklifimizi &ldquo;Nakliye Taleplerim&rdquo; bölümünde görüp
        yanıtlayabilirsiniz.
      </RequestReceived>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Nakliye talep formu" className="space-y-6">
      {Object.keys(errors).length > 1 && <FormAlert>Lütfen işaretli alanları düzeltin.</FormAlert>}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-neutral-500">Nereden</legend>
        <ProvinceSelect
          label="Çıkış ili"
          name="fromCity"
          value={values.fromCity}
          onChange={(v) => set("fromCity", v)}
          error={errors.fromCity}
        />
        <TextField
          label="Çıkış ilçesi"
          name="fromDistrict"
          value={values.fromDistrict}
          onChange={(e) => set("fromDistrict", e.target.value)}
          error={errors.fromDistrict}
          placeholder="Örn. Kadıköy"
          maxLength={TRANSPORT_LIMITS.districtMax}
          required
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-neutral-500">Nereye</legend>
        <ProvinceSelect
          label="Varış ili"
          name="toCity"
          value={values.toCity}
          onChange={(v) => set("toCity", v)}
          error={errors.toCity}
        />
        <TextField
          label="Varış ilçesi"
          name="toDistrict"
          value={values.toDistrict}
          onChange={(e) => set("toDistrict", e.target.value)}
          error={errors.toDistrict}
          placeholder="Örn. Çankaya"
          maxLength={TRANSPORT_LIMITS.districtMax}
          required
        />
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-neutral-500">Motosiklet</legend>
        {wins.length > 0 && (
          <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="source"
                value="won"
                checked={values.source === "won"}
                onChange={() => set("source", "won")}
                className="h-4 w-4 accent-brand-600"
              />
              MotoBorsa&apos;dan aldığım motosiklet
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="source"
                value="other"
                checked={values.source === "other"}
                onChange={() => set("source", "other")}
                className="h-4 w-4 accent-brand-600"
              />
              Başka bir motosiklet
            </label>
          </div>
        )}
        {values.source === "won" && wins.length > 0 ? (
          <SelectField
            label="Motosiklet"
            name="orderId"
            value={values.orderId}
            onChange={(e) => set("orderId", e.target.value)}
            error={errors.orderId}
            required
          >
            {wins.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title} · Sipariş no {o.id}
              </option>
            ))}
          </SelectField>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Marka"
              name="brand"
              value={values.brand}
              onChange={(e) => set("brand", e.target.value)}
              error={errors.brand}
              placeholder="Örn. Yamaha"
              maxLength={40}
              required
            />
            <TextField
              label="Model"
              name="model"
              value={values.model}
              onChange={(e) => set("model", e.target.value)}
              error={errors.model}
              placeholder="Örn. MT-07"
              maxLength={60}
              required
            />
          </div>
        )}
      </fieldset>
      <TextField
        label="Tercih ettiğiniz alım tarihi"
        name="preferredDate"
        type="date"
        min={today}
        max={last}
        value={values.preferredDate}
        onChange={(e) => set("preferredDate", e.target.value)}
        error={errors.preferredDate}
        hint={`Bugünden itibaren en fazla ${TRANSPORT_LIMITS.maxDaysAhead} gün sonrası.`}
        className="sm:max-w-xs"
        required
      />
      <TextAreaField
        label="Not (isteğe bağlı)"
        name="note"
        rows={3}
        value={values.note}
        onChange={(e) => set("note", e.target.value)}
        error={errors.note}
        counter={{ length: values.note.trim().length, max: TRANSPORT_LIMITS.noteMax }}
        placeholder="Yürür durumda değil, yan çantalı, apartman girişi dar…"
      />
      <div className="flex flex-col-reverse gap-3 border-t border-neutral-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-600">Talep ücretsizdir; fiyatı onaylamadan hiçbir ödeme yapmazsınız.</p>
        <Button type="submit" size="lg" loading={sending}>
          Talep Gönder
        </Button>
      </div>
    </form>
  );
}
