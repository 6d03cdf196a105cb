import { VehicleCard } from "@/components/listing/VehicleCard";
import { FollowButton } from "@/components/watchlist/FollowButton";
import type { ListingCard as Card } from "@/lib/buyNow/types";
import { formatTL } from "@/lib/format";
import { listingTone } from "@/components/buyNow/listingTone";
import { BUY_NOW_LABELS } from "@/lib/buyNow/list/labels";

/** One buy-now listing in a grid, in the auction card's style: photo, title, city, price and commission. */
export function ListingCard({ listing, priority = false }: { listing: Card; priority?: boolean }) {
  return (
    <VehicleCard
      href={`/hemenal/${listing.id}`}
      vehicle={listing}
      badge={{ tone: listingTone[listing.status], label: BUY_NOW_LABELS.status[listing.status] }}
      priority={priority}
      action={<FollowButton kind="listing" id={listing.id} />}
    >
      <div>
        <p className="text-xs text-neutral-500">{BUY_NOW_LABELS.price}</p>
        <p className="text-lg font-extrabold tabular-nums text-neutral-900">{formatTL(listing.price)}</p>
      </div>
      <p className="text-right text-xs text-neutral-500">
        + {formatTL(listing.commission)}
        <br />
        hizmet bedeli
      </p>
    </VehicleCard>
  );
}
