import type { RequestFilter } from "@/components/management/requests/RequestListPage";
import { TRANSPORT_STATUS_LABELS } from "@/lib/transportRequests/labels";
import type {
  StaffTransportRequestView,
  TransportRequestStatus,
  TransportViewAction,
} from "@/lib/transportRequests/types";

export type StaffTransportAction = Exclude<TransportViewAction, "accept" | "decline" | "withdraw">;

export const TRANSPORT_FILTERS: RequestFilter<TransportRequestStatus>[] = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "requested", legacy: "yeni", label: "Yeni", status: "requested" },
  { slug: "quoted", legacy: "teklif", label: "Teklif verildi", status: "quoted" },
  { slug: "accepted", legacy: "onaylanan", label: "Onaylanan", status: "accepted" },
  { slug: "scheduled", legacy: "planlanan", label: "Planlanan", status: "scheduled" },
  { slug: "delivered", legacy: "teslim", label: "Teslim edildi", status: "delivered" },
  { slug: "declined", legacy: "reddedilen", label: "Kullanıcı reddetti", status: "declined" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
];

export const TRANSPORT_ACTION_TEXT: Record<
  StaffTransportAction,
  { button: (r: StaffTransportRequestView) => string; title: string; confirm: string }
> = {
  quote: { button: () => "Fiyat ver", title: "Fiyat teklifi ver", confirm: "Teklifi gönder" },
  schedule: {
    button: (r) => (r.status === "scheduled" ? "Tarihi değiştir" : "Planla"),
    title: "Alımı planla",
    confirm: "Planla",
  },
  deliver: { button: () => "Teslim edildi", title: "Teslim edildi olarak işaretle", confirm: "Teslim edildi" },
  cancel: { button: () => "İptal et", title: "Talebi iptal et", confirm: "İptal et" },
  feePaid: { button: () => "Ücret alındı", title: "Nakliye ücreti alındı", confirm: "Ücret alındı" },
};

/** The endpoint of each staff action under /api/management/transport-requests/[id]/. */
export const TRANSPORT_ACTION_PATH: Record<StaffTransportAction, string> = {
  quote: "quote",
  schedule: "schedule",
  deliver: "deliver",
  cancel: "cancel",
  feePaid: "fee-paid",
};

export const EMPTY_TRANSPORT_FORM = { price: "", note: "", date: "", reason: "" };
export type TransportActionValues = typeof EMPTY_TRANSPORT_FORM;

/** A user's own cancellation reads differently from ours, so nobody calls them about it. */
export function transportStatusLabel(r: StaffTransportRequestView): string {
  if (r.quote?.expired) return "Teklif süresi doldu";
  if (r.status === "cancelled" && r.cancelledBy === "owner") return "Kullanıcı iptal etti";
  return TRANSPORT_STATUS_LABELS[r.status];
}
