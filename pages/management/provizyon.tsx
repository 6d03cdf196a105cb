import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { ProvisionDecisionDialog } from "@/components/deposits/management/ProvisionDecisionDialog";
import { StaffProvisionRow } from "@/components/deposits/management/StaffProvisionRow";
import { useProvisionDecision } from "@/components/deposits/management/useProvisionDecision";
import { ListSearch, useListSearch } from "@/components/management/ListSearch";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { ManagementList } from "@/components/management/ManagementList";
import { Seo } from "@/components/Seo";
import { Pager } from "@/components/services/FilterTabs";
import { dualControlLabels } from "@/lib/deposits/labels";
import { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";
import { useProvisionRequests } from "@/lib/deposits/client";

/** Filter tabs; the choice lives in the URL so a reload or a shared link keeps it. */
// English URL keys and values like every other list (listParams.ts); `legacy` is the old Turkish slug.
const FILTERS = [
  { slug: "pending", legacy: "bekleyen", label: "Bekleyen", status: "pending" },
  {
    slug: AWAITING_SECOND_APPROVAL,
    legacy: "ikinci-onay",
    label: dualControlLabels.queue,
    status: AWAITING_SECOND_APPROVAL,
  },
  { slug: "approved", legacy: "onaylanan", label: "Onaylanan", status: "approved" },
  { slug: "rejected", legacy: "reddedilen", label: "Reddedilen", status: "rejected" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
  { slug: "all", legacy: "tumu", label: "Tümü", status: undefined },
] as const;

const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);

export default function ManagementProvisionPage() {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const q = useListSearch();
  // The default tab is "Bekleyen", so `state=all` stays in the URL (defaultState null).
  const nav = useManagementNav("/management/provizyon", { state: filter.slug, q, page }, parseState, null);
  const { data, loading, load } = useProvisionRequests(
    { status: filter.status, q, page, pageSize: PAGE_SIZE },
    nav.toLastPage,
  );
  const decision = useProvisionDecision(load);

  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, q, page: p });

  return (
    <>
      <Seo title="Provizyon Talepleri" description="Provizyon taleplerini onaylayın veya reddedin." noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Provizyon Talepleri</h1>
        <p className="text-neutral-600">
          Havale/EFT hesaba ulaştığında referans kodunu kontrol edip talebi onaylayın; onay tutarı kullanıcının
          bakiyesine ekler. {dualControlLabels.provisionRule}
        </p>
      </div>

      {/* Not FilterTabs: its wider tab padding pushes "Tümü" out of view at 390 px; six tabs take two rows of a grid there, and a long label wraps inside its cell. */}
      <nav
        aria-label="Durum filtresi"
        className="mt-6 grid grid-cols-3 gap-1 rounded-xl sm:flex bg-white p-1 shadow-sm ring-1 ring-neutral-200"
      >
        {FILTERS.map((f) => (
          <Link
            key={f.slug}
            href={hrefFor(f.slug)}
            onClick={nav.linkClick({ state: f.slug, page: 1 })}
            aria-current={f.slug === filter.slug ? "page" : undefined}
            className={`flex-1 rounded-lg px-2 py-2 text-center text-xs font-semibold leading-tight sm:whitespace-nowrap sm:px-4 sm:text-sm ${f.slug === filter.slug ? "bg-ink text-white" : "text-neutral-600 hover:bg-neutral-100"}`}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      <div className="mt-4">
        <ListSearch
          label="Talep ara"
          placeholder="MB-… kodu, ad soyad veya e-posta"
          onSearch={(text) => nav.go({ q: text || undefined, page: 1 })}
        />
      </div>

      <section
        aria-label={`${filter.label} talepler`}
        aria-busy={loading}
        className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200"
      >
        <ManagementList
          items={data?.items}
          loading={loading}
          loadingText="Talepler yükleniyor…"
          icon="check"
          emptyTitle={
            q
              ? "Aramanızla eşleşen talep yok"
              : filter.status === "pending"
                ? "Onay bekleyen talep yok"
                : filter.status === AWAITING_SECOND_APPROVAL
                  ? "İkinci onay bekleyen talep yok"
                  : "Bu filtrede talep yok"
          }
          emptyHint="Yeni talepler geldiğinde burada listelenir."
        >
          {(row) => (
            <StaffProvisionRow
              key={row.id}
              row={row}
              onApprove={() => decision.open({ kind: "approve", row })}
              onConfirm={() => decision.open({ kind: "confirm", row })}
              onReject={() => decision.open({ kind: "reject", row })}
            />
          )}
        </ManagementList>
      </section>

      {data && (
        <Pager
          total={data.total}
          page={page}
          pageSize={data.pageSize}
          noun="talep"
          hrefFor={(p) => hrefFor(filter.slug, p)}
          clickFor={(p) => nav.linkClick({ page: p })}
        />
      )}

      <ProvisionDecisionDialog decision={decision} />
    </>
  );
}
