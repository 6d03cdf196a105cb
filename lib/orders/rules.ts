/**
 * Pure order rules, for orders of both sources (a won auction, a Hemen Al purchase): the lifecycle,
 * what staff may do next, and how and by when a buyer pays (the due date, the payment reference),
 * shared by the server (which stores the due date and refuses an early cayma bedeli) and the
 * screens (which show it). No I/O, no clock of its own.
 */
import type { BuyerOrderAction, OrderAction, OrderStatus, OrderTimelineStep, OverdueStep } from "@/lib/orders/types";
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

/**
 * Order lifecycle (PRODUCT §7.2): the service fee paid to the company (`paid`) → noter appointment →
 * the vehicle price paid through the noter's GÖS → title transferred → completed. Cancelled from every
 * state before the title moved: once the noter transferred it, the sale happened and only completing
 * it is left (a dispute after that is handled outside the order).
 */
export const ORDER_NEXT: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["appointment_set", "cancelled"],
  appointment_set: ["gos_paid", "cancelled"],
  gos_paid: ["transferred", "cancelled"],
  transferred: ["completed"],
  completed: [],
  cancelled: [],
};

/** The statuses of an order that is still open (its deposit blocked, its listing held). */
export const OPEN_ORDER_STATUSES: OrderStatus[] = [
  "awaiting_payment",
  "paid",
  "appointment_set",
  "gos_paid",
  "transferred",
];

/** States in which staff may move the noter appointment: set, and not yet held (the title has not moved). */
export const RESCHEDULABLE: OrderStatus[] = ["appointment_set", "gos_paid"];

/**
 * Overdue thresholds of the title transfer (the dashboard's "Geciken devir adımları"): the service fee
 * paid but no noter appointment after APPOINTMENT_DUE_DAYS days; the appointment passed by
 * AFTER_APPOINTMENT_GRACE_HOURS without the GÖS payment or the title transfer recorded.
 */
export const APPOINTMENT_DUE_DAYS = 5;
export const AFTER_APPOINTMENT_GRACE_HOURS = 24;

/** How far ahead an appointment may be set: a noter date months away is a typo, not a plan. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 90;

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
    // The listing is sold once the buyer committed with the service fee; cancelled at any later step, it is back on sale.
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
  const moves: OrderAction[] = ORDER_NEXT[order.status].filter(
    (to): to is Exclude<OrderStatus, "awaiting_payment"> => to !== "awaiting_payment",
  );
  if (RESCHEDULABLE.includes(order.status)) moves.splice(moves.indexOf("cancelled"), 0, "reschedule");
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
  // "pay" is the service fee only: the vehicle price goes through the noter's GÖS (PRODUCT §7.2).
  const actions: BuyerOrderAction[] = [];
  if (order.status === "awaiting_payment") actions.push("pay");
  if (order.status !== "cancelled") actions.push("transport");
  return actions;
}

// ---------------------------------------------------------------- the title transfer (PRODUCT §7.2)

/** Why a noter appointment time cannot be set, or null: it must be ahead, and at most APPOINTMENT_MAX_DAYS_AHEAD days. */
export function appointmentProblem(at: Date | string, now: Date): "past" | "too_far" | null {
  const t = new Date(at).getTime();
  if (t <= now.getTime()) return "past";
  if (t > now.getTime() + APPOINTMENT_MAX_DAYS_AHEAD * DAY_MS) return "too_far";
  return null;
}

/** The dates of an order's steps, as stored with the order. */
export type OrderStepDates = {
  createdAt: Date | string;
  paidAt: Date | string | null;
  appointmentSetAt: Date | string | null;
  appointmentAt: Date | string | null;
  gosPaidAt: Date | string | null;
  transferredAt: Date | string | null;
  completedAt: Date | string | null;
};

/**
 * The step of the title transfer that is late at `now`, or null: the fee paid APPOINTMENT_DUE_DAYS days
 * ago with no appointment; the appointment passed by AFTER_APPOINTMENT_GRACE_HOURS without the GÖS
 * payment, or with it but without the transfer recorded.
 */
export function transferOverdue(order: { status: OrderStatus } & OrderStepDates, now: Date): OverdueStep | null {
  const past = (at: Date | string | null, ms: number) => at !== null && now.getTime() > new Date(at).getTime() + ms;
  if (order.status === "paid" && past(order.paidAt, APPOINTMENT_DUE_DAYS * DAY_MS)) return "appointment";
  const grace = AFTER_APPOINTMENT_GRACE_HOURS * 60 * 60 * 1000;
  if (order.status === "appointment_set" && past(order.appointmentAt, grace)) return "gos";
  if (order.status === "gos_paid" && past(order.appointmentAt, grace)) return "transfer";
  return null;
}

const TIMELINE: Array<{ step: OrderTimelineStep["step"]; at: keyof OrderStepDates }> = [
  { step: "created", at: "createdAt" },
  { step: "paid", at: "paidAt" },
  { step: "appointment_set", at: "appointmentAt" },
  { step: "gos_paid", at: "gosPaidAt" },
  { step: "transferred", at: "transferredAt" },
  { step: "completed", at: "completedAt" },
];

/**
 * The buyer's timeline: every step with its date once done, the next one `current` (none on a
 * cancelled order, whose steps after the last one reached stay `upcoming`). The appointment step
 * shows the appointment's own date, not when staff set it.
 */
export function orderTimeline(order: { status: OrderStatus } & OrderStepDates): OrderTimelineStep[] {
  const reached = (step: OrderTimelineStep["step"]) => {
    if (step === "created") return true;
    if (step === "appointment_set") return order.appointmentSetAt !== null;
    const at = TIMELINE.find((t) => t.step === step)!.at;
    return order[at] !== null;
  };
  let currentGiven = order.status === "cancelled";
  return TIMELINE.map(({ step, at }) => {
    const done = reached(step);
    const value = done ? order[at] : null;
    const state: OrderTimelineStep["state"] = done ? "done" : currentGiven ? "upcoming" : "current";
    if (!done) currentGiven = true;
    return { step, state, at: value === null ? null : new Date(value).toISOString() };
  });
}
