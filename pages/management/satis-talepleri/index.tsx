import Image from "next/image";
import Link from "next/link";
import { useRouter } from "next/router";
import { FilterTabs, Pager } from "@/components/services/FilterTabs";
import { StatusPill } from "@/components/services/StatusPill";
import { ManagementList } from "@/components/management/ManagementList";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { Seo } from "@/components/Seo";
import { formatDateTime, formatNumber, formatPhone, formatTL } from "@/lib/format";
import { useManagedSellRequests } from "@/lib/sellRequests/client";
import { SELL_STATUS_LABELS, SELL_STATUS_TONES } from "@/lib/sellRequests/labels";
import type { SellRequestStatus, StaffSellRequestView } from "@/lib/sellRequests/types";


const FILTERS: { slug: string; legacy: string; label: string; status?: SellRequestStatus }[] = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "submitted", legacy: "yeni", label: "Yeni", status: "submitted" },
  { slug: "in_review", legacy: "incelemede", label: "İncelemede", status: "in_review" },
  { slug: "offer_made", legacy: "teklif", label: "Teklif verildi", status: "offer_made" },
  { slug: "accepted", legacy: "kabul", label: "Kabul edildi", status: "accepted" },
  { slug: "listed", legacy: "yayinda", label: "Yayında", status: "listed" },
  { slug: "declined", legacy: "sahibi-reddetti", label: "Sahibi reddetti", status: "declined" },
  { slug: "rejected", legacy: "reddedilen", label: "Reddedilen", status: "rejected" },
  { slug: "withdrawn", legacy: "geri-cekilen", label: "Geri çekilen", status: "withdrawn" },
];
const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);

export default function ManagementSellRequestsPage() {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav("/management/satis-talepleri", { state: filter.slug, page }, parseState);
  const { data, loading, load } = useManagedSellRequests({ status: filter.status, page, pageSize: PAGE_SIZE }, nav.toLastPage);

  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, page: p });

  return (
    <>
      <Seo title="Satış Talepleri" description="Borsa'da Sat başvuruları." noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Satış Talepleri</h1>
        <p className="text-neutral-600">Borsa&apos;da Sat başvurularını inceleyin, teklif verin; kabul edilen araçları yayına aldığınızda işaretleyin.</p>
      </div>

      <FilterTabs filters={FILTERS} current={filter.slug} hrefFor={(slug) => hrefFor(slug)} clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })} />

      <section aria-label={`${filter.label} satış talepleri`} aria-busy={loading} className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <ManagementList items={data?.items} loading={loading} loadingText="Talepler yükleniyor…" icon="tag" emptyTitle="Bu filtrede talep yok" emptyHint="Yeni başvurular geldiğinde burada listelenir.">
          {(r) => (
            <li key={r.id} className="grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center">
              <div className="flex min-w-0 gap-3">
                <div className="relative h-14 w-20 flex-none overflow-hidden rounded-lg bg-neutral-900">
                  {r.photos[0] && <Image src={r.photos[0]} alt="" fill sizes="80px" className="object-cover" />}
                </div>
                <div className="min-w-0">
                  <p className="font-semibold">
                    <Link href={`/management/satis-talepleri/${r.id}`} className="hover:text-brand-700 hover:underline">
                      {r.year} {r.brand} {r.model}
                    </Link>
                  </p>
                  <p className="text-sm text-neutral-500">
                    No. {r.id} · <span className="font-mono">{r.plate}</span> · {r.city} · {formatNumber(r.km)} km
                  </p>
                  <p className="truncate text-sm text-neutral-500">
                    {r.owner.name} {r.owner.lastName} · {formatPhone(r.phone)}
                  </p>
                </div>
              </div>
              <div className="text-sm">
                <p>
                  Beklenen <strong className="tabular-nums">{formatTL(r.expectedPrice)}</strong>
                </p>
                {r.offer && (
                  <p>
                    Teklif <strong className="tabular-nums">{formatTL(r.offer.price)}</strong>
                  </p>
                )}
                <p className="text-neutral-500">{formatDateTime(r.createdAt)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-3 md:justify-end">
                <StatusPill tone={r.offer?.expired ? "neutral" : SELL_STATUS_TONES[r.status]}>{r.offer?.expired ? "Teklif süresi doldu" : SELL_STATUS_LABELS[r.status]}</StatusPill>
                <Link
                  href={`/management/satis-talepleri/${r.id}`}
                  className="rounded-lg border border-neutral-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100"
                  aria-label={`Talep ${r.id} ayrıntıları`}
                >
                  Aç
                </Link>
              </div>
            </li>
          )}
        </ManagementList>
      </section>
      {data && <Pager total={data.total} page={page} pageSize={data.pageSize} noun="talep" hrefFor={(p) => hrefFor(filter.slug, p)} clickFor={(p) => nav.linkClick({ page: p })} />}
    </>
  );
}
