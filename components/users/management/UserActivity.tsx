import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
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

/** One short list of the user page: a line per record (its name on the left, its state on the right). */
function ActivityList<T>(props: {
  id: string;
  title: string;
  items: T[];
  empty: string;
  line: (item: T) => { key: string | number; name: ReactNode; state: ReactNode };
}) {
  return (
    <DetailSection id={props.id} title={props.title} count={props.items.length} empty={props.empty}>
      <ul className="divide-y divide-neutral-100">
        {props.items.map(props.line).map(({ key, name, state }) => (
          <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
            {name}
            {state}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

const figures = "tabular-nums text-neutral-700";
type Detail = ManagedUserDetail;

const bidLine = (b: Detail["bids"][number]) => ({
  key: b.auction.id,
  name: <RecordLink href={`/ihaleler/${b.auction.id}`}>{`#${b.auction.id} ${b.auction.title}`}</RecordLink>,
  state: (
    <span className={figures}>
      En yüksek teklifi {formatTL(b.myTop)}
      {b.myMax !== null && ` · azami ${formatTL(b.myMax)}`} · <strong>{POSITION[b.position]}</strong>
    </span>
  ),
});

const orderLine = (o: Detail["orders"][number]) => ({
  key: o.id,
  name: <RecordLink href={`/management/siparisler?q=${o.id}&state=all`}>{`#${o.id} ${o.title}`}</RecordLink>,
  state: (
    <span className={figures}>
      {formatTL(o.total)} · <strong>{ORDER_STATUS[o.status].label}</strong>
    </span>
  ),
});

const provisionLine = (r: Detail["provisionRequests"][number]) => ({
  key: r.id,
  name: <span className="font-mono">{r.referenceCode}</span>,
  state: (
    <span className={figures}>
      {formatTL(r.receivedAmount ?? r.amount)} · {formatDateTime(r.createdAt)} ·{" "}
      <strong>{REQUEST_STATUS[r.status] ?? r.status}</strong>
    </span>
  ),
});

const sellLine = (r: Detail["sellRequests"][number]) => ({
  key: r.id,
  name: <RecordLink href={`/management/satis-talepleri/${r.id}`}>{`#${r.id} ${r.brand} ${r.model}`}</RecordLink>,
  state: <strong className="text-neutral-700">{SELL_STATUS_LABELS[r.status]}</strong>,
});

const transportLine = (r: Detail["transportRequests"][number]) => ({
  key: r.id,
  name: <span className="font-medium">{`#${r.id} ${r.fromCity} → ${r.toCity}`}</span>,
  state: <strong className="text-neutral-700">{TRANSPORT_STATUS_LABELS[r.status]}</strong>,
});

/** Bids, orders, provision/sell/transport requests of the user: short lists linking to each record. */
export function UserActivity({ detail: d }: { detail: ManagedUserDetail }) {
  return (
    <>
      <ActivityList id="teklifler" title="Teklifler" items={d.bids} empty="Teklif vermemiş." line={bidLine} />
      <ActivityList id="siparisler" title="Siparişler" items={d.orders} empty="Siparişi yok." line={orderLine} />
      <ActivityList
        id="provizyon-talepleri"
        title="Provizyon talepleri"
        items={d.provisionRequests}
        empty="Provizyon talebi yok."
        line={provisionLine}
      />
      <ActivityList
        id="satis-talepleri"
        title="Satış talepleri"
        items={d.sellRequests}
        empty="Satış talebi yok."
        line={sellLine}
      />
      <ActivityList
        id="nakliye-talepleri"
        title="Nakliye talepleri"
        items={d.transportRequests}
        empty="Nakliye talebi yok."
        line={transportLine}
      />
    </>
  );
}
