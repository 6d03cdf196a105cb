/**
 * Pure order rules, for orders of both sources (a won auction, a Hemen Al purchase): the lifecycle,
 * what staff may do next, and how and by when a buyer pays (the due date, the payment reference),
 * shared by the server (which stores the due date and refuses an early cayma bedeli) and the
 * screens (which show it). No I/O, no clock of its own.
 */
import type { BuyerOrderAction, OrderAction, OrderStatus } from "@/lib/orders/types";
import { ORDER_ERRORS } from "@/lib/orders/labels";

/** Working days the buyer has to pay for an order (price + service fee); the texts quote it (lib/content/rules.ts). */
export const PAYMENT_BUSINESS_DAYS = 3;

/**
 * Turkey has kept UTC+3 all year since September 2016 (no daylight saving), so an Istanbul calendar
 * day starts at 21:00 UTC of the day before.
 */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a buyer's payment is due: the end (23:59:59 Istanbul time) of the
 * `PAYMENT_BUSINESS_DAYS`-th business day after the day the order was created. Business days are Monday
 * to Friday in Europe/Istanbul. Public holidays are NOT skipped: the religious holidays move every
 * year and would need an official table kept up to date; staff see the due date and may still
 * release the deposit instead of collecting it when a holiday delayed a payment.
 */
export function paymentDueAt(createdAt: Date | string): Date {
  const created = new Date(createdAt);
  // The Istanbul calendar day of the order, as a UTC midnight so day arithmetic has no offsets.
  let day = Math.floor((created.getTime() + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS;
  let counted = 0;
  while (counted < PAYMENT_BUSINESS_DAYS) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return new Date(day + DAY_MS - ISTANBUL_OFFSET_MS - 1000);
}

/** Whether an unpaid order is past its due date at `now` (a cayma bedeli may be collected only then). */
export function isPaymentOverdue(dueAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() > new Date(dueAt).getTime();
}

/**
 * The text the buyer writes in the transfer's description. Derived from the order number, so it is
 * unique and never changes; "MB-S-" (sipariş) keeps it apart from provision references (`MB-` and
 * eight letters/digits, never a dash).
 */
export function orderPaymentReference(orderId: number): string {
  return `MB-S-${orderId}`;
}

/** The order number in a staff search for "MB-S-123", "#123" or "123"; null when it is not one. */
export function orderIdFromSearch(text: string): number | null {
  const match = /^\s*(?:MB-S-|#)?(\d{1,15})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// ---------------------------------------------------------------- lifecycle

/** Order lifecycle (PRODUCT §7.2): awaiting payment → paid → completed; cancelled from either open state. */
export const ORDER_NEXT: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** What happens to the buyer's blocked deposit when an order moves: kept, released, or captured as a cayma bedeli. */
export type DepositOutcome = "keep" | "release" | "capture";

export type OrderStep =
  { ok: true; deposit: DepositOutcome; listingState: "on_sale" | "sold" | null } | { ok: false; message: string };

/**
 * What moving an order to `to` does. The deposit guaranteed the order, so it is released when the
 * order ends either way, unless staff cancel an order the buyer did not pay and choose to collect
 * the deposit as a cayma bedeli (membership agreement; never once the order is paid, never before its
 * payment due date). A buy-now
 * listing is sold once paid and goes back on sale when its order is cancelled, forfeit or not.
 */
export function orderStep(
  order: { status: OrderStatus; listingId: number | null; paymentDueAt: Date | string },
  to: OrderStatus,
  opts: { forfeitDeposit?: boolean; now?: Date } = {},
): OrderStep {
  if (!ORDER_NEXT[order.status].includes(to)) {
    return { ok: false, message: ORDER_ERRORS.wrongStep(order.status, to) };
  }
  if (opts.forfeitDeposit) {
    if (to !== "cancelled") return { ok: false, message: ORDER_ERRORS.forfeitOnlyOnCancel };
    if (order.status !== "awaiting_payment") return { ok: false, message: ORDER_ERRORS.forfeitOnlyUnpaid };
    // The buyer has until the due date to pay (membership agreement): collecting earlier punishes a buyer who did nothing wrong.
    if (!isPaymentOverdue(order.paymentDueAt, opts.now ?? new Date()))
      return { ok: false, message: ORDER_ERRORS.forfeitBeforeDue(order.paymentDueAt) };
  }
  const deposit: DepositOutcome =
    to === "completed" || to === "cancelled" ? (opts.forfeitDeposit ? "capture" : "release") : "keep";
  let listingState: "on_sale" | "sold" | null = null;
  if (order.listingId !== null) {
    if (to === "paid") listingState = "sold";
    if (to === "cancelled") listingState = "on_sale";
  }
  return { ok: true, deposit, listingState };
}

// ---------------------------------------------------------------- what staff may do next

/**
 * The actions staff may take on an order now, for the buttons the management list shows: the next
 * statuses of the lifecycle, and "forfeit" when cancelling may collect the deposit still blocked
 * for it (unpaid and past its due date, orderStep's rule).
 */
export function orderActionsFor(
  order: { status: OrderStatus; listingId: number | null; paymentDueAt: Date | string; deposit: number },
  now: Date,
): OrderAction[] {
  const moves = ORDER_NEXT[order.status].filter(
    (to): to is Exclude<OrderStatus, "awaiting_payment"> => to !== "awaiting_payment",
  );
  const forfeit = order.deposit > 0 && orderStep(order, "cancelled", { forfeitDeposit: true, now }).ok;
  return forfeit ? [...moves, "forfeit"] : moves;
}

/**
 * When a cayma bedeli is not allowed yet but will be: an unpaid order with a deposit still blocked,
 * before its due date. The due date, or null (already allowed, or never for this order).
 */
export function forfeitLockedUntil(
  order: { status: OrderStatus; paymentDueAt: Date | string; deposit: number },
  now: Date,
): Date | null {
  if (order.status !== "awaiting_payment" || order.deposit <= 0) return null;
  return isPaymentOverdue(order.paymentDueAt, now) ? null : new Date(order.paymentDueAt);
}

// ---------------------------------------------------------------- what the buyer may do

/**
 * The buyer's actions on their order (Siparişlerim, Kazandıklarım): pay while it awaits payment, and
 * ask for transport (Nakliye) while it is not cancelled.
 */
export function buyerOrderActionsFor(order: { status: OrderStatus }): BuyerOrderAction[] {
  const actions: BuyerOrderAction[] = [];
  if (order.status === "awaiting_payment") actions.push("pay");
  if (order.status !== "cancelled") actions.push("transport");
  return actions;
}
