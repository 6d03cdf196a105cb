import { useRouter } from "next/router";
import { ExportPanel } from "@/components/management/exports/ExportPanel";
import { ListTableSection } from "@/components/management/FilteredListSection";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { type Column } from "@/components/management/ManagementTable";
import { useListSearch } from "@/components/management/ListSearch";
import { listPage, pickFilter, useManagementNav } from "@/components/management/listParams";
import { ManagedOrderRow } from "@/components/orders/management/ManagedOrderRow";
import { OrderActionDialog } from "@/components/orders/management/OrderActionDialog";
import { OrderListFilters } from "@/components/orders/management/OrderListFilters";
import { parseOrderListState, pickSource } from "@/components/orders/management/orderFilters";
import { ORDER_FILTERS } from "@/lib/orders/labels";
import { useOrderAction } from "@/components/orders/management/useOrderAction";
import { Seo } from "@/components/Seo";
import { useManagedOrders } from "@/lib/orders/client";
import type { PageWithLayout } from "@/pages/_app";

const PAGE_SIZE = 20;
const COLUMNS: Column[] = [
  { label: "Sipariş" },
  { label: "Alıcı" },
  { label: "Durum" },
  { label: "Tutar", align: "right" },
  { label: "İşlem", align: "right" },
];

/**
 * Below md the table's rows become stacked cards (one DOM, so the row's status and buttons are always
 * on screen at 390 px instead of past a sideways scroll); `data-label` names each cell there.
 */
const STACKED_TABLE =
  "w-full text-left text-sm md:min-w-[900px] max-md:block max-md:[&_thead]:hidden max-md:[&_tbody]:block max-md:[&_tr]:block max-md:[&_tr]:py-2 max-md:[&_td]:block max-md:[&_td]:py-1.5 max-md:[&_td]:text-left max-md:[&_td]:before:block max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold max-md:[&_td]:before:uppercase max-md:[&_td]:before:text-neutral-500 max-md:[&_td]:before:content-[attr(data-label)]";

const ManagementOrdersPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(ORDER_FILTERS, router.query);
  const source = pickSource(router.query);
  const page = listPage(router.query);
  const q = useListSearch();
  const nav = useManagementNav(
    "/management/siparisler",
    { state: filter.slug, source: source.slug, q, page },
    parseOrderListState,
  );
  const { data, loading, load } = useManagedOrders(
    {
      status: filter.status,
      overdue: filter.overdue ? "true" : undefined,
      source: source.source,
      q,
      page,
      pageSize: PAGE_SIZE,
    },
    nav.toLastPage,
  );
  const orderAction = useOrderAction(() => void load());

  return (
    <>
      <Seo title="Siparişler" description="İhale ve Hemen Al siparişleri." noindex />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Siparişler</h1>
        <p className="text-sm text-neutral-500">
          Ödeme bekleyen → hizmet bedeli ödendi (fatura kesilir) → noter randevusu → GÖS ödendi → devir tamamlandı →
          tamamlandı. Tamamlanan veya iptal edilen siparişte alıcının teminatı serbest kalır; faturası kesilmiş bir
          sipariş iptal edilirse iade faturası kesilir; iptal edilen Hemen Al siparişinin ilanı yeniden satışa açılır.
          Alıcı ödemeyi son ödeme tarihine (siparişten sonraki 3. iş günü sonu) kadar yapmadıysa, gecikmiş sipariş iptal
          edilirken teminat cayma bedeli olarak tahsil edilebilir.
        </p>
      </div>

      <ListTableSection
        head={<OrderListFilters nav={nav} state={filter.slug} source={source.slug} q={q} />}
        nav={nav}
        list={data}
        loading={loading}
        page={page}
        noun="sipariş"
        empty={q ? "Aramanızla eşleşen sipariş yok." : "Bu durumda sipariş yok."}
        tableClassName={STACKED_TABLE}
        columns={COLUMNS}
      >
        {(o) => <ManagedOrderRow key={o.id} order={o} onAction={orderAction.open} />}
      </ListTableSection>

      <ExportPanel kinds={["orders"]} />

      <OrderActionDialog state={orderAction} />
    </>
  );
};

ManagementOrdersPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementOrdersPage;
