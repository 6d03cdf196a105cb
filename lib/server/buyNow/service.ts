import { managedVehicleFields, vehicleCardFields, vehicleTitle } from "@/lib/vehicles/labels";
import type { ManagedVehicleHead } from "@/lib/vehicles/types";
import { refuseTradingBan } from "@/lib/server/offers/service";
import { buyerCommission } from "@/lib/orders/commission";
import { pageOf, type Paged } from "@/lib/paging";
import type { BuyResult, ListingCard, ListingDetail, ListingViewer, ManagedListing } from "@/lib/buyNow/types";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, findStaff, refuseStaffTrade, type StaffMember } from "@/lib/server/staff/service";
import { publicVehicleDetail, vehicleCardValues } from "@/lib/server/vehicles/catalogue";
import { decideBuy, depositForPrice, listingActionsFor } from "@/lib/buyNow/rules";
import { BUY_NOW_ERRORS as msg, BUY_NOW_LEDGER_NOTES } from "@/lib/buyNow/labels";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/buyNow/queries";
import type { ListingCardRow, ListingListQuery, ListingRow, ListingState } from "@/lib/server/buyNow/queries";
import { findVehicle, lockVehicleForNewSale } from "@/lib/server/vehicles/service";
import { balanceOf, blockListingDeposit, depositShortfall } from "@/lib/server/deposits/service";
import { refuseSuspended } from "@/lib/server/accounts/service";
import { refuseUnverifiedIdentity } from "@/lib/server/identity/service";
import { withRetry } from "@/lib/server/db/retry";
import { AppError } from "@/lib/server/errors";
import { notifySavedSearchMatches } from "@/lib/server/savedSearches/service";
import { API_ERRORS } from "@/lib/api/labels";
import { createListingOrder, myOrders, toMyOrder, type ListingSettlement } from "@/lib/server/orders/service";
import { reuseFor } from "@/lib/server/expiringCache";
import { moneyNotices, orderNotices } from "@/lib/notifications/labels";
import { notifyMany } from "@/lib/server/notifications/service";

// ---------------------------------------------------------------- views

export function toListingCard(row: ListingCardRow): ListingCard {
  return {
    ...vehicleCardFields(row),
    status: row.state,
    price: row.price,
    commission: buyerCommission(row.price),
  };
}

function toDetail(
  listing: ListingRow,
  vehicle: NonNullable<Awaited<ReturnType<typeof q.findListingWithVehicle>>>["vehicle"],
): ListingDetail {
  return {
    ...toListingCard({
      ...listing,
      ...vehicleCardValues(vehicle),
    }),
    deposit: depositForPrice(listing.price),
    vehicle: publicVehicleDetail(vehicle),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- public reads

export async function listListings(query: ListingListQuery): Promise<Paged<ListingCard>> {
  const { rows, total } = await q.listListingCards(query);
  return { items: rows.map(toListingCard), total, page: query.page, pageSize: query.pageSize };
}

/** Brands for the list filter; they change only when staff list vehicles, so a minute of staleness is fine. */
export const listingBrands = reuseFor(60_000, () => q.listedListingBrands());

/** A withdrawn listing has no public page: it was never sold and may be offered again another way. */
/** The listings a user follows, as cards (Takip Ettiklerim), most recently followed first. */
export async function followedListings(uid: string, limit: number): Promise<ListingCard[]> {
  return (await q.followedListingCards(uid, limit)).map(toListingCard);
}

export async function getListingDetail(
  id: number,
  viewerUid?: string | null,
): Promise<{ listing: ListingDetail; viewer: ListingViewer | null }> {
  const found = await q.findListingWithVehicle(getDb(), id);
  if (!found || found.listing.state === "withdrawn") throw new AppError("not_found", msg.notFound);
  let viewer: ListingViewer | null = null;
  if (viewerUid) {
    const [orders, staff] = await Promise.all([myOrders(viewerUid), findStaff(viewerUid)]);
    const mine = orders.items.find((o) => o.listingId === id && o.status !== "cancelled");
    viewer = { isSeller: found.listing.sellerUid === viewerUid, myOrderId: mine?.id ?? null, isStaff: staff !== null };
  }
  return { listing: toDetail(found.listing, found.vehicle), viewer };
}

// ---------------------------------------------------------------- buying

/**
 * Buys a listing: the order (price + commission, awaiting payment), the reservation and the
 * deposit block (with its ledger row) in one transaction under the listing's row lock, so of any
 * number of concurrent buyers exactly one gets it and nobody's provision is blocked twice.
 */
export async function buyListing(listingId: number, buyerUid: string, confirmedPrice?: number): Promise<BuyResult> {
  await refuseStaffTrade(buyerUid, API_ERRORS.staffCannotBuy);
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const listing = await q.lockListing(tx, listingId);
      if (!listing) throw new AppError("not_found", msg.notFound);
      await refuseSuspended(tx, buyerUid, "buy");
      await refuseTradingBan(tx, buyerUid);
      await refuseUnverifiedIdentity(tx, buyerUid, "buy");
      const balance = await balanceOf(tx, buyerUid);
      const decision = decideBuy(listing, buyerUid, balance.total - balance.blocked, confirmedPrice);
      if (!decision.ok) throw new AppError(decision.code, decision.message);
      const order = await createListingOrder(tx, {
        listingId,
        vehicleId: listing.vehicleId,
        buyerUid,
        price: listing.price,
        commission: decision.commission,
      });
      // The guarded ledger move is the real gate: a concurrent block elsewhere may have taken the provision since the read above.
      const blocked = await blockListingDeposit(tx, {
        listingId,
        uid: buyerUid,
        amount: decision.deposit,
        note: BUY_NOW_LEDGER_NOTES.deposit(order.id),
      });
      if (!blocked) {
        const missing = await depositShortfall(tx, buyerUid, decision.deposit);
        throw new AppError("conflict", msg.insufficient(missing, decision.deposit));
      }
      const reserved = await q.setListingState(tx, listingId, "reserved");
      const found = (await q.findListingWithVehicle(tx, listingId))!;
      const title = vehicleTitle(found.vehicle);
      await notifyMany(tx, [
        orderNotices.created({
          uid: buyerUid,
          orderId: order.id,
          title,
          price: order.price,
          commission: order.commission,
          paymentDueAt: order.paymentDueAt,
        }),
        moneyNotices.depositBlocked({ uid: buyerUid, amount: decision.deposit, listingId, title, orderId: order.id }),
      ]);
      return {
        order: toMyOrder({
          order,
          brand: found.vehicle.brand,
          model: found.vehicle.model,
          year: found.vehicle.year,
          city: found.vehicle.city,
          photo: found.vehicle.photos[0] ?? null,
        }),
        listing: toDetail(reserved, found.vehicle),
      };
    }),
  );
}

// ---------------------------------------------------------------- for order settlement and the sitemap

/**
 * The listing side of settling an order (changeOrderStatus in lib/server/orders/service.ts): the row
 * lock that serialises every purchase, price change, withdrawal and settlement of one listing, and
 * the listing's move as its order moves (sold when paid, back on sale when cancelled).
 */
export const listingSettlement: ListingSettlement = {
  lock: (tx, id) => q.lockListing(tx, id),
  setState: (tx, id, state) => q.setListingState(tx, id, state),
};

/** Every listing with a public page, for the sitemap. */
export function listingPages(limit: number) {
  return q.listingPages(getDb(), limit);
}

// ---------------------------------------------------------------- management

function toManaged(row: ListingRow, v: ManagedVehicleHead, ownRecord = false): ManagedListing {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    ...managedVehicleFields(v),
    status: row.state,
    price: row.price,
    commission: buyerCommission(row.price),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: ownRecord ? [] : listingActionsFor(row),
    ownRecord,
  };
}

export async function listManagedListings(
  viewer: StaffMember,
  query: { state?: ListingState; page: number; pageSize: number },
): Promise<Paged<ManagedListing>> {
  const { rows, total } = await q.listManagedListings(query, viewer.uid);
  return pageOf(
    rows.map((r) => toManaged(r.listing, r, r.ownRecord)),
    total,
    query,
  );
}

/** Offers a catalogued vehicle at a fixed price; refused while it is in an auction, another listing or a live order. */
export async function createListing(
  staff: StaffMember,
  input: { vehicleId: number; price: number; sellerUid?: string | null },
): Promise<{ listing: ManagedListing }> {
  return withRetry(() => getDb().transaction(async (tx) => ({ listing: await openListingTx(tx, staff, input) })));
}

/** Opens a listing inside the caller's transaction (also used when a sell request goes on sale). */
export async function openListingTx(
  tx: Tx,
  staff: StaffMember,
  input: { vehicleId: number; price: number; sellerUid?: string | null },
): Promise<ManagedListing> {
  // The same lock auction creation takes, so an auction and a listing cannot be opened for one vehicle at once.
  const vehicle = await lockVehicleForNewSale(tx, input.vehicleId, {
    notFound: () => new AppError("not_found", msg.vehicleNotFound, { vehicleId: msg.vehicleNotFound }),
    openAuction: msg.vehicleHasAuction,
    openListing: msg.vehicleHasListing,
    sold: msg.vehicleSold,
  });
  const row = await q.insertListing(tx, {
    vehicleId: input.vehicleId,
    price: input.price,
    sellerUid: input.sellerUid ?? null,
    createdBy: staff.uid,
  });
  await recordAudit(tx, {
    staffUid: staff.uid,
    action: "listing.create",
    targetType: "listing",
    targetId: row.id,
    details: { vehicleId: input.vehicleId, price: input.price },
  });
  const managed = toManaged(row, vehicle);
  await notifySavedSearchMatches(tx, "listing", row.id, managed.title);
  return managed;
}

export async function changeListingPrice(
  staff: StaffMember,
  id: number,
  price: number,
): Promise<{ listing: ManagedListing }> {
  return getDb().transaction(async (tx) => {
    const row = await q.lockListing(tx, id);
    if (!row) throw new AppError("not_found", msg.notFound);
    assertNotOwnRecord(staff, "listing", await q.listingPartiesAmong(tx, id, staff.uid));
    // A reserved listing's price is the buyer's order price; changing it would change what they agreed to.
    if (!listingActionsFor(row).includes("price")) throw new AppError("conflict", msg.priceOnlyOnSale);
    const updated = await q.setListingPrice(tx, id, price);
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "listing.price",
      targetType: "listing",
      targetId: id,
      details: { from: row.price, to: price },
    });
    const vehicle = (await findVehicle(tx, row.vehicleId))!;
    return { listing: toManaged(updated, vehicle) };
  });
}

export async function withdrawListing(staff: StaffMember, id: number): Promise<{ listing: ManagedListing }> {
  return getDb().transaction(async (tx) => {
    const row = await q.lockListing(tx, id);
    if (!row) throw new AppError("not_found", msg.notFound);
    assertNotOwnRecord(staff, "listing", await q.listingPartiesAmong(tx, id, staff.uid));
    if (!listingActionsFor(row).includes("withdraw")) throw new AppError("conflict", msg.withdrawOnlyOnSale);
    const updated = await q.setListingState(tx, id, "withdrawn");
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "listing.withdraw",
      targetType: "listing",
      targetId: id,
      details: { price: row.price },
    });
    const vehicle = (await findVehicle(tx, row.vehicleId))!;
    return { listing: toManaged(updated, vehicle) };
  });
}
