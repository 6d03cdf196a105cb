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
import {
  SALE_METHOD_LABELS,
  SELL_LIMITS,
  SELL_STATUS_LABELS,
  SELL_STATUS_TONES,
  sellListSchema,
  sellOfferSchema,
  sellRejectSchema,
  type SellAction,
  type StaffSellRequestView,
} from "@/lib/sellRequests";

type StaffAction = Exclude<SellAction, "accept" | "decline" | "withdraw">;

const ACTION_TEXT: Record<StaffAction, { button: string; title: string; confirm: string }> = {
  review: { button: "İncelemeye al", title: "Talebi incelemeye al", confirm: "İncelemeye al" },
  offer: { button: "Teklif ver", title: "Teklif ver", confirm: "Teklifi gönder" },
  list: { button: "Yayında olarak işaretle", title: "Yayında olarak işaretle", confirm: "Yayında olarak işaretle" },
  reject: { button: "Reddet", title: "Başvuruyu reddet", confirm: "Reddet" },
};

const EMPTY_FORM = { price: "", method: "auction", note: "", vehicleId: "", auctionId: "", reason: "" };

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
    setValues({ ...EMPTY_FORM, price: request?.offer ? formatNumber(request.offer.price) : "" });
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
    if (kind === "offer") return { schema: sellOfferSchema, body: { price: turkishAmountOrUndefined(values.price), method: values.method, note: values.note } };
    if (kind === "list") return { schema: sellListSchema, body: { vehicleId: optionalId(values.vehicleId), auctionId: optionalId(values.auctionId) } };
    if (kind === "reject") return { schema: sellRejectSchema, body: { reason: values.reason } };
    return { schema: null, body: undefined };
  };

  const confirm = async () => {
    if (!action || !request) return;
    const { schema, body } = bodyFor(action);
    const priceError = action === "offer" ? amountFieldError(values.price) : undefined;
    if (priceError) return setErrors({ price: priceError });
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
                    <Row label="Teklif">{formatTL(r.offer.price)}</Row>
                    {r.offer.method && <Row label="Satış yöntemi">{SALE_METHOD_LABELS[r.offer.method]}</Row>}
                    <Row label="Verildi">{formatDateTime(r.offer.madeAt)}</Row>
                    <Row label="Son geçerlilik">{formatDateTime(r.offer.expiresAt)}</Row>
                    {r.offer.note && <Row label="Not">{r.offer.note}</Row>}
                  </>
                )}
                {r.rejectReason && <Row label="Ret gerekçesi">{r.rejectReason}</Row>}
                {r.listedVehicleId && <Row label="Araç">#{r.listedVehicleId}</Row>}
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
            <TextField label="Teklif fiyatı (TL)" name="price" inputMode="numeric" value={values.price} onChange={(e) => set("price", formatAmountInput(e.target.value))} error={errors.price} autoFocus />
            <SelectField label="Satış yöntemi" name="method" value={values.method} onChange={(e) => set("method", e.target.value)} error={errors.method}>
              <option value="auction">İhale</option>
              <option value="buy_now">Hemen Al</option>
            </SelectField>
            <TextAreaField label="Not (sahibi görür)" name="note" rows={3} value={values.note} onChange={(e) => set("note", e.target.value)} error={errors.note} maxLength={SELL_LIMITS.noteMax} placeholder="Ör. rezerv fiyat, tahmini yayın tarihi, teslim alma şekli" />
          </div>
        )}
        {action === "list" && (
          <div className="space-y-4">
            <p className="text-sm">Aracı ihale veya Hemen Al ilanı olarak yayına aldıysanız numaralarını ekleyin; sahibi ilana profilinden ulaşır.</p>
            <div className="grid grid-cols-2 gap-3">
              <TextField label="Araç no (isteğe bağlı)" name="vehicleId" inputMode="numeric" value={values.vehicleId} onChange={(e) => set("vehicleId", e.target.value)} error={errors.vehicleId} />
              <TextField label="İhale no (isteğe bağlı)" name="auctionId" inputMode="numeric" value={values.auctionId} onChange={(e) => set("auctionId", e.target.value)} error={errors.auctionId} />
            </div>
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
