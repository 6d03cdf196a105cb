import { useState } from "react";
import { ListingForm } from "@/components/buyNow/management/ListingForm";
import { ManagedListingRow } from "@/components/buyNow/management/ManagedListingRow";
import { WithdrawListingDialog } from "@/components/buyNow/management/WithdrawListingDialog";
import { ManagedTablePage } from "@/components/management/ManagedTablePage";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { type Column } from "@/components/management/ManagementTable";
import { listStateParser } from "@/components/management/listParams";
import { useManagedListState } from "@/components/management/useManagedListState";
import { useVehicleOptions } from "@/components/management/VehicleSelect";
import { useManagedListings } from "@/lib/buyNow/client";
import type { ManagedListing } from "@/lib/buyNow/types";
import { LISTING_FILTERS } from "@/lib/buyNow/labels";
import type { PageWithLayout } from "@/pages/_app";

const PAGE_SIZE = 20;
const parseState = listStateParser(LISTING_FILTERS);
const COLUMNS: Column[] = [
  { label: "İlan" },
  { label: "Durum" },
  { label: "Fiyat", align: "right" },
  { label: "Güncelleme" },
  { label: "İşlem", align: "right" },
];

const ManagementBuyNowPage: PageWithLayout = () => {
  const list = useManagedListState("/management/hemenal", LISTING_FILTERS, parseState);
  const { data, loading, load } = useManagedListings(
    { state: list.filter.state, page: list.page, pageSize: PAGE_SIZE },
    list.nav.toLastPage,
  );
  const [form, setForm] = useState<{ editing: ManagedListing | null; relist?: boolean } | null>(null);
  const { vehicles, loadVehicles } = useVehicleOptions();
  const [withdrawing, setWithdrawing] = useState<ManagedListing | null>(null);

  const openCreate = async () => {
    setForm({ editing: null });
    await loadVehicles();
  };

  return (
    <ManagedTablePage
      seo={{ title: "Hemen Al İlanları", description: "Sabit fiyatlı ilanları yönetin." }}
      title="Hemen Al"
      text="Satıştaki ilanların fiyatı değiştirilebilir veya ilan kaldırılabilir; kaldırılan ilan yeniden satışa çıkarılabilir; ayrılmış ve satılmış ilanlar siparişten yönetilir."
      create={{ label: "Yeni ilan", icon: "cart", onClick: () => void openCreate() }}
      form={
        form && {
          title: form.editing
            ? `${form.relist ? "Yeniden satışa çıkar" : "Fiyatı değiştir"} (#${form.editing.id} ${form.editing.title})`
            : "Yeni Hemen Al ilanı",
          body: (
            <ListingForm
              editing={form.editing}
              relist={form.relist}
              vehicles={vehicles}
              onCancel={() => setForm(null)}
              onDone={() => {
                setForm(null);
                void load();
              }}
            />
          ),
        }
      }
      list={{ ...list, data, loading }}
      label="İlan durumu"
      filters={LISTING_FILTERS}
      noun="ilan"
      empty="Bu durumda ilan yok."
      tableClassName="w-full min-w-[760px] text-left text-sm"
      columns={COLUMNS}
      after={
        <WithdrawListingDialog
          listing={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={() => void load()}
        />
      }
    >
      {(l) => (
        <ManagedListingRow
          key={l.id}
          listing={l}
          onEditPrice={() => setForm({ editing: l })}
          onWithdraw={() => setWithdrawing(l)}
          onRelist={() => setForm({ editing: l, relist: true })}
        />
      )}
    </ManagedTablePage>
  );
};

ManagementBuyNowPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementBuyNowPage;
