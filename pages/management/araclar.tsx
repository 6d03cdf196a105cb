import Image from "next/image";
import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { EMPTY_VEHICLE, VehicleEditor, type VehicleForm } from "@/components/auctions/management/VehicleEditor";
import { listPage, listStateParser, useManagementNav } from "@/components/management/listParams";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { TablePager } from "@/components/management/TablePager";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { formatNumber } from "@/lib/format";
import { useManagedVehicles } from "@/lib/vehicles/client";
import type { PageWithLayout } from "@/pages/_app";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";

const PAGE_SIZE = 20;
const parseState = listStateParser();
const COLUMNS: Column[] = [
  { label: "Araç" },
  { label: "Plaka" },
  { label: "Şehir" },
  { label: "Km", align: "right" },
  { label: "Satış" },
  { label: "İşlem", align: "right" },
];

const ManagementVehiclesPage: PageWithLayout = () => {
  const router = useRouter();
  const page = listPage(router.query);
  const q = typeof router.query.q === "string" ? router.query.q : "";
  const [search, setSearch] = useState(q);
  const nav = useManagementNav("/management/araclar", { q: q.trim() || undefined, page }, parseState);
  const { data, loading, load } = useManagedVehicles({ q: q || undefined, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [editing, setEditing] = useState<(VehicleForm & { lockReason?: string | null }) | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    nav.go({ q: search.trim() || undefined, page: 1 });
  };

  return (
    <>
      <Seo title="Araçlar" description="Motosiklet ilanları ve ekspertiz bilgileri." noindex />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Araçlar</h1>
          <p className="text-sm text-neutral-500">İhaleye çıkacak motosikletler, fotoğrafları ve ekspertiz özetleri.</p>
        </div>
        {!editing && (
          <Button onClick={() => setEditing({ ...EMPTY_VEHICLE, details: [...EMPTY_VEHICLE.details] })}>
            <Icon name="bike" className="h-4 w-4" />
            Yeni araç
          </Button>
        )}
      </div>

      {editing ? (
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6">
          <h2 className="mb-5 text-lg font-bold">{editing.id ? `Aracı düzenle (#${editing.id})` : "Yeni araç"}</h2>
          <VehicleEditor
            initial={editing}
            lockReason={editing.lockReason ?? null}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void load();
            }}
          />
        </section>
      ) : (
        <section className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
          <form onSubmit={onSearch} className="flex gap-2 border-b border-neutral-200 p-4" role="search">
            <input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Marka, model veya plaka ara"
              aria-label="Araç ara"
              className="w-full max-w-sm rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
            <Button type="submit" variant="secondary">
              Ara
            </Button>
          </form>
          <ManagementTable
            items={data?.items}
            loading={loading}
            empty="Kayıtlı araç bulunamadı."
            tableClassName="w-full min-w-[720px] text-left text-sm"
            columns={COLUMNS}
          >
            {(v) => (
              <tr key={v.id}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <div className="relative h-10 w-14 flex-none overflow-hidden rounded bg-neutral-900">
                      {v.photos[0] && <Image src={v.photos[0]} alt="" fill sizes="56px" className="object-cover" />}
                    </div>
                    <div>
                      <p className="font-semibold">
                        {v.year} {v.brand} {v.model}
                      </p>
                      <p className="text-xs text-neutral-500">
                        #{v.id} · {v.engineCc} cc · {v.photos.length} fotoğraf
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 font-mono">{v.plate}</td>
                <td className="px-4 py-3">{v.city}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatNumber(v.km)}</td>
                <td className="px-4 py-3">
                  {v.openAuctionId ? (
                    <Link
                      href={`/ihaleler/${v.openAuctionId}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      İhale #{v.openAuctionId}
                    </Link>
                  ) : v.openListingId ? (
                    <Link href={`/hemenal/${v.openListingId}`} className="font-semibold text-brand-700 hover:underline">
                      Hemen Al #{v.openListingId}
                    </Link>
                  ) : v.orderId ? (
                    <span className="text-neutral-600">Satıldı (sipariş #{v.orderId})</span>
                  ) : (
                    <Link
                      href={`/management/ihaleler?vehicle=${v.id}`}
                      className="text-neutral-600 hover:text-brand-700 hover:underline"
                    >
                      İhale oluştur
                    </Link>
                  )}
                  {v.lockReason && (
                    <span className="mt-0.5 flex items-center gap-1 text-xs text-amber-800">
                      <Icon name="lock" className="h-3.5 w-3.5" />
                      Bilgiler kilitli
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-right">
                  {/* Separation of duties: a vehicle the staff member bid on, bought or sells is edited by someone else. */}
                  {v.ownRecord ? (
                    <OwnRecordMark />
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing({ ...v })}
                      aria-label={`#${v.id} aracı düzenle`}
                    >
                      Düzenle
                    </Button>
                  )}
                </td>
              </tr>
            )}
          </ManagementTable>
          <TablePager list={data} page={page} noun="araç" onPage={(p) => nav.go({ page: p })} />
        </section>
      )}
    </>
  );
};

ManagementVehiclesPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementVehiclesPage;
