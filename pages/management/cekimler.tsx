import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { StaffWithdrawalRow } from "@/components/deposits/management/StaffWithdrawalRow";
import { useWithdrawalDecision } from "@/components/deposits/management/useWithdrawalDecision";
import { WithdrawalDecisionDialog } from "@/components/deposits/management/WithdrawalDecisionDialog";
import { ExportPanel } from "@/components/management/exports/ExportPanel";
import { ListSearch, useListSearch } from "@/components/management/ListSearch";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { ManagementList } from "@/components/management/ManagementList";
import { Seo } from "@/components/Seo";
import { Pager } from "@/components/services/FilterTabs";
import { dualControlLabels } from "@/lib/deposits/labels";
import { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";
import { useManagedWithdrawals } from "@/lib/deposits/client";

const FILTERS = [
  { slug: "pending", legacy: "bekleyen", label: "Bekleyen", status: "pending" },
  {
    slug: AWAITING_SECOND_APPROVAL,
    legacy: "ikinci-onay",
    label: dualControlLabels.queue,
    status: AWAITING_SECOND_APPROVAL,
  },
  { slug: "paid", legacy: "odenen", label: "Ödenen", status: "paid" },
  { slug: "rejected", legacy: "reddedilen", label: "Reddedilen", status: "rejected" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
  { slug: "all", legacy: "tumu", label: "Tümü", status: undefined },
] as const;

const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);

/** Finance: users' provision withdrawals to their IBANs, paid or rejected here. */
export default function ManagementWithdrawalsPage() {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const q = useListSearch();
  // The default tab is "Bekleyen", so `state=all` stays in the URL (defaultState null).
  const nav = useManagementNav("/management/cekimler", { state: filter.slug, q, page }, parseState, null);
  const { data, loading, load } = useManagedWithdrawals(
    { status: filter.status, q, page, pageSize: PAGE_SIZE },
    nav.toLastPage,
  );
  const decision = useWithdrawalDecision(load);

  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, q, page: p });

  return (
    <>
      <Seo title="Çekim Talepleri" description="Provizyon çekim taleplerini ödeyin veya reddedin." noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Çekim Talepleri</h1>
        <p className="text-neutral-600">
          {
            "Havale/EFT'yi hesap sahibinin adı ve IBAN'ı kontrol ederek gönderin, ardından talebi ödendi olarak işaretleyin. Bekleyen tutarlar kullanıcının provizyonunda bloke durur. "
          }
          {dualControlLabels.withdrawalRule}
        </p>
      </div>

      <nav
        aria-label="Durum filtresi"
        className="mt-6 grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200 sm:flex"
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
          label="Çekim ara"
          placeholder="Ad soyad, e-posta veya IBAN"
          onSearch={(text) => nav.go({ q: text || undefined, page: 1 })}
        />
      </div>

      <section
        aria-label={`${filter.label} çekim talepleri`}
        aria-busy={loading}
        className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200"
      >
        <ManagementList
          items={data?.items}
          loading={loading}
          loadingText="Çekim talepleri yükleniyor…"
          icon="check"
          emptyTitle={
            q
              ? "Aramanızla eşleşen çekim talebi yok"
              : filter.status === "pending"
                ? "Ödeme bekleyen çekim talebi yok"
                : filter.status === AWAITING_SECOND_APPROVAL
                  ? "İkinci onay bekleyen çekim talebi yok"
                  : "Bu filtrede çekim talebi yok"
          }
          emptyHint="Kullanıcılar provizyon sayfasından çekim talep ettiğinde burada listelenir."
        >
          {(row) => (
            <StaffWithdrawalRow
              key={row.id}
              row={row}
              onPay={() => decision.open({ kind: "pay", row })}
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

      <ExportPanel kinds={["withdrawals", "ledger", "consents"]} />

      <WithdrawalDecisionDialog decision={decision} />
    </>
  );
}
