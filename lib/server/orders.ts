import type { OrderStatus, Paged } from "@/lib/auctions/types";
import type { ManagedOrder, MyOrder } from "@/lib/buyNow/types";
import { recordAudit } from "./audit";
import type { StaffMember } from "./auth";
import { buyNowMessages, orderStep } from "./buyNowFlow";
import { getDb, type Tx } from "./db";
import * as auctionsQ from "./db/auctions";
import * as q from "./db/buyNow";
import type { OrderRow } from "./db/buyNow";
import { applyLedgerMove } from "./db/ledger";
import { withRetry } from "./db/retry";
import { releaseBlock } from "./deposits";
import { AppError } from "./errors";

export type { ManagedOrder };

const title = (v: { year: number; brand: string; model: string }) => `${v.year} ${v.brand} ${v.model}`;
const sourceOf = (o: Pick<OrderRow, "listingId">) => (o.listingId !== null ? "listing" : "auction");

export function toMyOrder(r: { order: OrderRow; brand: string; model: string; year: number; city: string; photo: string | null }): MyOrder {
  return {
    id: r.order.id,
    source: sourceOf(r.order),
    auctionId: r.order.auctionId,
    listingId: r.order.listingId,
    title: title(r),
    city: r.city,
    photo: r.photo,
    price: r.order.price,
    commission: r.order.commission,
    total: r.order.price + r.order.commission,
    status: r.order.status,
    createdAt: r.order.createdAt.toISOString(),
    updatedAt: r.order.updatedAt.toISOString(),
  };
}

/** "Siparişlerim": every order of the buyer, from auctions won and from buy-now purchases. */
export async function myOrders(uid: string): Promise<{ items: MyOrder[] }> {
  return { items: (await q.ordersOfBuyer(uid)).map(toMyOrder) };
}

export async function listOrders(query: { status?: OrderStatus; source?: "auction" | "listing"; page: number; pageSize: number }): Promise<Paged<ManagedOrder>> {
  const { rows, total } = await q.listManagedOrders(query);
  return {
    items: rows.map((r) => ({
      id: r.order.id,
      source: sourceOf(r.order),
      auctionId: r.order.auctionId,
      listingId: r.order.listingId,
      title: title(r),
      price: r.order.price,
      commission: r.order.commission,
      total: r.order.price + r.order.commission,
      status: r.order.status,
      buyer: { name: r.buyerName, lastName: r.buyerLastName, email: r.buyerEmail, phone: r.buyerPhone },
      createdAt: r.order.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Releases the buyer's deposit that guaranteed this order; answers the amount released. */
async function releaseOrderDeposit(tx: Tx, order: OrderRow, note: string): Promise<number> {
  if (order.auctionId !== null) {
    let released = 0;
    for (const block of await auctionsQ.activeBlocks(tx, order.auctionId)) {
      if (block.uid !== order.buyerUid) continue;
      await releaseBlock(tx, block, note);
      released += block.amount;
    }
    return released;
  }
  const block = await q.markListingBlockReleased(tx, order.listingId!, order.buyerUid);
  if (!block) return 0;
  const ok = await applyLedgerMove(tx, { uid: order.buyerUid, kind: "release", amount: block.amount, refType: "listing", refId: order.listingId!, note });
  // An active block always has its amount inside `blocked`; failing here means the books disagree.
  if (!ok) throw new Error(`deposit block ${block.id} could not be released: blocked balance below the block`);
  return block.amount;
}

/**
 * Moves an order of either source along its lifecycle (DESIGN §3). Completed or cancelled: the
 * buyer's deposit is released in the same transaction. A buy-now listing is sold once its order is
 * paid and goes back on sale when the order is cancelled. Locks: the listing first, then the order,
 * the same order a purchase takes them, so a settlement and a purchase cannot deadlock.
 */
export async function changeOrderStatus(staff: StaffMember, id: number, status: OrderStatus): Promise<{ order: { id: number; status: OrderStatus }; released: number }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const peek = await q.findOrder(tx, id);
      if (!peek) throw new AppError("not_found", buyNowMessages.orderNotFound);
      if (peek.listingId !== null) await q.lockListing(tx, peek.listingId);
      const order = (await auctionsQ.lockOrder(tx, id))!;
      const step = orderStep(order, status);
      if (!step.ok) throw new AppError("conflict", step.message);
      const released = step.releaseDeposit ? await releaseOrderDeposit(tx, order, status === "completed" ? "Sipariş tamamlandı" : "Sipariş iptal edildi") : 0;
      if (step.listingState && order.listingId !== null) await q.setListingState(tx, order.listingId, step.listingState);
      const updated = await auctionsQ.setOrderStatus(tx, id, status);
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: `order.${status}`,
        targetType: "order",
        targetId: id,
        details: { from: order.status, to: status, released, source: sourceOf(order), auctionId: order.auctionId, listingId: order.listingId, listingState: step.listingState },
      });
      return { order: { id: updated.id, status: updated.status }, released };
    }),
  );
}
