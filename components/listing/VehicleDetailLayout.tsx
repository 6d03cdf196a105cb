import { Suspense, type ReactNode } from "react";
import { Gallery } from "@/components/auctions/Gallery";
import type { VehicleFacts } from "@/components/auctions/VehicleDetails";
import { VehicleDetailsIsland } from "@/components/listing/detailIslands";
import { ListingTrust } from "@/components/listing/ListingTrust";
import { Icon } from "@/components/ui/Icon";

type Props = {
  item: VehicleFacts & { title: string; city: string };
  photos: string[];
  /** The status pills before the city. */
  badges: ReactNode;
  /** "İhale no: 12", "İlan no: 7". */
  number: string;
  /** The price box and what goes with it (bid or buy form, bid history). */
  aside: ReactNode;
  /** Below the details, in the main column (Soru-Cevap). */
  below?: ReactNode;
};

/**
 * A vehicle page's body: title and photos, the price aside, then the details. Three blocks so that on
 * phones the price and the bid/buy form come right after the photos, before the details.
 *
 * The title with the photos and the aside are Suspense boundaries: React hydrates each boundary in a
 * task of its own after the page's and yields between them, so the page's hydration is three shorter
 * tasks instead of one long one (Lighthouse's blocking time on a phone). Nothing inside suspends, so
 * the server's HTML is the same (renderToString writes no placeholders); a click or an update that
 * reaches a block before its turn makes React hydrate it first.
 */
export function VehicleDetailLayout({ item, photos, badges, number, aside, below }: Props) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:grid-rows-[auto_1fr] lg:py-8">
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
        <Suspense fallback={null}>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              {badges}
              <span className="inline-flex items-center gap-1 text-sm text-neutral-500">
                <Icon name="mapPin" className="h-4 w-4" />
                {item.city}
              </span>
              <span className="text-sm text-neutral-500">{number}</span>
            </div>
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{item.title}</h1>
            <ListingTrust eidsVerified={item.vehicle.eidsVerified === true} />
          </div>
          <Gallery photos={photos} title={item.title} />
        </Suspense>
      </div>

      <aside className="space-y-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <Suspense fallback={null}>{aside}</Suspense>
      </aside>

      {/* The details (facts, description, expertise) are static: a lazy island, hydrated when its code arrives. */}
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
        <VehicleDetailsIsland item={item} />
      </div>
      {below && <div className="min-w-0 lg:col-start-1">{below}</div>}
    </div>
  );
}
