import Link from "next/link";
import { useRouter } from "next/router";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { buyNowText, listingTone } from "@/components/buyNow/labels";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { Spinner } from "@/components/ui/Spinner";
import type { ManagedListing, ListingStatus } from "@/lib/buyNow/types";
import { buyerCommission } from "@/lib/commission";
import { errorMessage, handleError } from "@/lib/errors";
import { formatDateTime, formatNumber, formatTL, parseAmount } from "@/lib/format";
import { http } from "@/lib/http";
import type { PageWithLayout } from "@/pages/_app";

type ListPage = { items: ManagedListing[]; total: number; page: number; pageSize: number };
type VehicleOption = { id: number; year: number; brand: string; model: string; plate: string; openAuctionId: number | null };

const FILTERS: Array<{ slug: string; label: string; state?: ListingStatus }> = [
  { slug: "tumu", label: "Tümü" },
  { slug: "satista", label: "Satışta", state: "on_sale" },
  { slug: "rezerve", label: "Rezerve", state: "reserved" },
  { slug: "satildi", label: "Satıldı", state: "sold" },
  { slug: "kaldirildi", label: "Kaldırıldı", state: "withdrawn" },
];
const PAGE_SIZE = 20;

/** New listing (vehicle + price) or a price change of an on-sale one. */
function ListingForm({ editing, vehicles, onDone, onCancel }: { editing: ManagedListing | null; vehicles: VehicleOption[]; onDone: () => void; onCancel: () => void }) {
  const [vehicleId, setVehicleId] = useState("");
  const [price, setPrice] = useState(editing ? formatNumber(editing.price) : "");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const amount = parseAmount(price);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFields({});
    try {
      if (editing) await http.patch(`/api/management/listings/${editing.id}`, { price: amount ?? 0 });
      else await http.post("/api/management/listings", { vehicleId: Number(vehicleId) || 0, price: amount ?? 0 });
      toast.success(editing ? "Fiyat güncellendi." : "İlan satışa açıldı.");
      onDone();
    } catch (error) {
      const data = (error as { data?: { fields?: Record<string, string> } }).data;
      if (data?.fields) setFields(data.fields);
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={editing ? "Fiyatı değiştir" : "Yeni Hemen Al ilanı"}>
      {!editing && (
        <SelectField label="Araç" value={vehicleId} onChange={(e) => setVehicleId(e.target.value)} error={fields.vehicleId}>
          <option value="">Araç seçin</option>
          {vehicles.map((v) => (
            <option key={v.id} value={v.id} disabled={v.openAuctionId !== null}>
              #{v.id} {v.year} {v.brand} {v.model} ({v.plate}){v.openAuctionId ? " — açık ihalesi var" : ""}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Hemen Al fiyatı (TL)"
        inputMode="numeric"
        value={price}
        onChange={(e) => {
          const n = parseAmount(e.target.value);
          setPrice(n === null ? "" : formatNumber(n));
        }}
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
  const filter = FILTERS.find((f) => f.slug === router.query.durum) ?? FILTERS[0];
  const page = Math.max(1, Number(router.query.sayfa) || 1);
  const [data, setData] = useState<ListPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [form, setForm] = useState<{ editing: ManagedListing | null } | null>(null);
  const [vehicles, setVehicles] = useState<VehicleOption[]>([]);
  const [withdrawing, setWithdrawing] = useState<ManagedListing | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await http.get<ListPage>("/api/management/listings", { params: { state: filter.state, page, pageSize: PAGE_SIZE } }));
    } catch (error) {
      handleError(error, "İlanlar yüklenemedi.");
    } finally {
      setLoading(false);
    }
  }, [filter.state, page]);

  useEffect(() => {
    if (router.isReady) void load();
  }, [router.isReady, load]);

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

  const last = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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
        <nav aria-label="İlan durumu" className="flex gap-1 overflow-x-auto border-b border-neutral-200 px-3 pt-3">
          {FILTERS.map((f) => (
            <Link
              key={f.slug}
              href={{ pathname: "/management/hemenal", query: f.slug === "tumu" ? {} : { durum: f.slug } }}
              aria-current={f.slug === filter.slug ? "page" : undefined}
              className={`whitespace-nowrap rounded-t-lg px-3 py-2 text-sm font-semibold ${f.slug === filter.slug ? "border-b-2 border-brand-600 text-neutral-900" : "text-neutral-500 hover:text-neutral-900"}`}
            >
              {f.label}
            </Link>
          ))}
        </nav>
        {loading && !data ? (
          <div className="p-8">
            <Spinner />
          </div>
        ) : !data || data.items.length === 0 ? (
          <p className="p-8 text-center text-neutral-600">Bu durumda ilan yok.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[760px] text-left text-sm">
              <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-500">
                <tr>
                  <th className="px-4 py-3">İlan</th>
                  <th className="px-4 py-3">Durum</th>
                  <th className="px-4 py-3 text-right">Fiyat</th>
                  <th className="px-4 py-3">Güncelleme</th>
                  <th className="px-4 py-3 text-right">İşlem</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {data.items.map((l) => (
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
                      {l.status === "on_sale" && (
                        <div className="flex justify-end gap-2">
                          <Button size="sm" variant="secondary" onClick={() => setForm({ editing: l })}>
                            Fiyatı değiştir
                          </Button>
                          <Button size="sm" variant="danger" onClick={() => setWithdrawing(l)}>
                            Kaldır
                          </Button>
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
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && last > 1 && (
          <nav aria-label="Sayfalar" className="flex items-center justify-between border-t border-neutral-200 p-4 text-sm">
            <span className="text-neutral-500">
              Sayfa {data.page} / {last} · {data.total} ilan
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => void router.push({ query: { ...router.query, sayfa: page - 1 } })}>
                Önceki
              </Button>
              <Button size="sm" variant="secondary" disabled={page >= last} onClick={() => void router.push({ query: { ...router.query, sayfa: page + 1 } })}>
                Sonraki
              </Button>
            </span>
          </nav>
        )}
      </section>

      <Dialog
        open={withdrawing !== null}
        title={`İlanı kaldır (#${withdrawing?.id ?? ""})`}
        onClose={() => !busy && setWithdrawing(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setWithdrawing(null)} disabled={busy}>
              Vazgeç
            </Button>
            <Button variant="danger" onClick={() => void confirmWithdraw()} loading={busy}>
              İlanı kaldır
            </Button>
          </>
        }
      >
        <p className="text-sm">{withdrawing?.title} satıştan kaldırılacak ve sitede görünmeyecek. Araç daha sonra yeniden ilana veya ihaleye çıkarılabilir.</p>
      </Dialog>
    </>
  );
};

ManagementBuyNowPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementBuyNowPage;
