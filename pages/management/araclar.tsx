import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { ManagedVehicleRow } from "@/components/auctions/management/ManagedVehicleRow";
import { VehicleEditor } from "@/components/auctions/management/VehicleEditor";
import { EMPTY_VEHICLE, vehicleFormOf, type VehicleForm } from "@/components/auctions/management/vehicleForm";
import type { VehicleIdentityState } from "@/components/auctions/management/VehicleIdentityFields";
import { listPage, listStateParser, useManagementNav } from "@/components/management/listParams";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { TablePager } from "@/components/management/TablePager";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { useManagedVehicles } from "@/lib/vehicles/client";
import { vehicleBusy } from "@/lib/vehicles/rules";
import type { ManagedVehicle } from "@/lib/vehicles/types";
import type { PageWithLayout } from "@/pages/_app";

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
  const [editing, setEditing] = useState<
    (VehicleForm & { lockReason?: string | null; identity?: VehicleIdentityState }) | null
  >(null);

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
            identity={editing.identity ?? null}
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
            {(v) => <ManagedVehicleRow key={v.id} vehicle={v} onEdit={() => setEditing(editable(v))} />}
          </ManagementTable>
          <TablePager list={data} page={page} noun="araç" onPage={(p) => nav.go({ page: p })} />
        </section>
      )}
    </>
  );
};

/** A stored vehicle as the editor opens it: its values, why fields are locked and its identity record. */
function editable(v: ManagedVehicle) {
  const { eids, missingForLive, ownership, lockReason } = v;
  // The server answers what the vehicle is tied to; the identity is fixed while it is offered or sold.
  const identity = { eids, missingForLive, ownership, locked: vehicleBusy(v) !== null };
  return { ...vehicleFormOf(v), lockReason, identity };
}

ManagementVehiclesPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementVehiclesPage;
