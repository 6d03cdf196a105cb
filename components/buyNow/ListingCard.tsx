import Image from "next/image";
import Link from "next/link";
import { Icon } from "@/components/ui/Icon";
import type { ListingCard as Card } from "@/lib/buyNow/types";
import { formatNumber, formatTL } from "@/lib/format";
import { buyNowText, listingTone } from "./labels";

/** One buy-now listing in a grid, in the auction card's style: photo, title, city, price and commission. */
export function ListingCard({ listing, priority = false }: { listing: Card; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[3/2] bg-neutral-900">
        {listing.photo ? (
          <Image src={listing.photo} alt={listing.title} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" priority={priority} />
        ) : (
          <div className="grid h-full place-items-center text-neutral-500">
            <Icon name="bike" className="h-12 w-12" />
          </div>
        )}
        <span className={`absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${listingTone[listing.status]}`}>{buyNowText.status[listing.status]}</span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold leading-snug text-neutral-900">
          <Link href={`/hemenal/${listing.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {listing.title}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500">
          <span className="inline-flex items-center gap-1">
            <Icon name="mapPin" className="h-4 w-4" />
            {listing.city}
          </span>
          <span>{formatNumber(listing.km)} km</span>
          <span>{listing.engineCc} cc</span>
        </p>
        <div className="mt-4 flex items-end justify-between gap-3 border-t border-neutral-100 pt-3">
          <div>
            <p className="text-xs text-neutral-500">{buyNowText.price}</p>
            <p className="text-lg font-extrabold tabular-nums text-neutral-900">{formatTL(listing.price)}</p>
          </div>
          <p className="text-right text-xs text-neutral-500">
            + {formatTL(listing.commission)}
            <br />
            hizmet bedeli
          </p>
        </div>
      </div>
    </article>
  );
}
