/**
 * The watchlist ("Takip Et"): users follow auctions and Hemen Al listings. Following and unfollowing
 * are idempotent (PUT/DELETE), an unknown item is a 404; followers of an auction get its start and
 * ending-soon reminders (lib/server/watchlist/reminders.ts).
 */
import { WATCHLIST_LABELS as t } from "@/lib/watchlist/labels";
import type { FollowKind, FollowState, FollowedIds, Watchlist } from "@/lib/watchlist/types";
import { followedAuctions } from "@/lib/server/auctions/service";
import { followedListings } from "@/lib/server/buyNow/service";
import { AppError } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/db";
import * as q from "@/lib/server/watchlist/queries";

/** The most followed items a watchlist answers per kind. */
const WATCHLIST_LIMIT = 200;

export async function getWatchlist(uid: string): Promise<Watchlist> {
  const [auctions, listings] = await Promise.all([
    followedAuctions(uid, WATCHLIST_LIMIT),
    followedListings(uid, WATCHLIST_LIMIT),
  ]);
  return { auctions, listings };
}

export async function followedIds(uid: string): Promise<FollowedIds> {
  const [auctions, listings] = await Promise.all([q.followedIdsOf("auction", uid), q.followedIdsOf("listing", uid)]);
  return { auctions, listings };
}

export function followerCount(kind: FollowKind, id: number): Promise<number> {
  return q.followersOf(kind, id);
}

export async function follow(uid: string, kind: FollowKind, id: number): Promise<FollowState> {
  const found = await q.followItem(kind, uid, id);
  if (!found) throw new AppError("not_found", kind === "auction" ? t.auctionNotFound : t.listingNotFound);
  return { kind, id, following: true, followers: await followerCount(kind, id) };
}

export async function unfollow(uid: string, kind: FollowKind, id: number): Promise<FollowState> {
  const exists = await q.itemExists(kind, id);
  if (!exists) throw new AppError("not_found", kind === "auction" ? t.auctionNotFound : t.listingNotFound);
  await q.unfollowItem(kind, uid, id);
  return { kind, id, following: false, followers: await followerCount(kind, id) };
}

/** KVKK account deletion, the watchlist's part (lib/server/kvkk/anonymisers.ts). */
export const deleteFollowsOf = (tx: Tx, uid: string): Promise<void> => q.deleteFollowsOf(tx, uid);
