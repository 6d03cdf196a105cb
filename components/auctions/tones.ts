import type { AuctionStatus } from "@/lib/auctions/types";

/** The colours of an auction's status badge (its text: AUCTION_LABELS.status in lib/auctions/labels.ts). */
export const statusTone: Record<AuctionStatus, string> = {
  // Tokens from styles/globals.css that keep white text readable (axe color-contrast).
  live: "bg-live text-white",
  upcoming: "bg-upcoming text-white",
  ended: "bg-neutral-700 text-white",
  cancelled: "bg-red-700 text-white",
};
