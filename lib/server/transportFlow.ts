import { TRANSPORT_STATUS_LABELS, type TransportAction, type TransportRequestStatus } from "@/lib/transportRequests";
import type { Actor } from "./sellRequestFlow";

type Rule = { actor: Actor; from: readonly TransportRequestStatus[]; to: TransportRequestStatus; refused: string };

/**
 * Nakliye transitions (DESIGN §3). A quote lapses after RULES.transportQuoteValidDays: it can then
 * no longer be accepted, and staff may quote again. A planned pick-up may be moved to another day.
 */
export const TRANSPORT_FLOW: Record<TransportAction, Rule> = {
  quote: { actor: "staff", from: ["requested", "quoted"], to: "quoted", refused: "fiyat teklifi verilemez" },
  accept: { actor: "owner", from: ["quoted"], to: "accepted", refused: "kabul edilemez" },
  decline: { actor: "owner", from: ["quoted"], to: "declined", refused: "reddedilemez" },
  schedule: { actor: "staff", from: ["accepted", "scheduled"], to: "scheduled", refused: "planlanamaz" },
  deliver: { actor: "staff", from: ["scheduled"], to: "delivered", refused: "teslim edildi olarak işaretlenemez" },
  cancel: { actor: "staff", from: ["requested", "quoted", "accepted", "scheduled"], to: "cancelled", refused: "iptal edilemez" },
};

export type TransportState = { status: TransportRequestStatus; quoteExpiresAt: Date | null };
export type TransportDecision = { ok: true; to: TransportRequestStatus } | { ok: false; message: string };

export function quoteExpired(state: TransportState, now: Date): boolean {
  return state.quoteExpiresAt !== null && state.quoteExpiresAt.getTime() <= now.getTime();
}

/** Pure: may `action` happen to a request in `state` at `now`? Refusals carry the Turkish 409 text. */
export function decideTransport(state: TransportState, action: TransportAction, now: Date): TransportDecision {
  const rule = TRANSPORT_FLOW[action];
  if (!rule.from.includes(state.status)) return { ok: false, message: refusal(state.status, rule) };
  if (state.status === "quoted") {
    const expired = quoteExpired(state, now);
    if (action === "quote" && !expired) return { ok: false, message: "Bu talepte süresi dolmamış bir fiyat teklifi var; yeni teklif ancak süresi dolunca verilebilir." };
    if (action === "accept" && expired) return { ok: false, message: "Fiyat teklifinin geçerlilik süresi doldu. Ekibimiz size yeni bir teklif iletecek." };
  }
  return { ok: true, to: rule.to };
}

function refusal(status: TransportRequestStatus, rule: Rule): string {
  if (rule.actor === "owner") {
    if (status === "accepted" || status === "scheduled" || status === "delivered") return "Bu fiyat teklifini zaten kabul ettiniz.";
    if (status === "declined") return "Bu fiyat teklifini zaten reddettiniz.";
    return "Bu talepte yanıtlanacak bir fiyat teklifi yok.";
  }
  return `Talep “${TRANSPORT_STATUS_LABELS[status]}” durumunda olduğu için ${rule.refused}.`;
}

export function transportActionsFor(state: TransportState, actor: Actor, now: Date): TransportAction[] {
  return (Object.keys(TRANSPORT_FLOW) as TransportAction[]).filter((action) => TRANSPORT_FLOW[action].actor === actor && decideTransport(state, action, now).ok);
}
