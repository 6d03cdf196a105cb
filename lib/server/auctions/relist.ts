import type { ManagedAuction } from "@/lib/auctions/types";
import { auctionActionsFor } from "@/lib/auctions/rules";
import { AUCTION_ERRORS } from "@/lib/auctions/labels";
import { followNotices } from "@/lib/notifications/labels";
import { getDb } from "@/lib/server/db";
import { withRetry } from "@/lib/server/db/retry";
import { AppError } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import * as q from "@/lib/server/auctions/queries";
import { openAuctionTx, planAuctionJobs, type AuctionInput } from "@/lib/server/auctions/service";
import { notifyMany } from "@/lib/server/notifications/service";

/** What staff choose when relisting: new dates; each price may change, and one left out stays as it was. */
export type RelistInput = Omit<AuctionInput, "vehicleId" | "sellerUid" | "startingPrice"> & { startingPrice?: number };

/**
 * Relists an unsold auction in one action (PRODUCT §6.1): a new auction of the same vehicle (its photos
 * and questions live on the vehicle, so they carry over), the same seller, the old one's followers
 * moved to the new one and told so, all in one transaction under the old auction's row lock. The
 * vehicle's own lock (openAuctionTx) stops two relists making two open auctions.
 */
export async function relistAuction(
  staff: StaffMember,
  id: number,
  input: RelistInput,
): Promise<{ auction: ManagedAuction; followers: number }> {
  const result = await withRetry(() =>
    getDb().transaction(async (tx) => {
      const old = await q.lockAuction(tx, id);
      if (!old) throw new AppError("not_found", AUCTION_ERRORS.notFound);
      assertNotOwnRecord(staff, "auction", await q.auctionPartiesAmong(tx, id, staff.uid));
      const now = new Date();
      if (!auctionActionsFor(old, now).includes("relist")) throw new AppError("conflict", AUCTION_ERRORS.notRelistable);
      // The leader's (or the next bidder's) 24-hour offer still holds their deposit and may become the sale.
      if (await q.hasOpenOffer(tx, id)) throw new AppError("conflict", AUCTION_ERRORS.relistWhileOffer);
      const auction = await openAuctionTx(
        tx,
        staff,
        {
          ...input,
          vehicleId: old.vehicleId,
          sellerUid: old.sellerUid,
          startingPrice: input.startingPrice ?? old.startingPrice,
          // Left out: as before; null: removed.
          increment: input.increment === undefined ? old.increment : input.increment,
          reservePrice: input.reservePrice === undefined ? old.reservePrice : input.reservePrice,
          buyNowPrice: input.buyNowPrice === undefined ? old.buyNowPrice : input.buyNowPrice,
        },
        now,
      );
      // The watchlist's table, written here as the auction queries already read it (follower counts, cards).
      const followers = await q.moveAuctionFollows(tx, id, auction.id);
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "auction.relist",
        targetType: "auction",
        targetId: id,
        details: { newAuctionId: auction.id, followers: followers.length },
      });
      const startsAt = new Date(auction.startsAt);
      await notifyMany(
        tx,
        followers.map((uid) =>
          followNotices.relisted({ uid, auctionId: auction.id, title: auction.title, previousAuctionId: id, startsAt }),
        ),
      );
      return { auction, followers: followers.length };
    }),
  );
  planAuctionJobs();
  return result;
}
