import Link from "@/components/ui/Link";
import { ListSearch } from "@/components/management/ListSearch";
import type { useManagementNav } from "@/components/management/listParams";
import { StatusTabs } from "@/components/management/StatusTabs";
import { ORDER_FILTERS, ORDER_SOURCE_FILTERS } from "@/lib/orders/labels";

/** Status tabs, source pills and the search above the orders table. */
export function OrderListFilters({
  nav,
  state,
  source,
  q,
}: {
  nav: ReturnType<typeof useManagementNav>;
  state: string;
  source: string;
  q: string | undefined;
}) {
  // The links' hrefs serve new tabs; a plain click builds on the latest state asked for (nav.linkClick).
  const change = (next: { state?: string; source?: string }) => ({ ...next, page: 1 });
  const query = (next: { state?: string; source?: string }) => nav.href({ state, source, q, ...change(next) });
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-neutral-200 px-3 pt-3">
        <StatusTabs
          label="Sipariş durumu"
          filters={ORDER_FILTERS}
          current={state}
          hrefFor={(slug) => query({ state: slug })}
          clickFor={(slug) => nav.linkClick(change({ state: slug }))}
          className="flex gap-1 overflow-x-auto"
        />
        <nav aria-label="Sipariş kaynağı" className="flex flex-wrap gap-1 pb-2">
          {ORDER_SOURCE_FILTERS.map((s) => (
            <Link
              key={s.slug}
              href={query({ source: s.slug })}
              onClick={nav.linkClick(change({ source: s.slug }))}
              aria-current={s.slug === source ? "page" : undefined}
              className={`whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${s.slug === source ? "bg-ink text-white" : "bg-neutral-100 text-neutral-700 hover:bg-neutral-200"}`}
            >
              {s.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-b border-neutral-200 p-3">
        <ListSearch
          label="Sipariş ara"
          placeholder="Sipariş no, MB-S-…, alıcı adı veya e-posta"
          onSearch={(text) => nav.go({ q: text || undefined, page: 1 })}
        />
      </div>
    </>
  );
}
