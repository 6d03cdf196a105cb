import { vehicleTitle } from "@/lib/vehicles/labels";
import type { ManagedOrder, MyOrder, MyWin, OrderStatus, SettledDeposit } from "@/lib/orders/types";
import type { Paged } from "@/lib/paging";
import {
  buyerOrderActionsFor,
  forfeitLockedUntil,
  isPaymentOverdue,
  orderActionsFor,
  orderPaymentReference,
  orderStep,
} from "@/lib/orders/rules";
import { ORDER_ERRORS } from "@/lib/orders/labels";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { isOwnRecord } from "@/lib/staff/rules";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/orders/queries";
import type { ManagedOrderQuery, OrderRow } from "@/lib/server/orders/queries";
import { withRetry } from "@/lib/server/db/retry";
import { captureBlock, orderBlocks, releaseBlock } from "@/lib/server/deposits/service";
import { AppError } from "@/lib/server/errors";
import { invoiceOrderChange } from "@/lib/server/invoices/service";
import { moneyNotices, orderNotices } from "@/lib/notifications/labels";
import { notifyMany, vehicleTitleOf, type NotificationInput } from "@/lib/server/notifications/service";

export type { ManagedOrder };

const sourceOf = (o: Pick<OrderRow, "listingId">) => (o.listingId !== null ? "listing" : "auction");
const settledDepositOf = (o: Pick<OrderRow, "depositOutcome" | "depositAmount">): SettledDeposit | null =>
  o.depositOutcome !== null && o.depositAmount !== null ? { outcome: o.depositOutcome, amount: o.depositAmount } : null;

export function toMyOrder(r: {
  order: OrderRow;
  brand: string;
  model: string;
  year: number;
  city: string;
  photo: string | null;
}): MyOrder {
  return {
    id: r.order.id,
    source: sourceOf(r.order),
    auctionId: r.order.auctionId,
    listingId: r.order.listingId,
    title: vehicleTitle(r),
    city: r.city,
    photo: r.photo,
    price: r.order.price,
    commission: r.order.commission,
    total: r.order.price + r.order.commission,
    status: r.order.status,
    settledDeposit: settledDepositOf(r.order),
    paymentDueAt: r.order.paymentDueAt.toISOString(),
    paymentReference: orderPaymentReference(r.order.id),
    createdAt: r.order.createdAt.toISOString(),
    updatedAt: r.order.updatedAt.toISOString(),
    actions: buyerOrderActionsFor(r.order),
  };
}

// ---------------------------------------------------------------- creating orders (auction close, Hemen Al purchase)

type NewOrder = { vehicleId: number; buyerUid: string; price: number; commission: number };

/** The winner's order of a closing auction, in the closing transaction; undefined when it already has one. */
export function createAuctionOrder(tx: Tx, order: NewOrder & { auctionId: number }): Promise<OrderRow | undefined> {
  return q.insertAuctionOrder(tx, order);
}

/** A Hemen Al purchase's order, in the purchase transaction under the listing's row lock. */
export function createListingOrder(tx: Tx, order: NewOrder & { listingId: number }): Promise<OrderRow> {
  return q.insertListingOrder(tx, order);
}

/** "Siparişlerim": every order of the buyer, from auctions won and from buy-now purchases. */
export async function myOrders(uid: string): Promise<{ items: MyOrder[] }> {
  return { items: (await q.ordersOfBuyer(uid)).map(toMyOrder) };
}

/** "Kazandıklarım": won auctions and their orders, each with its deposit's outcome once closed. */
export async function myWinOrders(uid: string): Promise<{ items: MyWin[] }> {
  const rows = await q.wonOrdersOf(uid);
  return {
    items: rows.map((r) => {
      // The same order summary as Siparişlerim, under the names Kazandıklarım has always answered.
      const { id, source: _source, listingId: _listing, updatedAt: _updated, ...order } = toMyOrder(r);
      return { orderId: id, ...order };
    }),
  };
}

export async function listOrders(viewer: StaffMember, query: ManagedOrderQuery): Promise<Paged<ManagedOrder>> {
  const { rows, total } = await q.listManagedOrders(query);
  const now = new Date();
  return {
    items: rows.map((r) => {
      // Separation of duties: the buyer or seller of an order sees it without buttons.
      const ownRecord = isOwnRecord(viewer, [r.order.buyerUid, r.sellerUid]);
      return {
        id: r.order.id,
        source: sourceOf(r.order),
        auctionId: r.order.auctionId,
        listingId: r.order.listingId,
        title: vehicleTitle(r),
        price: r.order.price,
        commission: r.order.commission,
        total: r.order.price + r.order.commission,
        status: r.order.status,
        deposit: r.deposit,
        settledDeposit: settledDepositOf(r.order),
        buyer: { name: r.buyerName, lastName: r.buyerLastName, email: r.buyerEmail, phone: r.buyerPhone },
        paymentDueAt: r.order.paymentDueAt.toISOString(),
        paymentReference: orderPaymentReference(r.order.id),
        overdue: r.order.status === "awaiting_payment" && isPaymentOverdue(r.order.paymentDueAt, now),
        actions: ownRecord ? [] : orderActionsFor({ ...r.order, deposit: r.deposit }, now),
        forfeitLockedUntil: ownRecord
          ? null
          : (forfeitLockedUntil({ ...r.order, deposit: r.deposit }, now)?.toISOString() ?? null),
        ownRecord,
        createdAt: r.order.createdAt.toISOString(),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Releases the buyer's deposit that guaranteed this order; answers the amount released. */
async function releaseOrderDeposit(tx: Tx, order: OrderRow, note: string): Promise<number> {
  let released = 0;
  for (const block of await orderBlocks(tx, order)) {
    if (await releaseBlock(tx, block, note)) released += block.amount;
  }
  return released;
}

/**
 * Collects the buyer's deposit that guaranteed this order as a cayma bedeli (the buyer did not pay);
 * answers the amount captured. The same blocks a release would free.
 */
async function captureOrderDeposit(tx: Tx, order: OrderRow, note: string): Promise<number> {
  let captured = 0;
  for (const block of await orderBlocks(tx, order)) {
    if (await captureBlock(tx, block, note)) captured += block.amount;
  }
  return captured;
}

/** What the buyer hears about a status change: the order's new status and what became of the deposit. */
async function orderChangeNotices(
  tx: Tx,
  order: OrderRow,
  status: OrderStatus,
  released: number,
  forfeited: number,
): Promise<NotificationInput[]> {
  const ref = { uid: order.buyerUid, orderId: order.id, title: await vehicleTitleOf(tx, order.vehicleId) };
  const notices: NotificationInput[] = [];
  if (status === "paid") notices.push(orderNotices.paid(ref));
  if (status === "completed") notices.push(orderNotices.completed(ref));
  if (status === "cancelled") notices.push(orderNotices.cancelled(ref));
  if (released > 0)
    notices.push(moneyNotices.depositReleased({ uid: order.buyerUid, orderId: order.id, amount: released }));
  if (forfeited > 0)
    notices.push(moneyNotices.depositCaptured({ uid: order.buyerUid, orderId: order.id, amount: forfeited }));
  return notices;
}

export type OrderChange = { status: OrderStatus; forfeitDeposit?: boolean };

/**
 * What a captured deposit sets off above this domain (the non-payer's ban and the next bidder's second
 * chance, PRODUCT §7.3), in the cancelling transaction. Passed in by the caller: the offers service
 * creates orders, so this service cannot import it.
 */
export type CaptureFollowUp = (tx: Tx, order: OrderRow, now: Date) => Promise<void>;

/**
 * What settling an order does to its Hemen Al listing: the listing's row lock and its state change.
 * The buy-now service provides it (`listingSettlement`): orders sit below buy-now (a purchase creates
 * its order), so this service cannot import buy-now; the caller passes it in.
 */
export type ListingSettlement = {
  lock(tx: Tx, listingId: number): Promise<unknown>;
  setState(tx: Tx, listingId: number, state: "on_sale" | "sold"): Promise<unknown>;
};

/**
 * Moves an order of either source along its lifecycle (PRODUCT §7.2). Completed or cancelled: the
 * buyer's deposit is released in the same transaction, or, when staff cancel an unpaid order with
 * `forfeitDeposit`, captured as a cayma bedeli. A buy-now listing is sold once its order is paid and
 * goes back on sale when the order is cancelled. Locks: the listing first, then the order, the same
 * order a purchase takes them, so a settlement and a purchase cannot deadlock; the order row lock
 * makes concurrent changes of one order run one after the other, so only the first sees it open.
 */
export async function changeOrderStatus(
  staff: StaffMember,
  id: number,
  change: OrderChange,
  listing: ListingSettlement,
  afterCapture?: CaptureFollowUp,
): Promise<{ order: { id: number; status: OrderStatus }; released: number; forfeited: number }> {
  const { status, forfeitDeposit = false } = change;
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const peek = await q.findOrder(tx, id);
      if (!peek) throw new AppError("not_found", ORDER_ERRORS.orderNotFound);
      if (peek.listingId !== null) await listing.lock(tx, peek.listingId);
      const order = (await q.lockOrder(tx, id))!;
      assertNotOwnRecord(staff, "order", [order.buyerUid, await q.orderSeller(tx, id)]);
      const step = orderStep(order, status, { forfeitDeposit });
      if (!step.ok) throw new AppError("conflict", step.message);
      let released = 0;
      let forfeited = 0;
      if (step.deposit === "release")
        released = await releaseOrderDeposit(
          tx,
          order,
          status === "completed" ? "Sipariş tamamlandı" : "Sipariş iptal edildi",
        );
      if (step.deposit === "capture") {
        forfeited = await captureOrderDeposit(tx, order, `Cayma bedeli: sipariş #${id}`);
        // Staff chose to collect a deposit; cancelling as if they had (and saying nothing was collected) would mislead them.
        if (forfeited === 0) throw new AppError("conflict", ORDER_ERRORS.noDepositToForfeit);
      }
      if (step.listingState && order.listingId !== null) await listing.setState(tx, order.listingId, step.listingState);
      // Recorded on the order itself, so the buyer's and staff's order lists can say what became of the deposit.
      const settled: SettledDeposit | undefined =
        step.deposit === "keep"
          ? undefined
          : step.deposit === "capture"
            ? { outcome: "captured", amount: forfeited }
            : { outcome: "released", amount: released };
      const updated = await q.setOrderStatus(tx, id, status, settled);
      await invoiceOrderChange(tx, order, status);
      // A non-payer (PRODUCT §7.3): their ban after a second capture, and the next bidder's second chance.
      if (step.deposit === "capture" && afterCapture) await afterCapture(tx, order, new Date());
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: `order.${status}`,
        targetType: "order",
        targetId: id,
        details: {
          from: order.status,
          to: status,
          released,
          forfeited,
          buyerUid: order.buyerUid,
          source: sourceOf(order),
          auctionId: order.auctionId,
          listingId: order.listingId,
          listingState: step.listingState,
        },
      });
      await notifyMany(tx, await orderChangeNotices(tx, order, status, released, forfeited));
      return { order: { id: updated.id, status: updated.status }, released, forfeited };
    }),
  );
}

// ---------------------------------------------------------------- for the invoice domain (docs/invoices.md)

/** An order and its seller (null: the company's own stock), for its invoices and sales contract. */
export function orderForDocuments(id: number): Promise<{ order: OrderRow; sellerUid: string | null } | null> {
  return getDb().transaction(async (tx) => {
    const order = await q.findOrder(tx, id);
    return order ? { order, sellerUid: await q.orderSeller(tx, id) } : null;
  });
}

/** Locks an order's row for a change another domain makes to it (the buyer's billing identity). */
export const lockOrderForDocuments = (tx: Tx, id: number): Promise<OrderRow | undefined> => q.lockOrder(tx, id);
