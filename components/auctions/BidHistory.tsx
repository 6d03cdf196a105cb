import type { AuctionStatus, BidEntry } from "@/lib/auctions/types";
import { formatDateTime, formatTL } from "@/lib/format";

/** Bid history, newest first, with masked names (`M*** Y***`). */
const EMPTY: Record<AuctionStatus, (startsAt: string) => string> = {
  upcoming: (startsAt) => `Teklif verme ${formatDateTime(startsAt)} tarihinde açılacak.`,
  live: () => "Henüz teklif verilmedi. İlk teklifi siz verin.",
  ended: () => "Bu ihaleye teklif verilmedi.",
  cancelled: () => "Bu ihaleye teklif verilmedi.",
};

export function BidHistory({
  bids,
  total,
  status,
  startsAt,
}: {
  bids: BidEntry[];
  total: number;
  status: AuctionStatus;
  startsAt: string;
}) {
  if (bids.length === 0) return <p className="text-sm text-neutral-500">{EMPTY[status](startsAt)}</p>;
  return (
    <div>
      <ol className="divide-y divide-neutral-100" aria-label="Teklif geçmişi">
        {bids.map((b, i) => (
          <li key={b.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <span
                className={`grid h-7 w-7 flex-none place-items-center rounded-full text-xs font-bold ${i === 0 ? "bg-brand-700 text-white" : "bg-neutral-100 text-neutral-600"}`}
              >
                {b.bidder.charAt(0)}
              </span>
              <span className="truncate font-medium">{b.bidder}</span>
              {b.auto && (
                <span className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-600">otomatik</span>
              )}
            </span>
            <span className="text-right">
              <span className={`block font-bold tabular-nums ${i === 0 ? "text-brand-700" : ""}`}>
                {formatTL(b.amount)}
              </span>
              <time dateTime={b.at} className="block text-xs text-neutral-500">
                {formatDateTime(b.at)}
              </time>
            </span>
          </li>
        ))}
      </ol>
      {total > bids.length && (
        <p className="mt-2 text-xs text-neutral-500">
          Son {bids.length} teklif gösteriliyor (toplam {total}).
        </p>
      )}
    </div>
  );
}
