import { useRouter } from "next/router";
import { useState } from "react";
import toast from "react-hot-toast";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { FilterTabs, Pager } from "@/components/services/FilterTabs";
import { StatusPill } from "@/components/services/StatusPill";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { ManagementList } from "@/components/management/ManagementList";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { handleError } from "@/lib/errors";
import { formatDateTime, formatNumber, formatPhone, formatTL } from "@/lib/format";
import { useManagedTransportRequests } from "@/lib/transportRequests/client";
import { amountFieldError, formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { dayWindow, TRANSPORT_LIMITS, transportCancelSchema, transportQuoteSchema, transportScheduleSchema } from "@/lib/transportRequests/schemas";
import { formatDay, TRANSPORT_STATUS_LABELS, TRANSPORT_STATUS_TONES } from "@/lib/transportRequests/labels";
import type { StaffTransportRequestView, TransportAction, TransportRequestStatus } from "@/lib/transportRequests/types";

type StaffAction = Exclude<TransportAction, "accept" | "decline" | "withdraw">;

const FILTERS: { slug: string; legacy: string; label: string; status?: TransportRequestStatus }[] = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "requested", legacy: "yeni", label: "Yeni", status: "requested" },
  { slug: "quoted", legacy: "teklif", label: "Teklif verildi", status: "quoted" },
  { slug: "accepted", legacy: "onaylanan", label: "Onaylanan", status: "accepted" },
  { slug: "scheduled", legacy: "planlanan", label: "Planlanan", status: "scheduled" },
  { slug: "delivered", legacy: "teslim", label: "Teslim edildi", status: "delivered" },
  { slug: "declined", legacy: "reddedilen", label: "Kullanıcı reddetti", status: "declined" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
];
const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);

const ACTION_TEXT: Record<StaffAction, { button: (r: StaffTransportRequestView) => string; title: string; confirm: string }> = {
  quote: { button: () => "Fiyat ver", title: "Fiyat teklifi ver", confirm: "Teklifi gönder" },
  schedule: { button: (r) => (r.status === "scheduled" ? "Tarihi değiştir" : "Planla"), title: "Alımı planla", confirm: "Planla" },
  deliver: { button: () => "Teslim edildi", title: "Teslim edildi olarak işaretle", confirm: "Teslim edildi" },
  cancel: { button: () => "İptal et", title: "Talebi iptal et", confirm: "İptal et" },
};

const EMPTY_FORM = { price: "", note: "", date: "", reason: "" };

/** A user's own cancellation reads differently from ours, so nobody calls them about it. */
function statusLabel(r: StaffTransportRequestView): string {
  if (r.quote?.expired) return "Teklif süresi doldu";
  if (r.status === "cancelled" && r.cancelledBy === "owner") return "Kullanıcı iptal etti";
  return TRANSPORT_STATUS_LABELS[r.status];
}

export default function ManagementTransportPage() {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav("/management/nakliye", { state: filter.slug, page }, parseState);
  const { data, loading, load } = useManagedTransportRequests({ status: filter.status, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [pending, setPending] = useState<{ action: StaffAction; row: StaffTransportRequestView } | null>(null);
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const open = (action: StaffAction, row: StaffTransportRequestView) => {
    setValues({ ...EMPTY_FORM, date: row.scheduledDate ?? row.preferredDate, note: action === "schedule" ? (row.scheduleNote ?? "") : "" });
    setErrors({});
    setPending({ action, row });
  };
  const close = () => !busy && setPending(null);
  const set = (key: keyof typeof EMPTY_FORM, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, row } = pending;
    const spec =
      action === "quote"
        ? { schema: transportQuoteSchema, body: { price: turkishAmountOrUndefined(values.price), note: values.note } }
        : action === "schedule"
          ? { schema: transportScheduleSchema, body: { date: values.date, note: values.note } }
          : action === "cancel"
            ? { schema: transportCancelSchema, body: { reason: values.reason } }
            : { schema: null, body: undefined };
    const priceError = action === "quote" ? amountFieldError(values.price) : undefined;
    if (priceError) return setErrors({ price: priceError });
    if (spec.schema) {
      const parsed = spec.schema.safeParse(spec.body);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    }
    setBusy(true);
    try {
      const saved = await http.post<{ request: StaffTransportRequestView }>(`/api/management/transport-requests/${row.id}/${action}`, spec.body);
      toast.success(`Talep ${row.id} “${TRANSPORT_STATUS_LABELS[saved.request.status]}” durumunda.`);
      setPending(null);
      await load();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else {
        handleError(error, "İşlem tamamlanamadı.");
        setPending(null);
        await load();
      }
    } finally {
      setBusy(false);
    }
  };

  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, page: p });
  const { today, last } = dayWindow(new Date(), TRANSPORT_LIMITS.maxScheduleDaysAhead);

  return (
    <>
      <Seo title="Nakliye Talepleri" description="Nakliye talepleri." noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Nakliye Talepleri</h1>
        <p className="text-neutral-600">Taleplere fiyat verin; kullanıcı onayladığında alım gününü planlayın ve teslimde işaretleyin.</p>
      </div>

      <FilterTabs filters={FILTERS} current={filter.slug} hrefFor={(slug) => hrefFor(slug)} clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })} />

      <section aria-label={`${filter.label} nakliye talepleri`} aria-busy={loading} className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <ManagementList items={data?.items} loading={loading} loadingText="Talepler yükleniyor…" icon="truck" emptyTitle="Bu filtrede talep yok" emptyHint="Yeni talepler geldiğinde burada listelenir.">
          {(r) => {
            const staffActions = r.actions.filter((a): a is StaffAction => a in ACTION_TEXT);
            return (
              <li key={r.id} className="grid gap-3 p-4 sm:p-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_17rem] lg:items-start" aria-label={`Nakliye talebi ${r.id}`}>
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
                      {r.status === "quoted" && <span className="text-neutral-500"> · son {formatDateTime(r.quote.expiresAt)}</span>}
                    </p>
                  )}
                  {r.scheduledDate && (
                    <p>
                      Alım: <strong>{formatDay(r.scheduledDate)}</strong>
                      {r.scheduleNote && <span className="text-neutral-500"> · {r.scheduleNote}</span>}
                    </p>
                  )}
                  {r.status === "scheduled" && !r.actions.includes("deliver") && <p className="text-neutral-600">Alım günü gelince teslim edildi olarak işaretlenebilir.</p>}
                  {r.cancelReason && <p className="text-red-700">İptal: {r.cancelReason}</p>}
                  {r.status === "cancelled" && r.cancelledBy === "owner" && <p className="text-neutral-700">Kullanıcı talebini kendisi iptal etti.</p>}
                  <p className="text-neutral-500">{formatDateTime(r.createdAt)}</p>
                </div>
                <div className="flex flex-col items-start gap-2 lg:items-end">
                  <StatusPill tone={r.quote?.expired ? "neutral" : TRANSPORT_STATUS_TONES[r.status]}>{statusLabel(r)}</StatusPill>
                  <div className="flex flex-wrap gap-2 lg:justify-end">
                    {staffActions.map((a) => (
                      <Button key={a} size="sm" variant={a === "cancel" || (a === "schedule" && r.status === "scheduled") ? "secondary" : "primary"} onClick={() => open(a, r)} aria-label={`Talep ${r.id}: ${ACTION_TEXT[a].button(r)}`}>
                        {ACTION_TEXT[a].button(r)}
                      </Button>
                    ))}
                  </div>
                </div>
              </li>
            );
          }}
        </ManagementList>
      </section>
      {data && <Pager total={data.total} page={page} pageSize={data.pageSize} noun="talep" hrefFor={(p) => hrefFor(filter.slug, p)} clickFor={(p) => nav.linkClick({ page: p })} />}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? ACTION_TEXT[pending.action].title : ""}
        variant={pending?.action === "cancel" ? "danger" : "primary"}
        confirmLabel={pending ? ACTION_TEXT[pending.action].confirm : ""}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {pending && (
          <div className="space-y-4">
            <p className="text-sm">
              No. {pending.row.id}: {pending.row.fromCity} → {pending.row.toCity}, {pending.row.brand} {pending.row.model}.
            </p>
            {pending.action === "quote" && (
              <>
                <TextField label="Nakliye ücreti (TL, KDV dahil)" name="price" inputMode="numeric" value={values.price} onChange={(e) => set("price", formatAmountInput(e.target.value))} error={errors.price} autoFocus />
                <TextAreaField label="Not (kullanıcı görür)" name="note" rows={3} value={values.note} onChange={(e) => set("note", e.target.value)} error={errors.note} maxLength={TRANSPORT_LIMITS.noteMax} />
                <p className="text-xs text-neutral-500">Teklif {TRANSPORT_LIMITS.quoteValidDays} gün geçerli olur.</p>
              </>
            )}
            {pending.action === "schedule" && (
              <>
                <TextField label="Alım tarihi" name="date" type="date" min={today} max={last} value={values.date} onChange={(e) => set("date", e.target.value)} error={errors.date} hint={`Kullanıcının tercihi: ${formatDay(pending.row.preferredDate)}`} />
                <TextField label="Saat aralığı / not (kullanıcı görür)" name="note" value={values.note} onChange={(e) => set("note", e.target.value)} error={errors.note} placeholder="Örn. 09:00–12:00 arası" maxLength={300} />
              </>
            )}
            {pending.action === "deliver" && <p>Motosiklet varış adresinde teslim edildi ve tutanak imzalandı mı? Talep “Teslim edildi” durumuna geçer.</p>}
            {pending.action === "cancel" && (
              <TextAreaField label="İptal nedeni (kullanıcı görür)" name="reason" rows={3} value={values.reason} onChange={(e) => set("reason", e.target.value)} error={errors.reason} maxLength={TRANSPORT_LIMITS.reasonMax} autoFocus />
            )}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
