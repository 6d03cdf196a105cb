import Image from "next/image";
import Link from "next/link";
import type { AuctionCard as Card } from "@/lib/auctions/types";
import { formatNumber, formatTL } from "@/lib/format";
import { Icon } from "@/components/ui/Icon";
import { Countdown } from "./Countdown";
import { auctionText, statusTone } from "./labels";

/** One auction in a grid: photo, title, city, price, bid count and the countdown. */
export function AuctionCard({ auction, now, priority = false }: { auction: Card; now: number; priority?: boolean }) {
  const upcoming = auction.status === "upcoming";
  const ended = auction.status === "ended" || auction.status === "cancelled";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[3/2] bg-neutral-900">
        {auction.photo ? (
          <Image src={auction.photo} alt={auction.title} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" priority={priority} />
        ) : (
          <div className="grid h-full place-items-center text-neutral-500">
            <Icon name="bike" className="h-12 w-12" />
          </div>
        )}
        <span className={`absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${statusTone[auction.status]}`}>
          {auction.result ? (auction.result === "sold" ? auctionText.sold : auctionText.unsold) : auctionText.status[auction.status]}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold leading-snug text-neutral-900">
          <Link href={`/ihaleler/${auction.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {auction.title}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500">
          <span className="inline-flex items-center gap-1">
            <Icon name="mapPin" className="h-4 w-4" />
            {auction.city}
          </span>
          <span>{formatNumber(auction.km)} km</span>
          <span>{auction.engineCc} cc</span>
        </p>
        <div className="mt-4 flex items-end justify-between gap-3 border-t border-neutral-100 pt-3">
          <div>
            <p className="text-xs text-neutral-500">{auction.bidCount > 0 ? auctionText.currentPrice : auctionText.startingPrice}</p>
            <p className="text-lg font-extrabold tabular-nums text-neutral-900">{formatTL(auction.currentPrice)}</p>
            <p className="text-xs text-neutral-500">{auction.bidCount > 0 ? auctionText.bids(auction.bidCount) : auctionText.noBids}</p>
          </div>
          <div className="text-right">
            <p className="text-xs text-neutral-500">{ended ? auctionText.endedAt : upcoming ? auctionText.startsIn : auctionText.endsIn}</p>
            <p className={`text-sm font-semibold ${ended ? "text-neutral-500" : "text-brand-700"}`}>
              {ended ? (
                new Date(auction.endsAt).toLocaleDateString("tr-TR", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Istanbul" })
              ) : (
                <Countdown end={upcoming ? auction.startsAt : auction.endsAt} now={now} />
              )}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
