import type { AuctionCard } from "@/lib/auctions/types";
import type { ListingCard } from "@/lib/buyNow/types";

/** What can be followed: an auction or a Hemen Al listing. */
export type FollowKind = "auction" | "listing";

/** GET /api/me/watchlist: the followed items, most recently followed first. */
export type Watchlist = { auctions: AuctionCard[]; listings: ListingCard[] };

/** PUT/DELETE /api/me/watchlist/{kind}/{id}: the state after the call. */
export type FollowState = { kind: FollowKind; id: number; following: boolean; followers: number };

/** GET /api/me/watchlist/ids: what the follow buttons of a page need. */
export type FollowedIds = { auctions: number[]; listings: number[] };
