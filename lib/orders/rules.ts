/**
 * How and by when a buyer pays an order: the due date rule and the payment reference, shared by the
 * server (which stores the due date on the order and refuses an early cayma bedeli) and the screens
 * (which show it). Pure: no I/O, no clock.
 */
import { RULES } from "@/lib/content/rules";

/**
 * Turkey has kept UTC+3 all year since September 2016 (no daylight saving), so an Istanbul calendar
 * day starts at 21:00 UTC of the day before.
 */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a buyer's payment is due: the end (23:59:59 Istanbul time) of the
 * `RULES.paymentDays`-th business day after the day the order was created. Business days are Monday
 * to Friday in Europe/Istanbul. Public holidays are NOT skipped: the religious holidays move every
 * year and would need an official table kept up to date; staff see the due date and may still
 * release the deposit instead of collecting it when a holiday delayed a payment.
 */
export function paymentDueAt(createdAt: Date | string): Date {
  const created = new Date(createdAt);
  // The Istanbul calendar day of the order, as a UTC midnight so day arithmetic has no offsets.
  let day = Math.floor((created.getTime() + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS;
  let counted = 0;
  while (counted < RULES.paymentDays) {
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
