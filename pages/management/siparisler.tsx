import Link from "next/link";
import type { ParsedUrlQuery } from "node:querystring";
import { useRouter } from "next/router";
import { useState } from "react";
import toast from "react-hot-toast";
import { ORDER_SOURCE_LABELS, ORDER_STATUS, settledDepositText } from "@/components/buyNow/labels";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { ListSearch, useListSearch } from "@/components/management/ListSearch";
import { OrderDepositChoice } from "@/components/management/OrderDepositChoice";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { StatusTabs } from "@/components/management/StatusTabs";
import { TablePager } from "@/components/management/TablePager";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { useManagedOrders } from "@/lib/orders/client";
import type { OrderStatus } from "@/lib/orders/types";
import type { ManagedOrder, OrderSource } from "@/lib/buyNow/types";
import { handleError } from "@/lib/errors";
import { formatDateTime, formatPhone, formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import type { PageWithLayout } from "@/pages/_app";


// English URL keys and values like every other list (listParams.ts); `legacy` is the old Turkish slug.
const FILTERS: Array<{ slug: string; legacy: string; label: string; status?: OrderStatus; overdue?: true }> = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "awaiting_payment", legacy: "odeme-bekleyen", label: "Ödeme bekleyen", status: "awaiting_payment" },
  { slug: "overdue", legacy: "gecikmis", label: "Gecikmiş", status: "awaiting_payment", overdue: true },
  { slug: "paid", legacy: "odendi", label: "Ödendi", status: "paid" },
  { slug: "completed", legacy: "tamamlandi", label: "Tamamlandı", status: "completed" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
];
const SOURCES: Array<{ slug: string; legacy: string; label: string; source?: OrderSource }> = [
  { slug: "all", legacy: "hepsi", label: "Tüm kaynaklar" },
  { slug: "listing", legacy: "hemenal", label: "Hemen Al", source: "listing" },
  { slug: "auction", legacy: "ihale", label: "İhale", source: "auction" },
];
const pickSource = (query: ParsedUrlQuery) => SOURCES.find((s) => s.slug === query.source) ?? SOURCES.find((s) => s.legacy === query.kaynak) ?? SOURCES[0];
const parseState = listStateParser(FILTERS, (query) => ({ source: pickSource(query).slug }));
const PAGE_SIZE = 20;
const COLUMNS: Column[] = [{ label: "Sipariş" }, { label: "Alıcı" }, { label: "Durum" }, { label: "Tutar", align: "right" }, { label: "İşlem", align: "right" }];

type Action = { order: ManagedOrder; to: "paid" | "completed" | "cancelled" };

const ACTION_TEXT: Record<Action["to"], { button: string; title: string; body: (o: ManagedOrder) => string; done: string }> = {
  paid: {
    button: "Ödendi",
    title: "Ödeme alındı olarak işaretle",
    body: (o) => `${formatTL(o.total)} tutarındaki ödemenin alındığını onaylıyorsunuz.${o.source === "listing" ? " İlan satıldı olarak kapanır." : ""}`,
    done: "Sipariş ödendi olarak işaretlendi.",
  },
  completed: {
    button: "Tamamla",
    title: "Siparişi tamamla",
    body: () => "Devir ve teslim tamamlandı; alıcının bloke edilen provizyonu serbest bırakılır.",
    done: "Sipariş tamamlandı; teminat serbest bırakıldı.",
  },
  cancelled: {
    button: "İptal et",
    title: "Siparişi iptal et",
    body: (o) => `${canForfeit(o) ? "" : "Alıcının bloke edilen provizyonu serbest bırakılır. "}${o.source === "listing" ? "İlan yeniden satışa açılır. " : ""}Bu işlem geri alınamaz.`,
    done: "Sipariş iptal edildi; teminat serbest bırakıldı.",
  },
};

/** Only an unpaid order with a deposit still blocked can be cancelled with the deposit collected (cayma bedeli). */
const canForfeit = (o: ManagedOrder) => o.status === "awaiting_payment" && o.deposit > 0;
/** ...and only once the server offers it (orderActionsFor: past the payment due date); until then the option shows why not. */
const forfeitLockedReason = (o: ManagedOrder) => (o.actions.includes("forfeit") ? undefined : `Son ödeme tarihi (${formatDateTime(o.paymentDueAt)}) geçmeden cayma bedeli tahsil edilemez.`);
/** The next statuses the server allows (orderActionsFor), as buttons. */
const moves = (o: ManagedOrder) => o.actions.filter((a): a is Action["to"] => a !== "forfeit");

/**
 * Below md the table's rows become stacked cards (one DOM, so the row's status and buttons are always
 * on screen at 390 px instead of past a sideways scroll); `data-label` names each cell there.
 */
const STACKED_TABLE =
  "w-full text-left text-sm md:min-w-[900px] max-md:block max-md:[&_thead]:hidden max-md:[&_tbody]:block max-md:[&_tr]:block max-md:[&_tr]:py-2 max-md:[&_td]:block max-md:[&_td]:py-1.5 max-md:[&_td]:text-left max-md:[&_td]:before:block max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold max-md:[&_td]:before:uppercase max-md:[&_td]:before:text-neutral-500 max-md:[&_td]:before:content-[attr(data-label)]";

const ManagementOrdersPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const source = pickSource(router.query);
  const page = listPage(router.query);
  const q = useListSearch();
  const nav = useManagementNav("/management/siparisler", { state: filter.slug, source: source.slug, q, page }, parseState);
  const { data, loading, load } = useManagedOrders({ status: filter.status, overdue: filter.overdue ? "true" : undefined, source: source.source, q, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [action, setAction] = useState<Action | null>(null);
  const [forfeit, setForfeit] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = (next: Action) => {
    setForfeit(false);
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const forfeitDeposit = action.to === "cancelled" && action.order.actions.includes("forfeit") && forfeit;
      const result = await http.patch<{ forfeited: number }>(`/api/management/orders/${action.order.id}`, forfeitDeposit ? { status: action.to, forfeitDeposit } : { status: action.to });
      toast.success(result.forfeited > 0 ? `Sipariş iptal edildi; ${formatTL(result.forfeited)} cayma bedeli olarak tahsil edildi.` : ACTION_TEXT[action.to].done);
      setAction(null);
      void load();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  // The links' hrefs serve new tabs; a plain click builds on the latest state asked for (nav.linkClick).
  const change = (next: { state?: string; source?: string }) => ({ ...next, page: 1 });
  const query = (next: { state?: string; source?: string }) => nav.href({ state: filter.slug, source: source.slug, q, ...change(next) });

  return (
    <>
      <Seo title="Siparişler" description="İhale ve Hemen Al siparişleri." noindex />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Siparişler</h1>
        <p className="text-sm text-neutral-500">Ödeme bekleyen → ödendi → tamamlandı. Tamamlanan veya iptal edilen siparişte alıcının teminatı serbest kalır; iptal edilen Hemen Al siparişinin ilanı yeniden satışa açılır. Alıcı ödemeyi son ödeme tarihine (siparişten sonraki 3. iş günü sonu) kadar yapmadıysa, gecikmiş sipariş iptal edilirken teminat cayma bedeli olarak tahsil edilebilir.</p>
      </div>

      <section className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-neutral-200 px-3 pt-3">
          <StatusTabs label="Sipariş durumu" filters={FILTERS} current={filter.slug} hrefFor={(slug) => query({ state: slug })} clickFor={(slug) => nav.linkClick(change({ state: slug }))} className="flex gap-1 overflow-x-auto" />
          <nav aria-label="Sipariş kaynağı" className="flex flex-wrap gap-1 pb-2">
            {SOURCES.map((s) => (
              <Link
                key={s.slug}
                href={query({ source: s.slug })}
                onClick={nav.linkClick(change({ source: s.slug }))}
                aria-current={s.slug === source.slug ? "page" : undefined}
                className={`whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${s.slug === source.slug ? "bg-ink text-white" : "bg-neutral-100 text-neutral-700 hover:bg-neutral-200"}`}
              >
                {s.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className="border-b border-neutral-200 p-3">
          <ListSearch label="Sipariş ara" placeholder="Sipariş no, MB-S-…, alıcı adı veya e-posta" onSearch={(text) => nav.go({ q: text || undefined, page: 1 })} />
        </div>
        <ManagementTable items={data?.items} loading={loading} empty={q ? "Aramanızla eşleşen sipariş yok." : "Bu durumda sipariş yok."} tableClassName={STACKED_TABLE} columns={COLUMNS}>
          {(o) => {
            const s = ORDER_STATUS[o.status];
            const settled = o.settledDeposit && settledDepositText.staff(o.settledDeposit);
            const href = o.listingId ? `/hemenal/${o.listingId}` : o.auctionId ? `/ihaleler/${o.auctionId}` : null;
            return (
              <tr key={o.id}>
                <td className="px-4 py-3">
                  <p className="font-semibold">
                    #{o.id}{" "}
                    {href ? (
                      <Link href={href} className="hover:text-brand-700">
                        {o.title}
                      </Link>
                    ) : (
                      o.title
                    )}
                  </p>
                  <p className="text-xs text-neutral-500">
                    {ORDER_SOURCE_LABELS[o.source]} · {formatDateTime(o.createdAt)} · <span className="whitespace-nowrap font-mono">{o.paymentReference}</span>
                  </p>
                </td>
                <td className="px-4 py-3" data-label="Alıcı">
                  <p className="font-medium">
                    {o.buyer.name} {o.buyer.lastName}
                  </p>
                  <p className="text-xs text-neutral-500">
                    {o.buyer.email} · {formatPhone(o.buyer.phone)}
                  </p>
                </td>
                <td className="px-4 py-3" data-label="Durum">
                  <span className="flex flex-wrap gap-1">
                    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.tone}`}>{s.label}</span>
                    {o.overdue && <span className="inline-flex whitespace-nowrap rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">Gecikmiş</span>}
                  </span>
                  {o.status === "awaiting_payment" && (
                    <span className={`mt-1 block whitespace-nowrap text-xs ${o.overdue ? "font-semibold text-red-800" : "text-neutral-500"}`}>
                      Son ödeme: <time dateTime={o.paymentDueAt}>{formatDateTime(o.paymentDueAt)}</time>
                    </span>
                  )}
                  {settled && <span className={`mt-1 block text-xs ${o.settledDeposit?.outcome === "captured" ? "font-semibold text-red-800" : "text-neutral-500"}`}>{settled}</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums" data-label="Tutar">
                  <span className="font-semibold">{formatTL(o.total)}</span>
                  <span className="block text-xs text-neutral-500">
                    {formatTL(o.price)} + {formatTL(o.commission)}
                  </span>
                  {o.deposit > 0 && <span className="block whitespace-nowrap text-xs text-neutral-500">Teminat (bloke): {formatTL(o.deposit)}</span>}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2 md:justify-end">
                    {moves(o).map((to) => (
                      <Button key={to} size="sm" variant={to === "cancelled" ? "danger" : to === "completed" ? "primary" : "secondary"} className="whitespace-nowrap" onClick={() => open({ order: o, to })} aria-label={`#${o.id} ${ACTION_TEXT[to].button}`}>
                        {ACTION_TEXT[to].button}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          }}
        </ManagementTable>
        <TablePager list={data} page={page} noun="sipariş" onPage={(p) => nav.go({ page: p })} />
      </section>

      <ConfirmDialog
        open={action !== null}
        title={action ? `${ACTION_TEXT[action.to].title} (#${action.order.id})` : ""}
        variant={action?.to === "cancelled" ? "danger" : "primary"}
        confirmLabel={action?.to === "cancelled" && action.order.actions.includes("forfeit") && forfeit ? "Onayla ve tahsil et" : "Onayla"}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAction(null)}
      >
        {action && (
          <>
            <p className="text-sm">
              <strong>{action.order.title}</strong> — {action.order.buyer.name} {action.order.buyer.lastName}. {ACTION_TEXT[action.to].body(action.order)}
            </p>
            {action.to === "cancelled" && canForfeit(action.order) && (
              <OrderDepositChoice amount={action.order.deposit} forfeit={forfeit} onChange={setForfeit} disabled={busy} forfeitLockedReason={forfeitLockedReason(action.order)} />
            )}
          </>
        )}
      </ConfirmDialog>
    </>
  );
};

ManagementOrdersPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementOrdersPage;
