import type { ListingStatus } from "@/lib/buyNow/types";

// Apart from the order badges (components/buyNow/tones.ts): those bring the order status texts, which /hemenal's cards
// do not show, into its first-load JavaScript.
/** The colours of a listing's status badge (its text: BUY_NOW_LABELS.status in lib/buyNow/list/labels.ts). */
export const listingTone: Record<ListingStatus, string> = {
  on_sale: "bg-green-700 text-white",
  reserved: "bg-amber-500 text-neutral-900",
  sold: "bg-neutral-700 text-white",
  withdrawn: "bg-neutral-600 text-white",
};
