import { vehicleTitle } from "@/lib/vehicles/labels";
import type {
  ManagedOrder,
  MyOrder,
  MyWin,
  OrderSource,
  OrderStatus,
  OrderTransfer,
  SettledDeposit,
} from "@/lib/orders/types";
import type { Paged } from "@/lib/paging";
import {
  AFTER_APPOINTMENT_GRACE_HOURS,
  APPOINTMENT_DUE_DAYS,
  APPOINTMENT_MAX_DAYS_AHEAD,
  appointmentProblem,
  buyerOrderActionsFor,
  forfeitLockedUntil,
  isPaymentOverdue,
  orderActionsFor,
  orderPaymentReference,
  orderStep,
  orderTimeline,
  RESCHEDULABLE,
  transferOverdue,
} from "@/lib/orders/rules";
import { ORDER_ERRORS, ORDER_LEDGER_NOTES } from "@/lib/orders/labels";
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
import { submitInvoicesSoon } from "@/lib/server/invoices/submission";
import {
  privateObjectName,
  readPrivateObject,
  removePrivateObject,
  storePrivateObject,
} from "@/lib/server/storage/private";
import { markVehicleLeftStock } from "@/lib/server/vehicles/service";
import { moneyNotices, orderNotices } from "@/lib/notifications/labels";
import { notifyMany, vehicleTitleOf, type NotificationInput } from "@/lib/server/notifications/service";

export type { ManagedOrder };

const sourceOf = (o: Pick<OrderRow, "listingId">): OrderSource => (o.listingId !== null ? "listing" : "auction");
/** The title transfer's part of an order view: the appointment, the GÖS reference and the timeline. */
export function transferOf(o: OrderRow): OrderTransfer {
  return {
    appointment:
      o.appointmentAt && o.notaryName && o.notaryCity
        ? { notaryName: o.notaryName, city: o.notaryCity, at: o.appointmentAt.toISOString() }
        : null,
    gosReference: o.gosReference,
    contract: o.contractFile !== null,
    timeline: orderTimeline(o),
  };
}

const settledDepositOf = (o: Pick<OrderRow, "depositOutcome" | "depositAmount">): SettledDeposit | null =>
  o.depositOutcome !== null && o.depositAmount !== null ? { outcome: o.depositOutcome, amount: o.depositAmount } : null;

/** What names an order in both the buyer's and the staff's views: its number, where it came from, the motorcycle. */
function orderHeading(r: { order: OrderRow; brand: string; model: string; year: number }) {
  return {
    id: r.order.id,
    source: sourceOf(r.order),
    auctionId: r.order.auctionId,
    listingId: r.order.listingId,
    title: vehicleTitle(r),
  };
}

export function toMyOrder(r: {
  order: OrderRow;
  brand: string;
  model: string;
  year: number;
  city: string;
  photo: string | null;
}): MyOrder {
  return {
    ...orderHeading(r),
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
    transfer: transferOf(r.order),
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
        ...orderHeading(r),
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
        transfer: transferOf(r.order),
        overdueStep: transferOverdue(r.order, now),
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
  if (status === "gos_paid") notices.push(orderNotices.gosPaid({ ...ref, reference: order.gosReference ?? "" }));
  if (status === "transferred") notices.push(orderNotices.transferred(ref));
  if (status === "completed") notices.push(orderNotices.completed(ref));
  if (status === "cancelled") notices.push(orderNotices.cancelled(ref));
  if (released > 0)
    notices.push(moneyNotices.depositReleased({ uid: order.buyerUid, orderId: order.id, amount: released }));
  if (forfeited > 0)
    notices.push(moneyNotices.depositCaptured({ uid: order.buyerUid, orderId: order.id, amount: forfeited }));
  return notices;
}

/** A noter appointment as staff enter it: the noterlik, its city and the time (ISO with offset). */
export type AppointmentInput = { notaryName: string; city: string; at: string };

/**
 * A staff step of the order (PRODUCT §7.2), with the data the step needs: the appointment, the GÖS
 * payment's reference. The title transfer has its own function (it stores the signed contract).
 */
export type OrderChange =
  | { status: "paid" | "completed"; forfeitDeposit?: undefined }
  | { status: "cancelled"; forfeitDeposit?: boolean }
  | { status: "appointment_set"; appointment: AppointmentInput; forfeitDeposit?: undefined }
  | { status: "gos_paid"; gosReference: string; forfeitDeposit?: undefined };

/** Refuses an appointment time in the past or too far ahead (lib/orders/rules.ts appointmentProblem). */
function checkAppointment(a: AppointmentInput, now: Date): void {
  const problem = appointmentProblem(a.at, now);
  if (problem === "past")
    throw new AppError("validation", ORDER_ERRORS.appointmentPast, { at: ORDER_ERRORS.appointmentPast });
  if (problem === "too_far") {
    const message = ORDER_ERRORS.appointmentTooFar(APPOINTMENT_MAX_DAYS_AHEAD);
    throw new AppError("validation", message, { at: message });
  }
}

/** The appointment notices: the buyer, and the seller when a user consigned the vehicle (company stock has none). */
async function appointmentNotices(tx: Tx, order: OrderRow, changes: number): Promise<NotificationInput[]> {
  const title = await vehicleTitleOf(tx, order.vehicleId);
  const base = {
    orderId: order.id,
    title,
    notaryName: order.notaryName!,
    city: order.notaryCity!,
    at: order.appointmentAt!,
    changes,
  };
  const notices = [orderNotices.appointmentSet({ ...base, uid: order.buyerUid, role: "buyer" })];
  const seller = await q.orderSeller(tx, order.id);
  if (seller) notices.push(orderNotices.appointmentSet({ ...base, uid: seller, role: "seller" }));
  return notices;
}

/**
 * The columns a step writes with its status. The "fee paid" step is one place on purpose: what else
 * must happen in the same transaction when the service fee is paid (an invoice) joins here.
 */
function stepColumns(change: OrderChange): q.OrderStepColumns {
  const now = new Date();
  switch (change.status) {
    case "paid":
      return { paidAt: now };
    case "appointment_set":
      return {
        appointmentSetAt: now,
        notaryName: change.appointment.notaryName,
        notaryCity: change.appointment.city,
        appointmentAt: new Date(change.appointment.at),
      };
    case "gos_paid":
      return { gosPaidAt: now, gosReference: change.gosReference };
    case "completed":
      return { completedAt: now };
    case "cancelled":
      return { cancelledAt: now };
  }
}

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
  if (change.status === "appointment_set") checkAppointment(change.appointment, new Date());
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
          status === "completed" ? ORDER_LEDGER_NOTES.completed : ORDER_LEDGER_NOTES.cancelled,
        );
      if (step.deposit === "capture") {
        forfeited = await captureOrderDeposit(tx, order, ORDER_LEDGER_NOTES.forfeit(id));
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
      const updated = await q.setOrderStatus(tx, id, status, settled, stepColumns(change));
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
          ...(change.status === "appointment_set" ? { appointment: change.appointment } : {}),
          ...(change.status === "gos_paid" ? { gosReference: change.gosReference } : {}),
        },
      });
      await notifyMany(tx, [
        ...(await orderChangeNotices(tx, updated, status, released, forfeited)),
        ...(status === "appointment_set" ? await appointmentNotices(tx, updated, 0) : []),
      ]);
      return { order: { id: updated.id, status: updated.status }, released, forfeited };
    }),
  ).then((result) => {
    // An invoice or credit note may have been issued: report it to the provider now that it is committed.
    if (status === "paid" || status === "cancelled") submitInvoicesSoon();
    return result;
  });
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

// ---------------------------------------------------------------- the title transfer (PRODUCT §7.2)

/**
 * Moves an order's noter appointment (set, not yet held: before the title moved). The buyer and the
 * seller hear of it with a new calendar file that replaces the old entry (same UID, next SEQUENCE).
 */
export async function rescheduleAppointment(
  staff: StaffMember,
  id: number,
  appointment: AppointmentInput,
): Promise<{ order: { id: number; status: OrderStatus } }> {
  checkAppointment(appointment, new Date());
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const order = await q.lockOrder(tx, id);
      if (!order) throw new AppError("not_found", ORDER_ERRORS.orderNotFound);
      assertNotOwnRecord(staff, "order", [order.buyerUid, await q.orderSeller(tx, id)]);
      if (!RESCHEDULABLE.includes(order.status))
        throw new AppError("conflict", ORDER_ERRORS.notReschedulable(order.status));
      const updated = await q.moveAppointment(tx, id, {
        notaryName: appointment.notaryName,
        notaryCity: appointment.city,
        appointmentAt: new Date(appointment.at),
      });
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "order.appointment_moved",
        targetType: "order",
        targetId: id,
        details: {
          from: { notaryName: order.notaryName, city: order.notaryCity, at: order.appointmentAt?.toISOString() },
          to: appointment,
          buyerUid: order.buyerUid,
        },
      });
      await notifyMany(tx, await appointmentNotices(tx, updated, updated.appointmentChanges));
      return { order: { id: updated.id, status: updated.status } };
    }),
  );
}

/** The largest signed contract accepted: a scanned few pages. */
export const MAX_CONTRACT_BYTES = 10 * 1024 * 1024;

/**
 * The title transferred at the noter: stores the signed sales contract (encrypted, private area),
 * moves the order to `transferred` and takes the vehicle out of stock, in one transaction. The file
 * is stored first (storage is not transactional); a refused step removes it again.
 */
export async function transferOrder(
  staff: StaffMember,
  id: number,
  contract: Buffer,
): Promise<{ order: { id: number; status: OrderStatus } }> {
  if (contract.length === 0) throw new AppError("validation", ORDER_ERRORS.contractRequired);
  // A PDF starts with "%PDF-"; anything else (a photo, a Word file) is not the signed contract we keep.
  if (contract.subarray(0, 5).toString("latin1") !== "%PDF-")
    throw new AppError("validation", ORDER_ERRORS.contractNotPdf);
  const peek = await q.findOrder(getDb(), id);
  if (!peek) throw new AppError("not_found", ORDER_ERRORS.orderNotFound);
  const step = orderStep(peek, "transferred");
  if (!step.ok) throw new AppError("conflict", step.message);
  const name = privateObjectName(`sozlesme-${id}`, "pdf");
  await storePrivateObject(name, contract);
  try {
    return await withRetry(() =>
      getDb().transaction(async (tx) => {
        const order = await q.lockOrder(tx, id);
        if (!order) throw new AppError("not_found", ORDER_ERRORS.orderNotFound);
        assertNotOwnRecord(staff, "order", [order.buyerUid, await q.orderSeller(tx, id)]);
        const locked = orderStep(order, "transferred");
        if (!locked.ok) throw new AppError("conflict", locked.message);
        const updated = await q.setOrderStatus(tx, id, "transferred", undefined, {
          transferredAt: new Date(),
          contractFile: name,
        });
        await markVehicleLeftStock(tx, order.vehicleId);
        await recordAudit(tx, {
          staffUid: staff.uid,
          action: "order.transferred",
          targetType: "order",
          targetId: id,
          details: {
            from: order.status,
            to: "transferred",
            vehicleId: order.vehicleId,
            contractBytes: contract.length,
            buyerUid: order.buyerUid,
          },
        });
        await notifyMany(tx, await orderChangeNotices(tx, updated, "transferred", 0, 0));
        return { order: { id: updated.id, status: updated.status } };
      }),
    );
  } catch (error) {
    await removePrivateObject(name).catch(() => undefined);
    throw error;
  }
}

/** The signed sales contract of an order, for staff with orders access. */
export async function orderContract(id: number): Promise<{ name: string; data: Buffer }> {
  const order = await q.findOrder(getDb(), id);
  if (!order) throw new AppError("not_found", ORDER_ERRORS.orderNotFound);
  const data = order.contractFile ? await readPrivateObject(order.contractFile) : null;
  if (!data) throw new AppError("not_found", ORDER_ERRORS.contractNotFound);
  return { name: `satis-sozlesmesi-${id}.pdf`, data };
}

/** The dashboard's late title-transfer steps (thresholds: lib/orders/rules.ts). */
export function transferOverdueCounts(): Promise<{ appointment: number; gos: number; transfer: number }> {
  return q.countTransferOverdue(APPOINTMENT_DUE_DAYS, AFTER_APPOINTMENT_GRACE_HOURS);
}
