import type { ManagedOffer, MyOffer, MyTradingBan, OfferStatus } from "@/lib/offers/types";
import {
  buyerOfferActions,
  counterActions,
  decideAccept,
  decideCounter,
  isBanActive,
  reserveOfferFor,
} from "@/lib/offers/rules";
import { OFFER_ERRORS, OFFER_LEDGER_NOTES } from "@/lib/offers/labels";
import { buyerCommission } from "@/lib/orders/commission";
import { vehicleTitle } from "@/lib/vehicles/labels";
import { offerNotices, orderNotices } from "@/lib/notifications/labels";
import { refuseSuspended } from "@/lib/server/accounts/service";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb, type Tx } from "@/lib/server/db";
import { withRetry } from "@/lib/server/db/retry";
import {
  balanceOf,
  blockAuctionDeposit,
  depositShortfall,
  orderBlocks,
  releaseBlock,
} from "@/lib/server/deposits/service";
import { AppError } from "@/lib/server/errors";
import { notify, notifyMany, vehicleTitleOf } from "@/lib/server/notifications/service";
import { createAuctionOrder } from "@/lib/server/orders/service";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { scheduleOfferExpiry } from "@/lib/server/offers/jobs";
import * as q from "@/lib/server/offers/queries";
import type { OfferRow, OfferWithVehicle } from "@/lib/server/offers/queries";

/*
 * Offers after an auction (PRODUCT §6.5, §7.3): the reserve offer an auction closing below its
 * reserve makes to its top bidder, the counter, the buyer's accept or decline, and the expiry the job
 * queue runs. Every change locks the offer's row and acts only on an open offer, so an accept and an
 * expiry (or a job run twice) end in exactly one outcome.
 */

function view(r: OfferWithVehicle, now: Date): Omit<MyOffer, "actions"> {
  return {
    id: r.offer.id,
    auctionId: r.offer.auctionId,
    kind: r.offer.kind,
    title: vehicleTitle(r),
    price: r.offer.price,
    commission: buyerCommission(r.offer.price),
    // An open offer past its 24 hours is over for the buyer even before the job has run.
    status: r.offer.status === "open" && r.offer.expiresAt <= now ? "expired" : r.offer.status,
    expiresAt: r.offer.expiresAt.toISOString(),
    countered: r.offer.counteredAt !== null,
    orderId: r.offer.orderId,
  };
}

const toMyOffer = (r: OfferWithVehicle, now: Date): MyOffer => ({
  ...view(r, now),
  actions: buyerOfferActions(r.offer, now),
});

const toManagedOffer = (r: OfferWithVehicle, now: Date, mayCounter: boolean): ManagedOffer => ({
  ...view(r, now),
  topBid: r.offer.topBid,
  reserve: r.reservePrice,
  consigned: r.sellerUid !== null,
  actions: mayCounter ? counterActions(r.offer, now) : [],
});

// ---------------------------------------------------------------- opening (the auction's close)

/**
 * In the closing transaction of an auction that closed unsold: the reserve offer to its top bidder
 * when the reserve was not met. Answers the offer, whose buyer's block the close must keep.
 */
export async function openReserveOffer(
  tx: Tx,
  auction: { id: number; leaderUid: string | null; currentPrice: number; reservePrice: number | null },
  now: Date,
): Promise<OfferRow | null> {
  const made = reserveOfferFor(auction, now);
  if (!made) return null;
  const offer = await q.insertOffer(tx, { auctionId: auction.id, kind: "reserve", ...made });
  if (offer) scheduleOfferExpiry(offer);
  return offer ?? null;
}

// ---------------------------------------------------------------- the buyer

/** Refuses a user banned as a non-payer (PRODUCT §7.3): 403 `trading_banned` with the end date. */
export async function refuseTradingBan(db: Tx, uid: string, now = new Date()): Promise<void> {
  const ban = await q.activeBan(db, uid, now);
  if (ban) throw new AppError("trading_banned", OFFER_ERRORS.banned(ban.endsAt));
}

/** The bid batch's gate: the banned among its bidders and their end dates, one statement. */
export const tradingBansAmong = (tx: Tx, uids: string[], now: Date): Promise<Map<string, Date>> =>
  q.activeBansAmong(tx, [...new Set(uids)], now);

async function lockOwnOffer(tx: Tx, uid: string, id: number): Promise<OfferRow> {
  const offer = await q.lockOffer(tx, id);
  // Another user's offer answers as if it did not exist.
  if (!offer || offer.buyerUid !== uid) throw new AppError("not_found", OFFER_ERRORS.notFound);
  return offer;
}

/**
 * The buyer accepts: the usual order of a won auction (price + commission, the due date), the
 * deposit the price's band needs blocked (the reserve offer keeps the top bidder's block and tops it
 * up; a second chance blocks it now, refused when the available provision is short).
 */
export async function acceptOffer(uid: string, id: number): Promise<{ offer: MyOffer }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const now = new Date();
      const offer = await lockOwnOffer(tx, uid, id);
      await refuseSuspended(tx, uid, "buy");
      await refuseTradingBan(tx, uid, now);
      const held = await orderBlocks(tx, { auctionId: offer.auctionId, listingId: null, buyerUid: uid });
      const heldAmount = held.reduce((sum, b) => sum + b.amount, 0);
      const balance = await balanceOf(tx, uid);
      const decision = decideAccept(offer, { available: balance.total - balance.blocked, held: heldAmount }, now);
      if (!decision.ok) throw new AppError(decision.code, decision.message);
      const details = (await q.offerWithVehicle(tx, id))!;
      const order = await createAuctionOrder(tx, {
        auctionId: offer.auctionId,
        vehicleId: details.vehicleId,
        buyerUid: uid,
        price: offer.price,
        commission: decision.commission,
      });
      // The partial unique index on orders: another order of this auction is open (PRODUCT §7.3).
      if (!order) throw new AppError("conflict", OFFER_ERRORS.orderExists);
      if (decision.topUp > 0) {
        for (const block of held) await releaseBlock(tx, block, OFFER_LEDGER_NOTES.accepted(order.id));
        const blocked = await blockAuctionDeposit(tx, {
          auctionId: offer.auctionId,
          uid,
          amount: decision.deposit,
          note: OFFER_LEDGER_NOTES.accepted(order.id),
        });
        if (!blocked) {
          const missing = await depositShortfall(tx, uid, decision.deposit);
          throw new AppError("conflict", OFFER_ERRORS.insufficient(missing, decision.deposit));
        }
      }
      await q.setOfferStatus(tx, id, "accepted", now, order.id);
      if (offer.kind === "reserve") await q.markAuctionSold(tx, offer.auctionId);
      await notifyMany(tx, [
        orderNotices.created({
          uid,
          orderId: order.id,
          title: vehicleTitle(details),
          price: order.price,
          commission: order.commission,
          paymentDueAt: order.paymentDueAt,
        }),
      ]);
      return { offer: toMyOffer((await q.offerWithVehicle(tx, id))!, now) };
    }),
  );
}

/** Ends an open offer without a sale: the buyer's block on the auction released, the buyer told. */
async function closeOffer(tx: Tx, offer: OfferRow, outcome: "declined" | "expired", now: Date): Promise<OfferRow> {
  const closed = await q.setOfferStatus(tx, offer.id, outcome, now);
  let released = 0;
  for (const block of await orderBlocks(tx, { auctionId: offer.auctionId, listingId: null, buyerUid: offer.buyerUid }))
    if (await releaseBlock(tx, block, OFFER_LEDGER_NOTES[outcome])) released += block.amount;
  const details = (await q.offerWithVehicle(tx, offer.id))!;
  await notify(
    tx,
    offerNotices.closed({
      uid: offer.buyerUid,
      auctionId: offer.auctionId,
      title: vehicleTitle(details),
      offerId: offer.id,
      outcome,
      released,
    }),
  );
  return closed;
}

export async function declineOffer(uid: string, id: number): Promise<{ offer: MyOffer }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const now = new Date();
      const offer = await lockOwnOffer(tx, uid, id);
      if (!buyerOfferActions(offer, now).includes("decline")) throw new AppError("conflict", OFFER_ERRORS.notOpen);
      await closeOffer(tx, offer, "declined", now);
      return { offer: toMyOffer((await q.offerWithVehicle(tx, id))!, now) };
    }),
  );
}

/** The timer: expires the offer if it is still open and due; a second or early run does nothing. */
export async function expireOffer(id: number, now = new Date()): Promise<OfferStatus | null> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const offer = await q.lockOffer(tx, id);
      if (!offer || offer.status !== "open" || offer.expiresAt > now) return null;
      return (await closeOffer(tx, offer, "expired", now)).status;
    }),
  );
}

/** The minute sweep: every open offer past its expiry (a job lost, or no instance was running). */
export async function expireDueOffers(now = new Date()): Promise<number> {
  let expired = 0;
  for (const id of await q.dueOfferIds(getDb(), now)) if (await expireOffer(id, now)) expired += 1;
  return expired;
}

export async function myOffers(uid: string): Promise<{ items: MyOffer[]; ban: MyTradingBan }> {
  const now = new Date();
  const db = getDb();
  const rows = await q.offersOfBuyer(db, uid);
  const ban = await q.activeBan(db, uid, now);
  return {
    items: rows.map((r) => toMyOffer(r, now)),
    ban: ban && isBanActive(ban, now) ? { endsAt: ban.endsAt.toISOString() } : null,
  };
}

// ---------------------------------------------------------------- the counter (staff, or a consigned vehicle's owner)

type Counterer = { staff: StaffMember } | { sellerUid: string };

/**
 * One counter price between the top bid and the reserve. The marketplace's own vehicle: staff; a
 * consigned vehicle: its owner, from their /profil request page (staff may not decide for them).
 */
export async function counterOffer(by: Counterer, id: number, price: number): Promise<{ offer: ManagedOffer }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const now = new Date();
      const offer = await q.lockOffer(tx, id);
      const details = offer && (await q.offerWithVehicle(tx, id));
      if (!offer || !details) throw new AppError("not_found", OFFER_ERRORS.notFound);
      if ("sellerUid" in by) {
        if (details.sellerUid !== by.sellerUid) throw new AppError("not_found", OFFER_ERRORS.notFound);
      } else {
        if (details.sellerUid !== null) throw new AppError("conflict", OFFER_ERRORS.ownerCounters);
        assertNotOwnRecord(by.staff, "auction", [offer.buyerUid]);
      }
      const decision = decideCounter(offer, price, now);
      if (!decision.ok) throw new AppError("conflict", decision.message);
      const actor = "staff" in by ? by.staff.uid : by.sellerUid;
      const countered = await q.setCounter(tx, id, decision.price, actor, now);
      if ("staff" in by)
        await recordAudit(tx, {
          staffUid: by.staff.uid,
          action: "auction.offer_counter",
          targetType: "auction",
          targetId: offer.auctionId,
          details: { offerId: id, from: offer.price, to: decision.price, buyerUid: offer.buyerUid },
        });
      await notify(
        tx,
        offerNotices.made({
          uid: offer.buyerUid,
          auctionId: offer.auctionId,
          title: await vehicleTitleOf(tx, details.vehicleId),
          offerId: id,
          kind: offer.kind,
          price: countered.price,
          expiresAt: countered.expiresAt,
          countered: true,
        }),
      );
      return { offer: toManagedOffer({ ...details, offer: countered }, now, true) };
    }),
  );
}

/**
 * Management › İhaleler › İhale sonrası teklifler: every offer; the counter only on the marketplace's own
 * vehicles, and never to the staff member's own offer (counterOffer refuses it too).
 */
export async function listManagedOffers(staff: StaffMember, status?: OfferStatus): Promise<{ items: ManagedOffer[] }> {
  const now = new Date();
  const rows = await q.managedOffers(getDb(), status);
  return {
    items: rows.map((r) => toManagedOffer(r, now, r.sellerUid === null && r.offer.buyerUid !== staff.uid)),
  };
}

/** The owner of consigned vehicles: the reserve offers on their auctions, with the counter theirs. */
export async function offersOnMyVehicles(uid: string): Promise<{ items: ManagedOffer[] }> {
  const now = new Date();
  const rows = await q.offersOnSellersAuctions(getDb(), uid);
  return { items: rows.map((r) => toManagedOffer(r, now, true)) };
}

// ---------------------------------------------------------------- lifting a non-payer's ban

/** The ban in force for Management › Kullanıcılar, or null. */
export async function activeTradingBan(uid: string): Promise<{ endsAt: string } | null> {
  const ban = await q.activeBan(getDb(), uid, new Date());
  return ban ? { endsAt: ban.endsAt.toISOString() } : null;
}

export async function liftTradingBan(staff: StaffMember, uid: string, reason: string): Promise<{ lifted: number }> {
  return getDb().transaction(async (tx) => {
    assertNotOwnRecord(staff, "user", [uid]);
    const lifted = await q.liftBans(tx, uid, staff.uid, reason, new Date());
    if (lifted.length === 0) throw new AppError("not_found", OFFER_ERRORS.banNotFound);
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "user.trading_ban_lift",
      targetType: "user",
      targetId: uid,
      details: { reason, bans: lifted.map((b) => ({ id: b.id, endsAt: b.endsAt.toISOString() })) },
    });
    return { lifted: lifted.length };
  });
}
