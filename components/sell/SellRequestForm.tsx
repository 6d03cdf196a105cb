import Link from "@/components/ui/Link";
import { useRef, useState, type FormEvent } from "react";
import { TextAreaField } from "@/components/contact/TextAreaField";
import type { CurrentUser } from "@/lib/accounts/types";
import { Button } from "@/components/ui/Button";
import { FormAlert, SelectField, TextField } from "@/components/ui/Field";
import { ProvinceOptions } from "@/components/ui/ProvinceOptions";
import { RequestReceived } from "@/components/services/RequestReceived";
import { useRequestSubmit } from "@/components/services/useRequestSubmit";
import { formatNumber, formatPhone, parseAmount } from "@/lib/format";
import { amountFieldError, formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import type { FieldErrors } from "@/lib/formErrors";
import { SELL_LIMITS } from "@/lib/sellRequests/rules";
import type { SellRequestView } from "@/lib/sellRequests/types";
import { PhotoUploader } from "@/components/sell/PhotoUploader";
import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { IdentityRequiredNotice } from "@/components/identity/IdentityRequiredNotice";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";

type Values = {
  plate: string;
  brand: string;
  model: string;
  year: string;
  km: string;
  engineCc: string;
  city: string;
  expectedPrice: string;
  description: string;
  photos: string[];
  phone: string;
};

const FIELD_ORDER: (keyof Values)[] = [
  "plate",
  "brand",
  "model",
  "year",
  "km",
  "engineCc",
  "city",
  "expectedPrice",
  "description",
  "photos",
  "phone",
];

function empty(user: CurrentUser): Values {
  return {
    plate: "",
    brand: "",
    model: "",
    year: "",
    km: "",
    engineCc: "",
    city: user.city || "",
    expectedPrice: "",
    description: "",
    photos: [],
    phone: user.phone ? formatPhone(user.phone) : "",
  };
}

/** Numbers are typed as text (so "12.500" works) and sent as numbers; empty stays undefined for the "zorunlu" message. */
function payload(v: Values) {
  const num = (s: string) => parseAmount(s) ?? undefined;
  return {
    ...v,
    year: num(v.year),
    km: num(v.km),
    engineCc: num(v.engineCc),
    expectedPrice: turkishAmountOrUndefined(v.expectedPrice),
  };
}

/** The Borsa'da Sat application: the API's own zod rules run first, so most mistakes show before sending. */
export function SellRequestForm({
  user,
  onCreated,
}: {
  user: CurrentUser;
  onCreated?: (request: SellRequestView) => void;
}) {
  const [values, setValues] = useState<Values>(() => empty(user));
  const [created, setCreated] = useState<SellRequestView | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = (fields: FieldErrors) => {
    const first = FIELD_ORDER.find((key) => fields[key]);
    if (!first) return;
    const target =
      first === "photos"
        ? form.current?.querySelector<HTMLElement>("input[type=file]")
        : form.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  };

  const { errors, setErrors, sending, send, unverified, identityNeeded } = useRequestSubmit<SellRequestView>({
    url: "/api/me/sell-requests",
    schema: () => import("@/lib/sellRequests/schemas").then((m) => m.sellRequestSchema),
    focus: focusFirstError,
    sentText: "Başvurunuz alındı.",
    failedText: "Başvurunuz gönderilemedi.",
    onSent: (request) => {
      setCreated(request);
      setValues(empty(user));
      onCreated?.(request);
    },
  });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // "385.000,50" is refused with its own reason, never read as 38.500.050 TL or "missing".
    const priceError = amountFieldError(values.expectedPrice);
    if (priceError) {
      setErrors({ expectedPrice: priceError });
      focusFirstError({ expectedPrice: priceError });
      return;
    }
    void send(payload(values));
  };

  if (created) {
    return (
      <RequestReceived
        title={`Başvurunuz alındı (No. ${created.id})`}
        link={{ href: "/profil#satis-taleplerim", label: "Satış Taleplerim" }}
        againLabel="Başka bir motosiklet için başvur"
        onAgain={() => setCreated(null)}
      >
        {created.year} {created.brand} {created.model} için başvurunuzu inceliyoruz. İlk yanıtımızı en geç 2 iş günü
        içinde veririz; teklifimizi &ldquo;Satış Taleplerim&rdquo; bölümünde görüp yanıtlayabilirsiniz.
      </RequestReceived>
    );
  }

  const numeric = { type: "text", inputMode: "numeric" as const, autoComplete: "off" };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Borsa'da Sat başvuru formu" className="space-y-5">
      {(unverified || !user.emailVerified) && (
        <EmailVerificationNotice message={unverified ?? emailUnverifiedMessage("sell")} />
      )}
      <IdentityRequiredNotice message={identityNeeded} />
      {Object.keys(errors).length > 1 && <FormAlert>Lütfen işaretli alanları düzeltin.</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Plaka"
          name="plate"
          value={values.plate}
          onChange={(e) => set("plate", e.target.value.toUpperCase())}
          error={errors.plate}
          hint="Örn. 34 ABC 123. İlanda hiçbir zaman tam gösterilmez."
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          required
        />
        <SelectField
          label="Motosikletin bulunduğu il"
          name="city"
          value={values.city}
          onChange={(e) => set("city", e.target.value)}
          error={errors.city}
          required
        >
          <ProvinceOptions />
        </SelectField>
        <TextField
          label="Marka"
          name="brand"
          value={values.brand}
          onChange={(e) => set("brand", e.target.value)}
          error={errors.brand}
          placeholder="Örn. Honda"
          maxLength={40}
          required
        />
        <TextField
          label="Model"
          name="model"
          value={values.model}
          onChange={(e) => set("model", e.target.value)}
          error={errors.model}
          placeholder="Örn. CBR650R"
          maxLength={60}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Model yılı"
          name="year"
          {...numeric}
          value={values.year}
          onChange={(e) => set("year", e.target.value.replace(/\D/g, "").slice(0, 4))}
          error={errors.year}
          placeholder="Örn. 2021"
          required
        />
        <TextField
          label="Kilometre"
          name="km"
          {...numeric}
          value={values.km}
          onChange={(e) => set("km", formatNumber(e.target.value))}
          error={errors.km}
          placeholder="Örn. 12.500"
          maxLength={10}
          required
        />
        <TextField
          label="Motor hacmi (cc)"
          name="engineCc"
          {...numeric}
          value={values.engineCc}
          onChange={(e) => set("engineCc", e.target.value.replace(/\D/g, "").slice(0, 5))}
          error={errors.engineCc}
          placeholder="Örn. 649"
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Beklediğiniz satış fiyatı (TL)"
          name="expectedPrice"
          {...numeric}
          value={values.expectedPrice}
          onChange={(e) => set("expectedPrice", formatAmountInput(e.target.value))}
          error={errors.expectedPrice}
          placeholder="Örn. 385.000"
          maxLength={13}
          required
        />
        <TextField
          label="Cep telefonu"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set("phone", e.target.value)}
          error={errors.phone}
          hint="Teklifimiz ve sorularımız için bu numaradan size ulaşırız."
          maxLength={25}
          required
        />
      </div>
      <TextAreaField
        label="Açıklama"
        name="description"
        rows={5}
        value={values.description}
        onChange={(e) => set("description", e.target.value)}
        error={errors.description}
        counter={{ length: values.description.trim().length, max: SELL_LIMITS.descriptionMax }}
        placeholder="Hasar ve boya durumu, değişen parçalar, son bakım tarihi, aksesuarlar…"
        required
      />
      <PhotoUploader
        value={values.photos}
        onChange={(photos) => set("photos", photos)}
        error={errors.photos ?? errors["photos.0"]}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-neutral-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-600">
          Başvuru ve teklif ücretsizdir.{" "}
          <Link href="/kurumsal/teklifal" className="font-semibold text-brand-800 underline hover:text-brand-700">
            Süreç nasıl işler?
          </Link>
        </p>
        <Button type="submit" size="lg" loading={sending}>
          Başvuruyu Gönder
        </Button>
      </div>
    </form>
  );
}
