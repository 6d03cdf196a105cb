import Link from "next/link";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { buyNowText, listingTone } from "@/components/buyNow/labels";
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
import { useManagedListings } from "@/lib/buyNow/client";
import type { ManagedListing, ListingStatus } from "@/lib/buyNow/types";
import { buyerCommission } from "@/lib/orders/commission";
import { handleError } from "@/lib/errors";
import { formatDateTime, formatNumber, formatTL } from "@/lib/format";
import { amountForRequest, formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import { http } from "@/lib/http";
import { vehicleBusyReason, type VehicleUse } from "@/lib/vehicles/rules";
import type { PageWithLayout } from "@/pages/_app";

type VehicleOption = VehicleUse & { id: number; year: number; brand: string; model: string; plate: string };

const FILTERS: Array<{ slug: string; legacy: string; label: string; state?: ListingStatus }> = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "on_sale", legacy: "satista", label: "Satışta", state: "on_sale" },
  { slug: "reserved", legacy: "rezerve", label: "Rezerve", state: "reserved" },
  { slug: "sold", legacy: "satildi", label: "Satıldı", state: "sold" },
  { slug: "withdrawn", legacy: "kaldirildi", label: "Kaldırıldı", state: "withdrawn" },
];
const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);
const COLUMNS: Column[] = [{ label: "İlan" }, { label: "Durum" }, { label: "Fiyat", align: "right" }, { label: "Güncelleme" }, { label: "İşlem", align: "right" }];

/** New listing (vehicle + price) or a price change of an on-sale one. */
function ListingForm({ editing, vehicles, onDone, onCancel }: { editing: ManagedListing | null; vehicles: VehicleOption[]; onDone: () => void; onCancel: () => void }) {
  const [vehicleId, setVehicleId] = useState("");
  const [price, setPrice] = useState(editing ? formatNumber(editing.price) : "");
  const { fields, saving, save } = useSaveForm();
  const amount = turkishAmountOrUndefined(price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      () => (editing ? http.patch(`/api/management/listings/${editing.id}`, { price: amountForRequest(price) ?? 0 }) : http.post("/api/management/listings", { vehicleId: Number(vehicleId) || 0, price: amountForRequest(price) ?? 0 })),
      editing ? "Fiyat güncellendi." : "İlan satışa açıldı.",
      onDone,
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={editing ? "Fiyatı değiştir" : "Yeni Hemen Al ilanı"}>
      {!editing && (
        <SelectField label="Araç" value={vehicleId} onChange={(e) => setVehicleId(e.target.value)} error={fields.vehicleId} hint="Açık ihalesi, Hemen Al ilanı veya siparişi olan araç seçilemez; nedeni yanında yazar.">
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
      <TextField
        label="Hemen Al fiyatı (TL)"
        inputMode="numeric"
        value={price}
        onChange={(e) => setPrice(formatAmountInput(e.target.value))}
        error={fields.price}
        hint={amount ? `Alıcı hizmet bedeli ${formatTL(buyerCommission(amount))}; alıcıdan bu tutar kadar provizyon bloke edilir.` : "En az 1.000 TL."}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? "Fiyatı kaydet" : "Satışa aç"}
        </Button>
      </div>
    </form>
  );
}

const ManagementBuyNowPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav("/management/hemenal", { state: filter.slug, page }, parseState);
  const { data, loading, load } = useManagedListings({ state: filter.state, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [form, setForm] = useState<{ editing: ManagedListing | null } | null>(null);
  const [vehicles, setVehicles] = useState<VehicleOption[]>([]);
  const [withdrawing, setWithdrawing] = useState<ManagedListing | null>(null);
  const [busy, setBusy] = useState(false);

  const openCreate = async () => {
    setForm({ editing: null });
    try {
      const list = await http.get<{ items: VehicleOption[] }>("/api/management/vehicles", { params: { pageSize: 100 } });
      setVehicles(list.items);
    } catch (error) {
      handleError(error, "Araç listesi yüklenemedi.");
    }
  };

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await http.post(`/api/management/listings/${withdrawing.id}/withdraw`);
      toast.success("İlan satıştan kaldırıldı.");
      setWithdrawing(null);
      void load();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Seo title="Hemen Al İlanları" description="Sabit fiyatlı ilanları yönetin." noindex />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Hemen Al</h1>
          <p className="text-sm text-neutral-500">Satıştaki ilanların fiyatı değiştirilebilir veya ilan kaldırılabilir; ayrılmış ve satılmış ilanlar siparişten yönetilir.</p>
        </div>
        {!form && (
          <Button onClick={() => void openCreate()}>
            <Icon name="cart" className="h-4 w-4" />
            Yeni ilan
          </Button>
        )}
      </div>

      {form && (
        <section className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6">
          <h2 className="mb-5 text-lg font-bold">{form.editing ? `Fiyatı değiştir (#${form.editing.id} ${form.editing.title})` : "Yeni Hemen Al ilanı"}</h2>
          <ListingForm
            editing={form.editing}
            vehicles={vehicles}
            onCancel={() => setForm(null)}
            onDone={() => {
              setForm(null);
              void load();
            }}
          />
        </section>
      )}

      <section className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <StatusTabs label="İlan durumu" filters={FILTERS} current={filter.slug} hrefFor={(slug) => nav.href({ state: slug })} clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })} />
        <ManagementTable items={data?.items} loading={loading} empty="Bu durumda ilan yok." tableClassName="w-full min-w-[760px] text-left text-sm" columns={COLUMNS}>
          {(l) => (
            <tr key={l.id}>
              <td className="px-4 py-3">
                {l.status === "withdrawn" ? (
                  <span className="font-semibold">
                    #{l.id} {l.title}
                  </span>
                ) : (
                  <Link href={`/hemenal/${l.id}`} className="font-semibold hover:text-brand-700">
                    #{l.id} {l.title}
                  </Link>
                )}
                <p className="text-xs text-neutral-500">
                  {l.plate} · {l.city}
                </p>
              </td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${listingTone[l.status]}`}>{buyNowText.status[l.status]}</span>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                <span className="font-semibold">{formatTL(l.price)}</span>
                <span className="block text-xs text-neutral-500">+ {formatTL(l.commission)} bedel</span>
              </td>
              <td className="px-4 py-3 text-xs text-neutral-600">{formatDateTime(l.updatedAt)}</td>
              <td className="px-4 py-3">
                {l.actions.length > 0 && (
                  <div className="flex justify-end gap-2">
                    {l.actions.includes("price") && (
                      <Button size="sm" variant="secondary" onClick={() => setForm({ editing: l })}>
                        Fiyatı değiştir
                      </Button>
                    )}
                    {l.actions.includes("withdraw") && (
                      <Button size="sm" variant="danger" onClick={() => setWithdrawing(l)}>
                        Kaldır
                      </Button>
                    )}
                  </div>
                )}
                {(l.status === "reserved" || l.status === "sold") && (
                  <div className="text-right">
                    <Link href="/management/siparisler" className="text-xs font-semibold text-brand-700 hover:underline">
                      Siparişe git
                    </Link>
                  </div>
                )}
              </td>
            </tr>
          )}
        </ManagementTable>
        <TablePager list={data} page={page} noun="ilan" onPage={(p) => nav.go({ page: p })} />
      </section>

      <ConfirmDialog
        open={withdrawing !== null}
        title={`İlanı kaldır (#${withdrawing?.id ?? ""})`}
        variant="danger"
        confirmLabel="İlanı kaldır"
        busy={busy}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(null)}
      >
        <p className="text-sm">{withdrawing?.title} satıştan kaldırılacak ve sitede görünmeyecek. Araç daha sonra yeniden ilana veya ihaleye çıkarılabilir.</p>
      </ConfirmDialog>
    </>
  );
};

ManagementBuyNowPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementBuyNowPage;
