import { useRouter } from "next/router";
import { useCallback, useEffect, useState } from "react";
import { AuctionForm } from "@/components/auctions/management/AuctionForm";
import { draftOf, newDraft, relistDraftOf, type Draft } from "@/components/auctions/management/auctionDraft";
import { CancelAuctionDialog } from "@/components/auctions/management/CancelAuctionDialog";
import { ManagedAuctionRow } from "@/components/auctions/management/ManagedAuctionRow";
import { ManagedTablePage } from "@/components/management/ManagedTablePage";
import { ManagedOffers } from "@/components/offers/ManagedOffers";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { type Column } from "@/components/management/ManagementTable";
import { listStateParser } from "@/components/management/listParams";
import { useManagedListState } from "@/components/management/useManagedListState";
import { useVehicleOptions } from "@/components/management/VehicleSelect";
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
  const list = useManagedListState("/management/ihaleler", AUCTION_FILTERS, parseState);
  const { data, loading, load } = useManagedAuctions(
    { state: list.filter.state, page: list.page, pageSize: PAGE_SIZE },
    list.nav.toLastPage,
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
    <ManagedTablePage
      seo={{ title: "İhaleler", description: "İhaleleri planlayın, izleyin ve iptal edin." }}
      title="İhaleler"
      text="Başlamamış ihaleler düzenlenebilir; devam edenler iptal edildiğinde tüm teminatlar serbest kalır."
      create={{ label: "Yeni ihale", icon: "gavel", onClick: () => void openCreate() }}
      form={
        draft && {
          title: draft.relistOf
            ? `Yeniden ihaleye çıkar (#${draft.relistOf})`
            : draft.id
              ? `İhaleyi düzenle (#${draft.id})`
              : "Yeni ihale",
          body: (
            <AuctionForm
              draft={draft}
              vehicles={vehicles}
              onCancel={closeForm}
              onDone={() => {
                closeForm();
                void load();
              }}
            />
          ),
        }
      }
      list={{ ...list, data, loading }}
      label="İhale durumu"
      filters={AUCTION_FILTERS}
      noun="ihale"
      empty="Bu durumda ihale yok."
      tableClassName="w-full min-w-[860px] text-left text-sm"
      columns={COLUMNS}
      after={
        <>
          <ManagedOffers onCountered={() => void load()} />
          <CancelAuctionDialog
            auction={cancelling}
            onClose={() => setCancelling(null)}
            onCancelled={() => void load()}
          />
        </>
      }
    >
      {(a) => (
        <ManagedAuctionRow
          key={a.id}
          auction={a}
          onEdit={() => setDraft(draftOf(a))}
          onCancel={() => setCancelling(a)}
          onRelist={() => setDraft(relistDraftOf(a))}
        />
      )}
    </ManagedTablePage>
  );
};

ManagementAuctionsPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementAuctionsPage;
