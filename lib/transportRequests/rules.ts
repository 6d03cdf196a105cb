import { COMPANY } from "@/lib/company";
import { isoDay } from "@/lib/dates";
import { TRANSPORT_STATUS_LABELS } from "@/lib/transportRequests/labels";
import type { TransportAction, TransportRequestStatus } from "@/lib/transportRequests/types";
import { actionsFor, type Actor } from "@/lib/requestFlow";
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
export function dayProblem(value: string, now: Date, daysAhead: number, label = "Tarih"): string | null {
  if (!isCalendarDay(value)) return `${label} geçerli bir tarih olmalıdır.`;
  const { today, last } = dayWindow(now, daysAhead);
  if (value < today) return `${label} geçmiş bir gün olamaz.`;
  if (value > last) return `${label} en fazla ${daysAhead} gün sonrası olabilir.`;
  return null;
}

type Rule = { actor: Actor; from: readonly TransportRequestStatus[]; to: TransportRequestStatus; refused: string };

/**
 * Nakliye transitions (PRODUCT §8.2). A quote lapses after RULES.transportQuoteValidDays: it can then
 * no longer be accepted, and staff may quote again. A planned pick-up may be moved to another day.
 *
 * The user may cancel their own request ("withdraw") while it is requested or quoted (open or lapsed
 * quote): nothing has been planned on it yet. Once they accept a quote we book a truck and a driver,
 * so only staff cancel from then on (the user calls us), with a reason the user sees.
 */
export const TRANSPORT_FLOW: Record<TransportAction, Rule> = {
  quote: { actor: "staff", from: ["requested", "quoted"], to: "quoted", refused: "fiyat teklifi verilemez" },
  accept: { actor: "owner", from: ["quoted"], to: "accepted", refused: "kabul edilemez" },
  decline: { actor: "owner", from: ["quoted"], to: "declined", refused: "reddedilemez" },
  withdraw: { actor: "owner", from: ["requested", "quoted"], to: "cancelled", refused: "iptal edilemez" },
  schedule: { actor: "staff", from: ["accepted", "scheduled"], to: "scheduled", refused: "planlanamaz" },
  deliver: { actor: "staff", from: ["scheduled"], to: "delivered", refused: "teslim edildi olarak işaretlenemez" },
  cancel: {
    actor: "staff",
    from: ["requested", "quoted", "accepted", "scheduled"],
    to: "cancelled",
    refused: "iptal edilemez",
  },
};

/** `scheduledDate`: the planned pick-up day (YYYY-MM-DD, Türkiye's calendar), once scheduled. */
export type TransportState = {
  status: TransportRequestStatus;
  quoteExpiresAt: Date | null;
  scheduledDate: string | null;
};

export type TransportDecision = { ok: true; to: TransportRequestStatus } | { ok: false; message: string };

export function quoteExpired(state: TransportState, now: Date): boolean {
  return state.quoteExpiresAt !== null && state.quoteExpiresAt.getTime() <= now.getTime();
}

/** Pure: may `action` happen to a request in `state` at `now`? Refusals carry the Turkish 409 text. */
export function decideTransport(state: TransportState, action: TransportAction, now: Date): TransportDecision {
  const rule = TRANSPORT_FLOW[action];
  if (!rule.from.includes(state.status)) return { ok: false, message: refusal(state.status, action, rule) };
  if (state.status === "quoted") {
    const expired = quoteExpired(state, now);
    if (action === "quote" && !expired)
      return {
        ok: false,
        message: "Bu talepte süresi dolmamış bir fiyat teklifi var; yeni teklif ancak süresi dolunca verilebilir.",
      };
    if (action === "accept" && expired)
      return {
        ok: false,
        message: "Fiyat teklifinin geçerlilik süresi doldu. Ekibimiz size yeni bir teklif iletecek.",
      };
  }
  // A motorcycle cannot have arrived before it was picked up (dates are Türkiye's calendar, like the pick-up day's).
  if (action === "deliver" && state.scheduledDate !== null && state.scheduledDate > isoDay(now)) {
    const [y, m, d] = state.scheduledDate.split("-");
    return {
      ok: false,
      message: `Teslim alma tarihi (${d}.${m}.${y}) gelmeden taşıma teslim edildi olarak işaretlenemez.`,
    };
  }
  return { ok: true, to: rule.to };
}

/** Why the user can no longer cancel, for each state the withdrawal rule does not start from. */
const WITHDRAW_REFUSALS: Partial<Record<TransportRequestStatus, string>> = {
  accepted: `Fiyatı onayladığınız için taşımanız planlanıyor; iptal için lütfen bizi arayın: ${COMPANY.phone}.`,
  scheduled: `Taşımanız planlandı; iptal için lütfen bizi arayın: ${COMPANY.phone}.`,
  delivered: "Bu taşıma tamamlandı; iptal edilemez.",
  declined: "Fiyat teklifini reddettiğinizde bu talep zaten kapandı.",
  cancelled: "Bu talep zaten iptal edildi.",
};

function refusal(status: TransportRequestStatus, action: TransportAction, rule: Rule): string {
  if (action === "withdraw")
    return (
      WITHDRAW_REFUSALS[status] ?? `Talep “${TRANSPORT_STATUS_LABELS[status]}” durumunda olduğu için ${rule.refused}.`
    );
  if (rule.actor === "owner") {
    if (status === "accepted" || status === "scheduled" || status === "delivered")
      return "Bu fiyat teklifini zaten kabul ettiniz.";
    if (status === "declined") return "Bu fiyat teklifini zaten reddettiniz.";
    return "Bu talepte yanıtlanacak bir fiyat teklifi yok.";
  }
  return `Talep “${TRANSPORT_STATUS_LABELS[status]}” durumunda olduğu için ${rule.refused}.`;
}

export function transportActionsFor(state: TransportState, actor: Actor, now: Date): TransportAction[] {
  return actionsFor(TRANSPORT_FLOW, actor, (action) => decideTransport(state, action, now));
}

/** The orders a transport request may reference: every one the user has except the cancelled ones. */
export function transportableOrders<T extends { status: string }>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.status !== "cancelled");
}
