import Image from "next/image";
import Link from "next/link";
import { useRouter } from "next/router";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { StatusPill } from "@/components/services/StatusPill";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import { errorMessage, handleError } from "@/lib/errors";
import { formatDateTime, formatNumber, formatPhone, formatTL } from "@/lib/format";
import { amountFieldError, formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { SALE_METHOD_LABELS, SELL_STATUS_LABELS, SELL_STATUS_TONES } from "@/lib/sellRequests/labels";
import { SELL_LIMITS, sellListSchema, sellOfferSchema, sellRejectSchema } from "@/lib/sellRequests/schemas";
import type { SellAction, StaffSellRequestView } from "@/lib/sellRequests/types";

type StaffAction = Exclude<SellAction, "accept" | "decline" | "withdraw">;

const ACTION_TEXT: Record<StaffAction, { button: string; title: string; confirm: string }> = {
  review: { button: "İncelemeye al", title: "Talebi incelemeye al", confirm: "İncelemeye al" },
  offer: { button: "Teklif ver", title: "Teklif ver", confirm: "Teklifi gönder" },
  list: { button: "Yayına al", title: "Yayına al", confirm: "Yayına al" },
  reject: { button: "Reddet", title: "Başvuruyu reddet", confirm: "Reddet" },
};

const EMPTY_FORM = { price: "", method: "auction", reservePrice: "", note: "", mode: "create", startsAt: "", endsAt: "", linkId: "", reason: "" };

/** `datetime-local` works in the browser's zone (staff are in Türkiye); the API takes ISO instants. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A listing's default window: tomorrow 10:00 to three days later, the usual length. */
function defaultWindow(): { startsAt: string; endsAt: string } {
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 3 * 24 * 60 * 60_000);
  return { startsAt: toLocalInput(start), endsAt: toLocalInput(end) };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="text-right font-medium text-neutral-900">{children}</dd>
    </div>
  );
}

export default function ManagementSellRequestPage() {
  const router = useRouter();
  const id = Number(router.query.id);
  const [request, setRequest] = useState<StaffSellRequestView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<StaffAction | null>(null);
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setRequest((await http.get<{ request: StaffSellRequestView }>(`/api/management/sell-requests/${id}`)).request);
    } catch (error) {
      setLoadError(errorMessage(error, "Talep yüklenemedi."));
    }
  }, [id]);

  useEffect(() => {
    if (router.isReady) void load();
  }, [router.isReady, load]);

  const open = (next: StaffAction) => {
    const o = request?.offer;
    setValues({ ...EMPTY_FORM, ...defaultWindow(), price: o ? formatNumber(o.price) : "", method: o?.method ?? "auction", reservePrice: o?.reservePrice ? formatNumber(o.reservePrice) : "" });
    setErrors({});
    setAction(next);
  };
  const close = () => !busy && setAction(null);
  const set = (key: keyof typeof EMPTY_FORM, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const bodyFor = (kind: StaffAction) => {
    const optionalId = (s: string) => (s.trim() ? Number(s.replace(/\D/g, "")) : null);
    const iso = (s: string) => (s ? new Date(s).toISOString() : undefined);
    if (kind === "offer") {
      const reservePrice = values.method === "auction" ? turkishAmountOrUndefined(values.reservePrice) : undefined;
      return { schema: sellOfferSchema, body: { price: turkishAmountOrUndefined(values.price), method: values.method, reservePrice, note: values.note } };
    }
    if (kind === "list") {
      const auctionKind = (request?.offer?.method ?? "auction") === "auction";
      const body =
        values.mode === "create"
          ? auctionKind
            ? { mode: "create", startsAt: iso(values.startsAt), endsAt: iso(values.endsAt) }
            : { mode: "create" }
          : auctionKind
            ? { mode: "link", auctionId: optionalId(values.linkId) }
            : { mode: "link", listingId: optionalId(values.linkId) };
      return { schema: sellListSchema, body };
    }
    if (kind === "reject") return { schema: sellRejectSchema, body: { reason: values.reason } };
    return { schema: null, body: undefined };
  };

  const confirm = async () => {
    if (!action || !request) return;
    const { schema, body } = bodyFor(action);
    const priceError = action === "offer" ? amountFieldError(values.price) : undefined;
    const reserveError = action === "offer" && values.method === "auction" ? amountFieldError(values.reservePrice) : undefined;
    if (priceError || reserveError) return setErrors({ ...(priceError && { price: priceError }), ...(reserveError && { reservePrice: reserveError }) });
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    }
    setBusy(true);
    try {
      const saved = await http.post<{ request: StaffSellRequestView }>(`/api/management/sell-requests/${request.id}/${action}`, body);
      setRequest(saved.request);
      toast.success(`Talep “${SELL_STATUS_LABELS[saved.request.status]}” durumuna geçti.`);
      setAction(null);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else {
        handleError(error, "İşlem tamamlanamadı.");
        // Someone else may have moved it meanwhile: show what it is now.
        setAction(null);
        await load();
      }
    } finally {
      setBusy(false);
    }
  };

  if (loadError) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-neutral-200">
        <p className="font-semibold">{loadError}</p>
        <Link href="/management/satis-talepleri" className="mt-3 inline-block font-semibold text-brand-800 underline">
          Satış taleplerine dön
        </Link>
      </div>
    );
  }
  if (!request) return <LoadingBlock label="Talep yükleniyor…" />;

  const r = request;
  const staffActions = r.actions.filter((a): a is StaffAction => a in ACTION_TEXT);

  return (
    <>
      <Seo title={`Satış talebi ${r.id}`} description="Borsa'da Sat başvurusu." noindex />
      <Link href="/management/satis-talepleri" className="inline-flex items-center gap-1 text-sm font-semibold text-neutral-600 hover:text-neutral-900">
        <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
        Satış Talepleri
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {r.year} {r.brand} {r.model}
        </h1>
        <StatusPill tone={r.offer?.expired ? "neutral" : SELL_STATUS_TONES[r.status]}>{r.offer?.expired ? "Teklif süresi doldu" : SELL_STATUS_LABELS[r.status]}</StatusPill>
      </div>
      <p className="mt-1 text-neutral-600">
        Başvuru no. {r.id} · {formatDateTime(r.createdAt)}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="fotograflar" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
            <h2 id="fotograflar" className="mb-4 font-bold">
              Fotoğraflar ({r.photos.length})
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {r.photos.map((photo, i) => (
                <li key={photo}>
                  <a href={photo} target="_blank" rel="noopener noreferrer" className="relative block aspect-[4/3] overflow-hidden rounded-xl bg-neutral-900 ring-1 ring-neutral-200" aria-label={`Fotoğraf ${i + 1} (yeni sekmede)`}>
                    <Image src={photo} alt={`Fotoğraf ${i + 1}`} fill sizes="(min-width: 1024px) 260px, 50vw" className="object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="aciklama" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
            <h2 id="aciklama" className="mb-2 font-bold">
              Sahibinin açıklaması
            </h2>
            <p className="whitespace-pre-line text-neutral-800">{r.description}</p>
          </section>
        </div>

        {/* On a phone the actions come first: staff open a request to act on it. */}
        <div className="order-first space-y-6 lg:order-none">
          <section aria-labelledby="islemler" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
            <h2 id="islemler" className="mb-3 font-bold">
              İşlemler
            </h2>
            {staffActions.length === 0 ? (
              <p className="text-sm text-neutral-600">
                {r.status === "offer_made"
                  ? "Sahibinin yanıtı bekleniyor."
                  : r.status === "withdrawn"
                    ? `Sahibi başvurusunu ${formatDateTime(r.updatedAt)} tarihinde geri çekti; yapılacak işlem yok.`
                    : "Bu talep için yapılacak işlem yok."}
              </p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {staffActions.map((a) => (
                  <Button key={a} size="sm" variant={a === "reject" ? "secondary" : "primary"} onClick={() => open(a)}>
                    {ACTION_TEXT[a].button}
                  </Button>
                ))}
              </div>
            )}
            {r.status === "offer_made" && !r.offer?.expired && staffActions.length > 0 && <p className="mt-3 text-sm text-neutral-600">Sahibinin yanıtı bekleniyor.</p>}
          </section>

          <section aria-labelledby="bilgiler" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
            <h2 id="bilgiler" className="font-bold">
              Araç ve sahibi
            </h2>
            <dl className="mt-2 divide-y divide-neutral-100 text-sm">
              <Row label="Plaka">
                <span className="font-mono">{r.plate}</span>
              </Row>
              <Row label="Kilometre">{formatNumber(r.km)} km</Row>
              <Row label="Motor hacmi">{r.engineCc} cc</Row>
              <Row label="İl">{r.city}</Row>
              <Row label="Beklenen fiyat">{formatTL(r.expectedPrice)}</Row>
              <Row label="Sahibi">
                {r.owner.name} {r.owner.lastName}
              </Row>
              <Row label="Telefon">
                <a href={`tel:+90${r.phone}`} className="text-brand-800 hover:underline">
                  {formatPhone(r.phone)}
                </a>
              </Row>
              <Row label="E-posta">
                <span className="break-all">{r.owner.email}</span>
              </Row>
            </dl>
          </section>

          {(r.offer || r.rejectReason || r.status === "listed") && (
            <section aria-labelledby="sonuc" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
              <h2 id="sonuc" className="font-bold">
                Teklif ve sonuç
              </h2>
              <dl className="mt-2 divide-y divide-neutral-100 text-sm">
                {r.offer && (
                  <>
                    {r.offer.method && <Row label="Satış yöntemi">{SALE_METHOD_LABELS[r.offer.method]}</Row>}
                    <Row label={r.offer.method === "buy_now" ? "Hemen Al fiyatı" : "Başlangıç fiyatı"}>{formatTL(r.offer.price)}</Row>
                    {r.offer.reservePrice !== null && <Row label="Rezerv fiyat">{formatTL(r.offer.reservePrice)}</Row>}
                    <Row label="Verildi">{formatDateTime(r.offer.madeAt)}</Row>
                    <Row label="Son geçerlilik">{formatDateTime(r.offer.expiresAt)}</Row>
                    {r.offer.note && <Row label="Not">{r.offer.note}</Row>}
                  </>
                )}
                {r.rejectReason && <Row label="Ret gerekçesi">{r.rejectReason}</Row>}
                {r.listedVehicleId && (
                  <Row label="Araç">
                    <Link href={`/management/araclar?q=${encodeURIComponent(r.plate)}`} className="text-brand-800 hover:underline">
                      #{r.listedVehicleId}
                    </Link>
                  </Row>
                )}
                {r.listedListingId && (
                  <Row label="Hemen Al ilanı">
                    <Link href={`/hemenal/${r.listedListingId}`} className="text-brand-800 hover:underline">
                      #{r.listedListingId}
                    </Link>
                  </Row>
                )}
                {r.listedAuctionId && (
                  <Row label="İhale">
                    <Link href={`/ihaleler/${r.listedAuctionId}`} className="text-brand-800 hover:underline">
                      #{r.listedAuctionId}
                    </Link>
                  </Row>
                )}
              </dl>
            </section>
          )}
        </div>
      </div>

      <Dialog
        open={action !== null}
        title={action ? ACTION_TEXT[action].title : ""}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Vazgeç
            </Button>
            <Button variant={action === "reject" ? "danger" : "primary"} onClick={() => void confirm()} loading={busy}>
              {action ? ACTION_TEXT[action].confirm : ""}
            </Button>
          </>
        }
      >
        {action === "review" && <p>Talep “İncelemede” durumuna geçer; sahibi bunu profilinde görür.</p>}
        {action === "offer" && (
          <div className="space-y-4">
            <p className="text-sm">
              Sahibinin beklentisi: <strong>{formatTL(r.expectedPrice)}</strong>. Teklif {SELL_LIMITS.offerValidDays} gün geçerli olur.
            </p>
            <SelectField label="Satış yöntemi" name="method" value={values.method} onChange={(e) => set("method", e.target.value)} error={errors.method}>
              <option value="auction">İhale</option>
              <option value="buy_now">Hemen Al</option>
            </SelectField>
            <TextField
              label={values.method === "auction" ? "Başlangıç fiyatı (TL)" : "Hemen Al fiyatı (TL)"}
              name="price"
              inputMode="numeric"
              value={values.price}
              onChange={(e) => set("price", formatAmountInput(e.target.value))}
              error={errors.price}
              autoFocus
            />
            {values.method === "auction" && (
              <TextField
                label="Rezerv fiyat (TL)"
                name="reservePrice"
                inputMode="numeric"
                value={values.reservePrice}
                onChange={(e) => set("reservePrice", formatAmountInput(e.target.value))}
                error={errors.reservePrice}
                hint="Altında satış yapılmaz; sahibi görür, alıcılar görmez."
              />
            )}
            <TextAreaField label="Not (sahibi görür)" name="note" rows={3} value={values.note} onChange={(e) => set("note", e.target.value)} error={errors.note} maxLength={SELL_LIMITS.noteMax} placeholder="Ör. rezerv fiyat, tahmini yayın tarihi, teslim alma şekli" />
          </div>
        )}
        {action === "list" && r.offer && (
          <div className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-neutral-800">Nasıl yayına alınsın?</legend>
              <div className="space-y-2 text-sm">
                <label className="flex items-start gap-2">
                  <input type="radio" name="mode" value="create" checked={values.mode === "create"} onChange={() => set("mode", "create")} className="mt-1" />
                  <span>
                    Talepten oluştur: araç, talepteki bilgiler ve {r.photos.length} fotoğrafla kaydedilir; {r.offer.method === "buy_now" ? "Hemen Al ilanı kabul edilen fiyatla açılır." : "ihale kabul edilen başlangıç ve rezerv fiyatla planlanır."}
                  </span>
                </label>
                <label className="flex items-start gap-2">
                  <input type="radio" name="mode" value="link" checked={values.mode === "link"} onChange={() => set("mode", "link")} className="mt-1" />
                  <span>Bu araç için açılmış {r.offer.method === "buy_now" ? "bir Hemen Al ilanını" : "bir ihaleyi"} bağla (plakası {r.plate} olmalı).</span>
                </label>
              </div>
            </fieldset>
            {values.mode === "create" ? (
              <>
                <dl className="divide-y divide-neutral-100 rounded-xl bg-neutral-50 px-4 text-sm ring-1 ring-neutral-200">
                  <Row label="Araç">
                    {r.year} {r.brand} {r.model} · <span className="font-mono">{r.plate}</span>
                  </Row>
                  <Row label={r.offer.method === "buy_now" ? "Hemen Al fiyatı" : "Başlangıç fiyatı"}>{formatTL(r.offer.price)}</Row>
                  {r.offer.method !== "buy_now" && <Row label="Rezerv fiyat">{r.offer.reservePrice !== null ? formatTL(r.offer.reservePrice) : "Yok"}</Row>}
                </dl>
                {r.offer.method !== "buy_now" && (
                  <div className="grid gap-3">
                    <TextField label="Başlangıç" type="datetime-local" name="startsAt" value={values.startsAt} onChange={(e) => set("startsAt", e.target.value)} error={errors.startsAt} />
                    <TextField label="Bitiş" type="datetime-local" name="endsAt" value={values.endsAt} onChange={(e) => set("endsAt", e.target.value)} error={errors.endsAt} />
                  </div>
                )}
              </>
            ) : (
              <TextField
                label={r.offer.method === "buy_now" ? "Hemen Al ilan no" : "İhale no"}
                name="linkId"
                inputMode="numeric"
                value={values.linkId}
                onChange={(e) => set("linkId", e.target.value)}
                error={errors[r.offer.method === "buy_now" ? "listingId" : "auctionId"]}
              />
            )}
          </div>
        )}
        {action === "reject" && (
          <TextAreaField
            label="Ret gerekçesi (sahibi görür)"
            name="reason"
            rows={3}
            value={values.reason}
            onChange={(e) => set("reason", e.target.value)}
            error={errors.reason}
            maxLength={SELL_LIMITS.reasonMax}
            autoFocus
          />
        )}
      </Dialog>
    </>
  );
}
