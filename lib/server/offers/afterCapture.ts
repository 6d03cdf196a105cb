import { banAfterCapture, BAN_CAPTURE_WINDOW_MS, OFFER_WINDOW_MS, secondChanceBidder } from "@/lib/offers/rules";
import type { Tx } from "@/lib/server/db";
import { offerNotices } from "@/lib/notifications/labels";
import { notify, vehicleTitleOf } from "@/lib/server/notifications/service";
import { scheduleOfferExpiry } from "@/lib/server/offers/jobs";
import * as q from "@/lib/server/offers/queries";

/**
 * What an unpaid order cancelled with its deposit captured sets off (PRODUCT §7.3), in the
 * cancelling transaction: the non-payer's ban after a second capture within 12 months, and for an
 * auction order a 24-hour second-chance offer to the next-highest distinct bidder at their own
 * highest bid. Here, not in the offers service, because that service creates orders (no import cycle).
 */
export async function afterDepositCaptured(
  tx: Tx,
  order: { id: number; auctionId: number | null; vehicleId: number; buyerUid: string },
  now: Date,
): Promise<void> {
  const captures = await q.capturesOf(tx, order.buyerUid, new Date(now.getTime() - BAN_CAPTURE_WINDOW_MS));
  const ban = banAfterCapture(captures, now);
  if (ban) await q.insertBan(tx, { uid: order.buyerUid, orderId: order.id, ...ban });

  if (order.auctionId === null) return;
  const next = secondChanceBidder(await q.bidsOf(tx, order.auctionId), order.buyerUid);
  if (!next) return;
  // One offer at a time: with another still open (auction_offers_one_open) nothing is made.
  const offer = await q.insertOffer(tx, {
    auctionId: order.auctionId,
    kind: "second_chance",
    buyerUid: next.buyerUid,
    price: next.price,
    topBid: next.price,
    expiresAt: new Date(now.getTime() + OFFER_WINDOW_MS),
    sourceOrderId: order.id,
  });
  if (!offer) return;
  await notify(
    tx,
    offerNotices.made({
      uid: offer.buyerUid,
      auctionId: offer.auctionId,
      title: await vehicleTitleOf(tx, order.vehicleId),
      offerId: offer.id,
      kind: "second_chance",
      price: offer.price,
      expiresAt: offer.expiresAt,
    }),
  );
  scheduleOfferExpiry(offer);
}
