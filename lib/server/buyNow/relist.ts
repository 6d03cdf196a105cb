import type { ManagedListing } from "@/lib/buyNow/types";
import { listingActionsFor } from "@/lib/buyNow/rules";
import { BUY_NOW_ERRORS as msg } from "@/lib/buyNow/labels";
import { followNotices } from "@/lib/notifications/labels";
import { getDb } from "@/lib/server/db";
import { withRetry } from "@/lib/server/db/retry";
import { AppError } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import * as q from "@/lib/server/buyNow/queries";
import { openListingTx } from "@/lib/server/buyNow/service";
import { notifyMany } from "@/lib/server/notifications/service";

/**
 * Relists a withdrawn Hemen Al listing in one action (PRODUCT §7.1): a new listing of the same vehicle
 * (its photos and questions live on the vehicle, so they carry over) and seller, at a new price or the
 * old one, the old listing's followers moved to the new one and told so, all in one transaction under
 * the old listing's row lock. openListingTx takes the vehicle's lock and refuses while the vehicle is
 * in an auction, another listing or a live order, so two relists never make two open listings.
 */
export async function relistListing(
  staff: StaffMember,
  id: number,
  input: { price?: number },
): Promise<{ listing: ManagedListing; followers: number }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const old = await q.lockListing(tx, id);
      if (!old) throw new AppError("not_found", msg.notFound);
      assertNotOwnRecord(staff, "listing", await q.listingPartiesAmong(tx, id, staff.uid));
      if (!listingActionsFor(old).includes("relist")) throw new AppError("conflict", msg.notRelistable);
      const price = input.price ?? old.price;
      const listing = await openListingTx(tx, staff, { vehicleId: old.vehicleId, price, sellerUid: old.sellerUid });
      const followers = await q.moveListingFollows(tx, id, listing.id);
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "listing.relist",
        targetType: "listing",
        targetId: id,
        details: { newListingId: listing.id, from: old.price, to: price, followers: followers.length },
      });
      await notifyMany(
        tx,
        followers.map((uid) =>
          followNotices.listingRelisted({
            uid,
            listingId: listing.id,
            previousListingId: id,
            title: listing.title,
            price,
          }),
        ),
      );
      return { listing, followers: followers.length };
    }),
  );
}
