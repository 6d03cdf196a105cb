import { listStateParser } from "@/components/management/listParams";
import { RequestListPage, useRequestList, type RequestFilter } from "@/components/management/requests/RequestListPage";
import { SellRequestCard } from "@/components/management/sellRequests/SellRequestCard";
import { useManagedSellRequests } from "@/lib/sellRequests/client";
import type { SellRequestStatus, StaffSellRequestView } from "@/lib/sellRequests/types";

const FILTERS: RequestFilter<SellRequestStatus>[] = [
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
const parseState = listStateParser(FILTERS);

export default function ManagementSellRequestsPage() {
  const list = useRequestList<StaffSellRequestView, SellRequestStatus>(
    "/management/satis-talepleri",
    useManagedSellRequests,
    FILTERS,
    parseState,
  );
  return (
    <RequestListPage
      list={list}
      filters={FILTERS}
      title="Satış Talepleri"
      seoDescription="Borsa'da Sat başvuruları."
      intro="Borsa'da Sat başvurularını inceleyin, teklif verin; kabul edilen araçları yayına aldığınızda işaretleyin."
      label="satış talepleri"
      icon="tag"
      emptyHint="Yeni başvurular geldiğinde burada listelenir."
    >
      {(r) => <SellRequestCard key={r.id} request={r} />}
    </RequestListPage>
  );
}
