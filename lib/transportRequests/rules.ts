import { isoDay } from "@/lib/dates";
import {
  TRANSPORT_ACTION_REFUSALS,
  TRANSPORT_FIELD_ERRORS,
  TRANSPORT_FLOW_ERRORS,
} from "@/lib/transportRequests/labels";
import type { TransportAction, TransportRequestStatus, TransportViewAction } from "@/lib/transportRequests/types";
import { transportFeeReceivable } from "@/lib/invoices/rules";
import { actionsFor, decideStep, deadlinePassed } from "@/lib/requestFlow";
import type { Actor, FlowDecision, FlowRefusals, FlowRule, PendingOffer } from "@/lib/requestFlow";
import { RULES } from "@/lib/content/rules";

/** The form's limits and day rules (the API schema in schemas.ts uses them too). */
export const TRANSPORT_LIMITS = {
  /** The furthest ahead a pick-up can be asked for. */
  maxDaysAhead: 90,
  /** Staff may plan further out than a user may ask, e.g. when the user's date is far away. */
  maxScheduleDaysAhead: 180,
  districtMin: 2,
  districtMax: 50,
  noteMax: 1000,
  priceMin: 100,
  priceMax: 1_000_000,
  reasonMin: 3,
  reasonMax: 500,
  openMax: 5,
  quoteValidDays: RULES.transportQuoteValidDays,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today and the last allowed day in Istanbul time, as yyyy-mm-dd (these compare as strings). */
export function dayWindow(now: Date, daysAhead: number): { today: string; last: string } {
  return { today: isoDay(now), last: isoDay(new Date(now.getTime() + daysAhead * DAY_MS)) };
}

/**
 * The problem with a requested day, or null when it is fine: it must be a real date, not before
 * today (Istanbul) and at most `daysAhead` days ahead.
 */
export function dayProblem(
  value: string,
  now: Date,
  daysAhead: number,
  label: string = TRANSPORT_FIELD_ERRORS.date,
): string | null {
  if (!isCalendarDay(value)) return TRANSPORT_FIELD_ERRORS.dayInvalid(label);
  const { today, last } = dayWindow(now, daysAhead);
  if (value < today) return TRANSPORT_FIELD_ERRORS.dayPast(label);
  if (value > last) return TRANSPORT_FIELD_ERRORS.dayTooFar(label, daysAhead);
  return null;
}

/**
 * Nakliye transitions (PRODUCT §8.2). A quote lapses after RULES.transportQuoteValidDays: it can then
 * no longer be accepted, and staff may quote again. A planned pick-up may be moved to another day.
 *
 * The user may cancel their own request ("withdraw") while it is requested or quoted (open or lapsed
 * quote): nothing has been planned on it yet. Once they accept a quote we book a truck and a driver,
 * so only staff cancel from then on (the user calls us), with a reason the user sees.
 */
export const TRANSPORT_FLOW: Record<TransportAction, FlowRule<TransportRequestStatus>> = {
  quote: { actor: "staff", from: ["requested", "quoted"], to: "quoted", refused: TRANSPORT_ACTION_REFUSALS.quote },
  accept: { actor: "owner", from: ["quoted"], to: "accepted", refused: TRANSPORT_ACTION_REFUSALS.accept },
  decline: { actor: "owner", from: ["quoted"], to: "declined", refused: TRANSPORT_ACTION_REFUSALS.decline },
  withdraw: {
    actor: "owner",
    from: ["requested", "quoted"],
    to: "cancelled",
    refused: TRANSPORT_ACTION_REFUSALS.withdraw,
  },
  schedule: {
    actor: "staff",
    from: ["accepted", "scheduled"],
    to: "scheduled",
    refused: TRANSPORT_ACTION_REFUSALS.schedule,
  },
  deliver: { actor: "staff", from: ["scheduled"], to: "delivered", refused: TRANSPORT_ACTION_REFUSALS.deliver },
  cancel: {
    actor: "staff",
    from: ["requested", "quoted", "accepted", "scheduled"],
    to: "cancelled",
    refused: TRANSPORT_ACTION_REFUSALS.cancel,
  },
};

/** `scheduledDate`: the planned pick-up day (YYYY-MM-DD, Türkiye's calendar), once scheduled. */
export type TransportState = {
  status: TransportRequestStatus;
  quoteExpiresAt: Date | null;
  scheduledDate: string | null;
};

export type TransportDecision = FlowDecision<TransportRequestStatus>;

export function quoteExpired(state: TransportState, now: Date): boolean {
  return deadlinePassed(state.quoteExpiresAt, now);
}

/** Our quote, made by the staff step "quote", waits for the owner in "quoted". */
const TRANSPORT_QUOTE: PendingOffer<TransportRequestStatus, TransportAction> = {
  status: "quoted",
  make: "quote",
  stillOpen: TRANSPORT_FLOW_ERRORS.quoteOpen,
  lapsed: TRANSPORT_FLOW_ERRORS.quoteExpired,
};

/** The owner's answer after the request moved on is refused by what became of it. */
const TRANSPORT_REFUSALS: FlowRefusals<TransportRequestStatus> = {
  withdraw: TRANSPORT_FLOW_ERRORS.withdraw,
  answered: {
    accepted: TRANSPORT_FLOW_ERRORS.alreadyAccepted,
    scheduled: TRANSPORT_FLOW_ERRORS.alreadyAccepted,
    delivered: TRANSPORT_FLOW_ERRORS.alreadyAccepted,
    declined: TRANSPORT_FLOW_ERRORS.alreadyDeclined,
  },
  noOffer: TRANSPORT_FLOW_ERRORS.noQuote,
  stateRefusal: TRANSPORT_FLOW_ERRORS.stateRefusal,
};

/** Pure: may `action` happen to a request in `state` at `now`? Refusals carry the Turkish 409 text. */
export function decideTransport(state: TransportState, action: TransportAction, now: Date): TransportDecision {
  const quote = { ...TRANSPORT_QUOTE, expired: quoteExpired(state, now) };
  const decision = decideStep(TRANSPORT_FLOW[action], state.status, action, quote, TRANSPORT_REFUSALS);
  if (!decision.ok) return decision;
  // A motorcycle cannot have arrived before it was picked up (dates are Türkiye's calendar, like the pick-up day's).
  if (action === "deliver" && state.scheduledDate !== null && state.scheduledDate > isoDay(now))
    return { ok: false, message: TRANSPORT_FLOW_ERRORS.notPickedUpYet(state.scheduledDate) };
  return decision;
}

export function transportActionsFor(state: TransportState, actor: Actor, now: Date): TransportAction[] {
  return actionsFor(TRANSPORT_FLOW, actor, (action) => decideTransport(state, action, now));
}

/**
 * The actions a screen shows: the transitions, plus staff "Ücret alındı" once the user accepted a
 * quote and until it is recorded (or the request cancelled); the fee endpoint checks the same.
 */
export function transportViewActions(
  state: TransportState,
  fee: { quotePrice: number | null; paid: boolean },
  actor: Actor,
  now: Date,
): TransportViewAction[] {
  const feeDue = actor === "staff" && !fee.paid && fee.quotePrice !== null && transportFeeReceivable(state.status);
  return [...transportActionsFor(state, actor, now), ...(feeDue ? (["feePaid"] as const) : [])];
}

/** The orders a transport request may reference: every one the user has except the cancelled ones. */
export function transportableOrders<T extends { status: string }>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.status !== "cancelled");
}
