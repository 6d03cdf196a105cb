import Link from "next/link";
import { useRouter } from "next/router";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { auctionText, statusTone } from "@/components/auctions/labels";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { StatusTabs } from "@/components/management/StatusTabs";
import { TablePager } from "@/components/management/TablePager";
import { useSaveForm } from "@/components/management/useSaveForm";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { SelectField, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { useManagedAuctions } from "@/lib/auctions/client";
import type { ManagedAuction as Managed } from "@/lib/auctions/types";
import { handleError } from "@/lib/errors";
import { formatDateTime, formatNumber, formatTL } from "@/lib/format";
import { amountForRequest, formatAmountInput } from "@/lib/turkishAmount";
import { http } from "@/lib/http";
import { vehicleBusyReason, type VehicleUse } from "@/lib/vehicles/rules";
import type { PageWithLayout } from "@/pages/_app";

type VehicleOption = VehicleUse & { id: number; year: number; brand: string; model: string; plate: string };

const FILTERS = [
  { slug: "all", legacy: "tumu", label: "Tümü", state: undefined },
  { slug: "scheduled", legacy: "planlanan", label: "Planlanan", state: "scheduled" },
  { slug: "live", legacy: "canli", label: "Canlı", state: "live" },
  { slug: "sold", legacy: "satilan", label: "Satılan", state: "sold" },
  { slug: "unsold", legacy: "satilmayan", label: "Satılmayan", state: "unsold" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", state: "cancelled" },
] as const;
const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);
const COLUMNS: Column[] = [{ label: "İhale" }, { label: "Durum" }, { label: "Başlangıç / Bitiş" }, { label: "Fiyat", align: "right" }, { label: "Teklif", align: "right" }, { label: "İşlem", align: "right" }];

/** `datetime-local` works in the browser's zone (staff are in Türkiye); the API takes ISO instants. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Draft = { id?: number; vehicleId: string; startsAt: string; endsAt: string; startingPrice: string; increment: string; reservePrice: string };

function newDraft(vehicleId = ""): Draft {
  const start = new Date(Date.now() + 60 * 60_000);
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 3 * 24 * 60 * 60_000);
  return { vehicleId, startsAt: toLocalInput(start.toISOString()), endsAt: toLocalInput(end.toISOString()), startingPrice: "", increment: "", reservePrice: "" };
}

function AuctionForm({ draft, vehicles, onDone, onCancel }: { draft: Draft; vehicles: VehicleOption[]; onDone: () => void; onCancel: () => void }) {
  const [form, setForm] = useState(draft);
  const { fields, saving, save } = useSaveForm();
  const set = (key: keyof Draft, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const money = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => set(key, formatAmountInput(e.target.value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      startsAt: form.startsAt ? new Date(form.startsAt).toISOString() : "",
      endsAt: form.endsAt ? new Date(form.endsAt).toISOString() : "",
      startingPrice: amountForRequest(form.startingPrice) ?? 0,
      increment: amountForRequest(form.increment),
      reservePrice: amountForRequest(form.reservePrice),
    };
    void save(
      () => (form.id ? http.put(`/api/management/auctions/${form.id}`, body) : http.post("/api/management/auctions", { ...body, vehicleId: Number(form.vehicleId) || 0 })),
      form.id ? "İhale güncellendi." : "İhale oluşturuldu.",
      onDone,
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={form.id ? "İhaleyi düzenle" : "Yeni ihale"}>
      {!form.id && (
        <SelectField label="Araç" value={form.vehicleId} onChange={(e) => set("vehicleId", e.target.value)} error={fields.vehicleId} hint="Açık ihalesi, Hemen Al ilanı veya siparişi olan araç seçilemez; nedeni yanında yazar.">
          <option value="">Araç seçin</option>
          {vehicles.map((v) => {
            // The server refuses these too; the picker says why before staff try.
            const busy = vehicleBusyReason(v);
            return (
              <option key={v.id} value={v.id} disabled={busy !== null}>
                #{v.id} {v.year} {v.brand} {v.model} ({v.plate}){busy ? ` — ${busy}` : ""}
              </option>
            );
          })}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Başlangıç" type="datetime-local" value={form.startsAt} onChange={(e) => set("startsAt", e.target.value)} error={fields.startsAt} />
        <TextField label="Bitiş" type="datetime-local" value={form.endsAt} onChange={(e) => set("endsAt", e.target.value)} error={fields.endsAt} />
        <TextField label="Başlangıç fiyatı (TL)" inputMode="numeric" value={form.startingPrice} onChange={money("startingPrice")} error={fields.startingPrice} />
        <TextField label="Artış tutarı (TL, isteğe bağlı)" inputMode="numeric" value={form.increment} onChange={money("increment")} error={fields.increment} hint="Boş bırakılırsa fiyata göre 1.000 / 2.500 / 5.000 TL." />
        <TextField label="Rezerv fiyat (TL, isteğe bağlı)" inputMode="numeric" value={form.reservePrice} onChange={money("reservePrice")} error={fields.reservePrice} hint="Gizlidir; karşılanmazsa araç satılmaz." />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={saving}>
          {form.id ? "Değişiklikleri kaydet" : "İhaleyi oluştur"}
        </Button>
      </div>
    </form>
  );
}

const ManagementAuctionsPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav("/management/ihaleler", { state: filter.slug, page }, parseState);
  const { data, loading, load } = useManagedAuctions({ state: filter.state, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [vehicles, setVehicles] = useState<VehicleOption[]>([]);
  const [cancelling, setCancelling] = useState<Managed | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const openCreate = useCallback(async (vehicleId = "") => {
    setDraft(newDraft(vehicleId));
    try {
      const list = await http.get<{ items: VehicleOption[] }>("/api/management/vehicles", { params: { pageSize: 100 } });
      setVehicles(list.items);
    } catch (error) {
      handleError(error, "Araç listesi yüklenemedi.");
    }
  }, []);

  // /management/ihaleler?vehicle=12 (from the vehicles screen; `arac` is its old name) opens the form with that vehicle.
  const vehicleParam = router.query.vehicle ?? router.query.arac;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the vehicle comes from the URL query, known only once the router is ready; opening the form fetches the vehicle list
    if (router.isReady && typeof vehicleParam === "string") void openCreate(vehicleParam);
  }, [router.isReady, vehicleParam, openCreate]);

  const confirmCancel = async () => {
    if (!cancelling) return;
    if (reason.trim().length < 3) {
      setReasonError("İptal nedeni en az 3 karakter olmalıdır.");
      return;
    }
    setBusy(true);
    try {
      const result = await http.post<{ released: number }>(`/api/management/auctions/${cancelling.id}/cancel`, { reason: reason.trim() });
      toast.success(result.released > 0 ? `İhale iptal edildi; ${result.released} teminat serbest bırakıldı.` : "İhale iptal edildi.");
      setCancelling(null);
      setReason("");
      void load();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Seo title="İhaleler" description="İhaleleri planlayın, izleyin ve iptal edin." noindex />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">İhaleler</h1>
          <p className="text-sm text-neutral-500">Başlamamış ihaleler düzenlenebilir; devam edenler iptal edildiğinde tüm teminatlar serbest kalır.</p>
        </div>
        {!draft && (
          <Button onClick={() => void openCreate()}>
            <Icon name="gavel" className="h-4 w-4" />
            Yeni ihale
          </Button>
        )}
      </div>

      {draft && (
        <section className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6">
          <h2 className="mb-5 text-lg font-bold">{draft.id ? `İhaleyi düzenle (#${draft.id})` : "Yeni ihale"}</h2>
          <AuctionForm
            draft={draft}
            vehicles={vehicles}
            onCancel={() => {
              setDraft(null);
              if (vehicleParam) void router.replace("/management/ihaleler", undefined, { shallow: true });
            }}
            onDone={() => {
              setDraft(null);
              if (vehicleParam) void router.replace("/management/ihaleler", undefined, { shallow: true });
              void load();
            }}
          />
        </section>
      )}

      <section className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <StatusTabs label="İhale durumu" filters={FILTERS} current={filter.slug} hrefFor={(slug) => nav.href({ state: slug })} clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })} />
        <ManagementTable items={data?.items} loading={loading} empty="Bu durumda ihale yok." tableClassName="w-full min-w-[860px] text-left text-sm" columns={COLUMNS}>
          {(a) => {
            // The server says what may happen next (auctionActionsFor); the page never re-derives it.
            const editable = a.actions.includes("edit");
            const cancellable = a.actions.includes("cancel");
            return (
              <tr key={a.id}>
                <td className="px-4 py-3">
                  <Link href={`/ihaleler/${a.id}`} className="font-semibold hover:text-brand-700">
                    #{a.id} {a.title}
                  </Link>
                  <p className="text-xs text-neutral-500">
                    {a.plate} · {a.city}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusTone[a.status]}`}>
                    {a.state === "sold" ? auctionText.sold : a.state === "unsold" ? auctionText.unsold : auctionText.status[a.status]}
                  </span>
                  {a.cancelReason && <p className="mt-1 max-w-48 truncate text-xs text-neutral-500">{a.cancelReason}</p>}
                </td>
                <td className="px-4 py-3 text-xs text-neutral-600">
                  {formatDateTime(a.startsAt)}
                  <br />
                  {formatDateTime(a.endsAt)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  <span className="font-semibold">{formatTL(a.currentPrice)}</span>
                  {a.reservePrice && <span className="block text-xs text-neutral-500">Rezerv {formatTL(a.reservePrice)}</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{a.bidCount}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    {editable && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          setDraft({
                            id: a.id,
                            vehicleId: String(a.vehicleId),
                            startsAt: toLocalInput(a.startsAt),
                            endsAt: toLocalInput(a.endsAt),
                            startingPrice: formatNumber(a.startingPrice),
                            increment: a.increment ? formatNumber(a.increment) : "",
                            reservePrice: a.reservePrice ? formatNumber(a.reservePrice) : "",
                          })
                        }
                      >
                        Düzenle
                      </Button>
                    )}
                    {cancellable && (
                      <Button size="sm" variant="danger" onClick={() => setCancelling(a)}>
                        İptal et
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          }}
        </ManagementTable>
        <TablePager list={data} page={page} noun="ihale" onPage={(p) => nav.go({ page: p })} />
      </section>

      <ConfirmDialog
        open={cancelling !== null}
        title={`İhaleyi iptal et (#${cancelling?.id ?? ""})`}
        variant="danger"
        confirmLabel="İhaleyi iptal et"
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p className="text-sm">
          {cancelling?.title} ihalesi iptal edilecek; teklif verilemeyecek ve bloke edilen tüm teminatlar serbest bırakılacak. Bu işlem geri alınamaz.
        </p>
        <div className="mt-4">
          <TextField label="İptal nedeni" value={reason} onChange={(e) => setReason(e.target.value)} error={reasonError} />
        </div>
      </ConfirmDialog>
    </>
  );
};

ManagementAuctionsPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementAuctionsPage;
