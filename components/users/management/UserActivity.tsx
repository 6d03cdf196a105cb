import Link from "@/components/ui/Link";
import { ORDER_STATUS } from "@/components/buyNow/tones";
import { formatDateTime, formatTL } from "@/lib/format";
import { SELL_STATUS_LABELS } from "@/lib/sellRequests/labels";
import { TRANSPORT_STATUS_LABELS } from "@/lib/transportRequests/labels";
import type { ManagedUserDetail } from "@/lib/users/types";
import { DetailSection } from "@/components/users/management/DetailSection";

const POSITION: Record<ManagedUserDetail["bids"][number]["position"], string> = {
  leading: "Önde",
  outbid: "Geçildi",
  won: "Kazandı",
  lost: "Kaybetti",
  cancelled: "İptal",
};
const REQUEST_STATUS: Record<string, string> = {
  pending: "Bekliyor",
  approved: "Onaylandı",
  rejected: "Reddedildi",
  cancelled: "İptal edildi",
};

const li = "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm";

/** Bids, orders, provision/sell/transport requests of the user: short lists linking to each record. */
export function UserActivity({ detail }: { detail: ManagedUserDetail }) {
  return (
    <>
      <DetailSection id="teklifler" title="Teklifler" count={detail.bids.length} empty="Teklif vermemiş.">
        <ul className="divide-y divide-neutral-100">
          {detail.bids.map((b) => (
            <li key={b.auction.id} className={li}>
              <Link href={`/ihaleler/${b.auction.id}`} className="font-medium underline-offset-2 hover:underline">
                #{b.auction.id} {b.auction.title}
              </Link>
              <span className="tabular-nums text-neutral-700">
                En yüksek teklifi {formatTL(b.myTop)}
                {b.myMax !== null && ` · azami ${formatTL(b.myMax)}`} · <strong>{POSITION[b.position]}</strong>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection id="siparisler" title="Siparişler" count={detail.orders.length} empty="Siparişi yok.">
        <ul className="divide-y divide-neutral-100">
          {detail.orders.map((o) => (
            <li key={o.id} className={li}>
              <Link
                href={`/management/siparisler?q=${o.id}&state=all`}
                className="font-medium underline-offset-2 hover:underline"
              >
                #{o.id} {o.title}
              </Link>
              <span className="tabular-nums text-neutral-700">
                {formatTL(o.total)} · <strong>{ORDER_STATUS[o.status].label}</strong>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection
        id="provizyon-talepleri"
        title="Provizyon talepleri"
        count={detail.provisionRequests.length}
        empty="Provizyon talebi yok."
      >
        <ul className="divide-y divide-neutral-100">
          {detail.provisionRequests.map((r) => (
            <li key={r.id} className={li}>
              <span className="font-mono">{r.referenceCode}</span>
              <span className="tabular-nums text-neutral-700">
                {formatTL(r.receivedAmount ?? r.amount)} · {formatDateTime(r.createdAt)} ·{" "}
                <strong>{REQUEST_STATUS[r.status] ?? r.status}</strong>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection
        id="satis-talepleri"
        title="Satış talepleri"
        count={detail.sellRequests.length}
        empty="Satış talebi yok."
      >
        <ul className="divide-y divide-neutral-100">
          {detail.sellRequests.map((r) => (
            <li key={r.id} className={li}>
              <Link
                href={`/management/satis-talepleri/${r.id}`}
                className="font-medium underline-offset-2 hover:underline"
              >
                #{r.id} {r.brand} {r.model}
              </Link>
              <strong className="text-neutral-700">{SELL_STATUS_LABELS[r.status]}</strong>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection
        id="nakliye-talepleri"
        title="Nakliye talepleri"
        count={detail.transportRequests.length}
        empty="Nakliye talebi yok."
      >
        <ul className="divide-y divide-neutral-100">
          {detail.transportRequests.map((r) => (
            <li key={r.id} className={li}>
              <span className="font-medium">
                #{r.id} {r.fromCity} → {r.toCity}
              </span>
              <strong className="text-neutral-700">{TRANSPORT_STATUS_LABELS[r.status]}</strong>
            </li>
          ))}
        </ul>
      </DetailSection>
    </>
  );
}
