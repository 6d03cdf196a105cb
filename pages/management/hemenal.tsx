import { useRouter } from "next/router";
import { useState } from "react";
import { ListingForm } from "@/components/buyNow/management/ListingForm";
import { ManagedListingRow } from "@/components/buyNow/management/ManagedListingRow";
import { WithdrawListingDialog } from "@/components/buyNow/management/WithdrawListingDialog";
import { FilteredListSection } from "@/components/management/FilteredListSection";
import { FormPanel, ListPageHeader } from "@/components/management/ListPageHeader";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { type Column } from "@/components/management/ManagementTable";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { useVehicleOptions } from "@/components/management/VehicleSelect";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
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
  const router = useRouter();
  const filter = pickFilter(LISTING_FILTERS, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav("/management/hemenal", { state: filter.slug, page }, parseState);
  const { data, loading, load } = useManagedListings(
    { state: filter.state, page, pageSize: PAGE_SIZE },
    nav.toLastPage,
  );
  const [form, setForm] = useState<{ editing: ManagedListing | null } | null>(null);
  const { vehicles, loadVehicles } = useVehicleOptions();
  const [withdrawing, setWithdrawing] = useState<ManagedListing | null>(null);

  const openCreate = async () => {
    setForm({ editing: null });
    await loadVehicles();
  };

  return (
    <>
      <Seo title="Hemen Al İlanları" description="Sabit fiyatlı ilanları yönetin." noindex />
      <ListPageHeader
        title="Hemen Al"
        text="Satıştaki ilanların fiyatı değiştirilebilir veya ilan kaldırılabilir; ayrılmış ve satılmış ilanlar siparişten yönetilir."
      >
        {!form && (
          <Button onClick={() => void openCreate()}>
            <Icon name="cart" className="h-4 w-4" />
            Yeni ilan
          </Button>
        )}
      </ListPageHeader>

      {form && (
        <FormPanel
          title={form.editing ? `Fiyatı değiştir (#${form.editing.id} ${form.editing.title})` : "Yeni Hemen Al ilanı"}
        >
          <ListingForm
            editing={form.editing}
            vehicles={vehicles}
            onCancel={() => setForm(null)}
            onDone={() => {
              setForm(null);
              void load();
            }}
          />
        </FormPanel>
      )}

      <FilteredListSection
        label="İlan durumu"
        filters={LISTING_FILTERS}
        current={filter.slug}
        nav={nav}
        list={data}
        loading={loading}
        page={page}
        noun="ilan"
        empty="Bu durumda ilan yok."
        tableClassName="w-full min-w-[760px] text-left text-sm"
        columns={COLUMNS}
      >
        {(l) => (
          <ManagedListingRow
            key={l.id}
            listing={l}
            onEditPrice={() => setForm({ editing: l })}
            onWithdraw={() => setWithdrawing(l)}
          />
        )}
      </FilteredListSection>

      <WithdrawListingDialog
        listing={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={() => void load()}
      />
    </>
  );
};

ManagementBuyNowPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementBuyNowPage;
