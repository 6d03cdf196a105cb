import { formatNumber } from "@/lib/format";

// The follow button's own texts (on every card and detail page) apart from the rest of the domain's texts
// in lib/watchlist/labels.ts (which spreads them into WATCHLIST_LABELS): its refusals and reminders stay
// out of the public pages' first-load JavaScript (lib/auctions/list/labels.ts).
export const FOLLOW_BUTTON_LABELS = {
  follow: "Takip Et",
  following: "Takip Ediliyor",
  /** While the signed-in user's state is not known yet (the button is disabled then). */
  unknown: "Takip",
  followers: (n: number) => (n === 1 ? "1 kişi takip ediyor" : `${formatNumber(n)} kişi takip ediyor`),
} as const;
