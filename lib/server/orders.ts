import type { OrderStatus, Paged } from "@/lib/auctions/types";
import { recordAudit } from "./audit";
import type { StaffMember } from "./auth";
import { getDb } from "./db";
import * as q from "./db/auctions";
import { withRetry } from "./db/retry";
import { releaseBlock } from "./deposits";
import { AppError } from "./errors";

/** Order lifecycle (DESIGN §3): awaiting payment → paid → completed; cancelled from either open state. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

const STATUS_TEXT: Record<OrderStatus, string> = { awaiting_payment: "ödeme bekleniyor", paid: "ödendi", completed: "tamamlandı", cancelled: "iptal edildi" };

export type ManagedOrder = {
  id: number;
  auctionId: number | null;
  title: string;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  buyer: { name: string; lastName: string; email: string; phone: string };
  createdAt: string;
};

export async function listOrders(query: { status?: OrderStatus; page: number; pageSize: number }): Promise<Paged<ManagedOrder>> {
  const { rows, total } = await q.listOrders(query);
  return {
    items: rows.map((r) => ({
      id: r.order.id,
      auctionId: r.order.auctionId,
      title: `${r.year} ${r.brand} ${r.model}`,
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

/**
 * Moves an order along its lifecycle. When it is settled (completed) or cancelled, the winner's
 * auction deposit is released in the same transaction: the block only ever guaranteed the order.
 */
export async function changeOrderStatus(staff: StaffMember, id: number, status: OrderStatus): Promise<{ order: { id: number; status: OrderStatus }; released: number }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const order = await q.lockOrder(tx, id);
      if (!order) throw new AppError("not_found", "Sipariş bulunamadı.");
      if (!NEXT[order.status].includes(status)) {
        throw new AppError("conflict", `Sipariş ${STATUS_TEXT[order.status]} durumunda; ${STATUS_TEXT[status]} olarak işaretlenemez.`);
      }
      let released = 0;
      if ((status === "completed" || status === "cancelled") && order.auctionId) {
        for (const block of await q.activeBlocks(tx, order.auctionId)) {
          if (block.uid !== order.buyerUid) continue;
          await releaseBlock(tx, block, status === "completed" ? "Sipariş tamamlandı" : "Sipariş iptal edildi");
          released += block.amount;
        }
      }
      const updated = await q.setOrderStatus(tx, id, status);
      await recordAudit(tx, { staffUid: staff.uid, action: `order.${status}`, targetType: "order", targetId: id, details: { from: order.status, to: status, released } });
      return { order: { id: updated.id, status: updated.status }, released };
    }),
  );
}
