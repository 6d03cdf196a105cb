import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";
import { Photo } from "@/components/ui/Photo";
import { formatNumber } from "@/lib/format";
import type { VehicleCardFields } from "@/lib/vehicles/types";

/**
 * The card's photo slot in the card grids (max-w-7xl): the full width on a phone, at most half of it
 * from sm, and from xl at most ~400 px (three columns: 308 px beside the lists' filters, ~400 px on
 * the home page).
 */
export const CARD_PHOTO_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";
/**
 * Enough for that slot up to a 3× phone (390 px × 3 ≈ 1 170) and a 2× desktop (400 × 2 ≈ 828): half
 * of the ten candidates next/image derives from the vw shares (up to 3 840 px), which were ~1 KB of
 * every card's HTML, twelve times per list page.
 */
export const CARD_PHOTO_WIDTHS = [384, 640, 828, 1080, 1200] as const;

type Props = {
  href: string;
  vehicle: Pick<VehicleCardFields, "title" | "photo" | "city" | "km" | "engineCc">;
  /** The status pill on the photo: its colours and text. */
  badge: { tone: string; label: ReactNode };
  /**
   * Only the page's first card: its photo is the LCP on a phone, preloaded and fetched first. Any
   * other photo not lazy gets a preload from React too (it preloads every eager <img> it renders), and
   * three preloads shared the phone's bandwidth; the rest of a desktop row loads lazily at layout.
   */
  priority?: boolean;
  /** The price row under the facts. */
  children: ReactNode;
  /** A control over the photo's top right corner, above the card's link (the follow button). */
  action?: ReactNode;
};

/** A vehicle in a list grid: photo with a status pill, title (the whole card is its link), city, km, cc, then the price row. */
export function VehicleCard({ href, vehicle, badge, priority = false, children, action }: Props) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[3/2] bg-neutral-900">
        {vehicle.photo ? (
          <Photo
            src={vehicle.photo}
            alt={vehicle.title}
            sizes={CARD_PHOTO_SIZES}
            widths={CARD_PHOTO_WIDTHS}
            className="object-cover"
            priority={priority}
            fetchPriority={priority ? "high" : undefined}
          />
        ) : (
          <div className="grid h-full place-items-center text-neutral-500">
            <Icon name="bike" className="h-12 w-12" />
          </div>
        )}
        <span className={`absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${badge.tone}`}>
          {badge.label}
        </span>
        {action && <div className="absolute right-3 top-3">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold leading-snug text-neutral-900">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {vehicle.title}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500">
          <span className="inline-flex items-center gap-1">
            <Icon name="mapPin" className="h-4 w-4" />
            {vehicle.city}
          </span>
          <span>{`${formatNumber(vehicle.km)} km`}</span>
          <span>{`${vehicle.engineCc} cc`}</span>
        </p>
        <div className="mt-4 flex items-end justify-between gap-3 border-t border-neutral-100 pt-3">{children}</div>
      </div>
    </article>
  );
}
