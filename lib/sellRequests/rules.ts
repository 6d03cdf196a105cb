import { SELL_ACTION_REFUSALS, SELL_FLOW_ERRORS } from "@/lib/sellRequests/labels";
import type { SellAction, SellRequestStatus } from "@/lib/sellRequests/types";
import { RULES } from "@/lib/content/rules";
import { photoUrlPattern } from "@/lib/uploads";
import { actionsFor, decideStep, deadlinePassed } from "@/lib/requestFlow";
import type { Actor, FlowDecision, FlowRefusals, FlowRule, PendingOffer } from "@/lib/requestFlow";

/** The form's limits (the API schema in schemas.ts reads them too). */
export const SELL_LIMITS = {
  photosMin: 1,
  photosMax: 10,
  descriptionMin: 20,
  descriptionMax: 3000,
  priceMin: 1_000,
  priceMax: 100_000_000,
  noteMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  /** Requests still waiting for us or for the owner; more would only be duplicates. */
  openMax: 5,
  offerValidDays: RULES.sellOfferValidDays,
} as const;

/** What our own upload endpoint answers: a random name, always re-encoded to WebP (local or bucket URL). */
export const UPLOAD_URL_PATTERN = photoUrlPattern(
  "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp",
);

/**
 * Borsa'da Sat transitions (PRODUCT §8.1), the one table both the API and the screens follow.
 * An offer can be renewed only once the previous one has lapsed (RULES.sellOfferValidDays), and a
 * lapsed offer can no longer be accepted, as /kurumsal/teklifal promises.
 *
 * The owner may withdraw the application while it only costs us inspection time: submitted, in
 * review, or with an offer (open or lapsed) not yet answered. Once they accept, staff plan the
 * pick-up and the listing on that promise, so a change of mind goes through a call to us (staff can
 * still reject it); declined, rejected, listed and withdrawn requests are already closed.
 */
export const SELL_FLOW: Record<SellAction, FlowRule<SellRequestStatus>> = {
  review: { actor: "staff", from: ["submitted"], to: "in_review", refused: SELL_ACTION_REFUSALS.review },
  offer: { actor: "staff", from: ["in_review", "offer_made"], to: "offer_made", refused: SELL_ACTION_REFUSALS.offer },
  accept: { actor: "owner", from: ["offer_made"], to: "accepted", refused: SELL_ACTION_REFUSALS.accept },
  decline: { actor: "owner", from: ["offer_made"], to: "declined", refused: SELL_ACTION_REFUSALS.decline },
  withdraw: {
    actor: "owner",
    from: ["submitted", "in_review", "offer_made"],
    to: "withdrawn",
    refused: SELL_ACTION_REFUSALS.withdraw,
  },
  list: { actor: "staff", from: ["accepted"], to: "listed", refused: SELL_ACTION_REFUSALS.list },
  reject: {
    actor: "staff",
    from: ["submitted", "in_review", "offer_made", "accepted"],
    to: "rejected",
    refused: SELL_ACTION_REFUSALS.reject,
  },
};

export type SellState = { status: SellRequestStatus; offerExpiresAt: Date | null };
export type SellDecision = FlowDecision<SellRequestStatus>;

export function offerExpired(state: SellState, now: Date): boolean {
  return deadlinePassed(state.offerExpiresAt, now);
}

/** Our offer, made by the staff step "offer", waits for the owner in "offer_made". */
const SELL_OFFER: PendingOffer<SellRequestStatus, SellAction> = {
  status: "offer_made",
  make: "offer",
  stillOpen: SELL_FLOW_ERRORS.offerOpen,
  lapsed: SELL_FLOW_ERRORS.offerExpired,
};

/** The owner's answer after the request moved on is refused by what became of it. */
const SELL_REFUSALS: FlowRefusals<SellRequestStatus> = {
  withdraw: SELL_FLOW_ERRORS.withdraw,
  answered: {
    withdrawn: SELL_FLOW_ERRORS.withdrawn,
    accepted: SELL_FLOW_ERRORS.alreadyAccepted,
    listed: SELL_FLOW_ERRORS.alreadyAccepted,
    declined: SELL_FLOW_ERRORS.alreadyDeclined,
  },
  noOffer: SELL_FLOW_ERRORS.noOffer,
  stateRefusal: SELL_FLOW_ERRORS.stateRefusal,
};

/** Pure: may `action` happen to a request in `state` at `now`? Refusals carry the Turkish 409 text. */
export function decideSell(state: SellState, action: SellAction, now: Date): SellDecision {
  const offer = { ...SELL_OFFER, expired: offerExpired(state, now) };
  return decideStep(SELL_FLOW[action], state.status, action, offer, SELL_REFUSALS);
}

/** The actions `actor` can take now, for the buttons a screen shows. */
export function sellActionsFor(state: SellState, actor: Actor, now: Date): SellAction[] {
  return actionsFor(SELL_FLOW, actor, (action) => decideSell(state, action, now));
}
