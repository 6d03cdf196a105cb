import { useRouter } from "next/router";
import { useCallback, useEffect, useState } from "react";
import { AuctionForm } from "@/components/auctions/management/AuctionForm";
import { draftOf, newDraft, type Draft } from "@/components/auctions/management/auctionDraft";
import { CancelAuctionDialog } from "@/components/auctions/management/CancelAuctionDialog";
import { ManagedAuctionRow } from "@/components/auctions/management/ManagedAuctionRow";
import { FilteredListSection } from "@/components/management/FilteredListSection";
import { FormPanel, ListPageHeader } from "@/components/management/ListPageHeader";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { type Column } from "@/components/management/ManagementTable";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { useVehicleOptions } from "@/components/management/VehicleSelect";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { useManagedAuctions } from "@/lib/auctions/client";
import type { ManagedAuction as Managed } from "@/lib/auctions/types";
import { AUCTION_FILTERS } from "@/lib/auctions/labels";
import type { PageWithLayout } from "@/pages/_app";

const PAGE_SIZE = 20;
const parseState = listStateParser(AUCTION_FILTERS);
const COLUMNS: Column[] = [
  { label: "İhale" },
  { label: "Durum" },
  { label: "Başlangıç / Bitiş" },
  { label: "Fiyat", align: "right" },
  { label: "Teklif", align: "right" },
  { label: "İşlem", align: "right" },
];

const ManagementAuctionsPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(AUCTION_FILTERS, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav("/management/ihaleler", { state: filter.slug, page }, parseState);
  const { data, loading, load } = useManagedAuctions(
    { state: filter.state, page, pageSize: PAGE_SIZE },
    nav.toLastPage,
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const { vehicles, loadVehicles } = useVehicleOptions();
  const [cancelling, setCancelling] = useState<Managed | null>(null);

  const openCreate = useCallback(
    async (vehicleId = "") => {
      setDraft(newDraft(vehicleId));
      await loadVehicles();
    },
    [loadVehicles],
  );

  // /management/ihaleler?vehicle=12 (from the vehicles screen; `arac` is its old name) opens the form with that vehicle.
  const vehicleParam = router.query.vehicle ?? router.query.arac;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the vehicle comes from the URL query, known only once the router is ready; opening the form fetches the vehicle list
    if (router.isReady && typeof vehicleParam === "string") void openCreate(vehicleParam);
  }, [router.isReady, vehicleParam, openCreate]);

  const closeForm = () => {
    setDraft(null);
    if (vehicleParam) void router.replace("/management/ihaleler", undefined, { shallow: true });
  };

  return (
    <>
      <Seo title="İhaleler" description="İhaleleri planlayın, izleyin ve iptal edin." noindex />
      <ListPageHeader
        title="İhaleler"
        text="Başlamamış ihaleler düzenlenebilir; devam edenler iptal edildiğinde tüm teminatlar serbest kalır."
      >
        {!draft && (
          <Button onClick={() => void openCreate()}>
            <Icon name="gavel" className="h-4 w-4" />
            Yeni ihale
          </Button>
        )}
      </ListPageHeader>

      {draft && (
        <FormPanel title={draft.id ? `İhaleyi düzenle (#${draft.id})` : "Yeni ihale"}>
          <AuctionForm
            draft={draft}
            vehicles={vehicles}
            onCancel={closeForm}
            onDone={() => {
              closeForm();
              void load();
            }}
          />
        </FormPanel>
      )}

      <FilteredListSection
        label="İhale durumu"
        filters={AUCTION_FILTERS}
        current={filter.slug}
        nav={nav}
        list={data}
        loading={loading}
        page={page}
        noun="ihale"
        empty="Bu durumda ihale yok."
        tableClassName="w-full min-w-[860px] text-left text-sm"
        columns={COLUMNS}
      >
        {(a) => (
          <ManagedAuctionRow
            key={a.id}
            auction={a}
            onEdit={() => setDraft(draftOf(a))}
            onCancel={() => setCancelling(a)}
          />
        )}
      </FilteredListSection>

      <CancelAuctionDialog auction={cancelling} onClose={() => setCancelling(null)} onCancelled={() => void load()} />
    </>
  );
};

ManagementAuctionsPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementAuctionsPage;
