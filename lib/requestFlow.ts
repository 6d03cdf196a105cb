/**
 * What the two request services (Borsa'da Sat, Nakliye) share: who acts on a request, and the
 * actions a screen may offer, read from the same transition table the API enforces.
 */

/** The user who filed a request, or staff. */
export type Actor = "owner" | "staff";

/** A request as the management screen shows it: the owner's view with who filed it and who handled it. */
export type StaffRequestView<V> = V & {
  owner: { uid: string; name: string; lastName: string; email: string; phone: string };
  handledBy: string | null;
  /** The signed-in staff member filed it: no staff actions ("Kendi kaydınız"). */
  ownRecord: boolean;
};

/** A flow's pure answer: the state the step leads to, or the Turkish 409 text refusing it. */
export type FlowDecision<S> = { ok: true; to: S } | { ok: false; message: string };

/** Whether an offer (a quote) with this deadline has lapsed at `now`. */
export function deadlinePassed(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** One step of a flow: who takes it, the states it starts from, where it leads, and what cannot be done ("… edilemez"). */
export type FlowRule<S> = { actor: Actor; from: readonly S[]; to: S; refused: string };

/** Our offer (quote) waiting for the owner in `status`; `make` is the staff step that makes one. */
export type PendingOffer<S, A> = { status: S; make: A; stillOpen: string; lapsed: string };

/** A flow's refusal texts (its labels.ts), keyed by the state a refused step finds. */
export type FlowRefusals<S extends string> = {
  /** The owner's withdrawal, refused in these states with their own text. */
  withdraw: Partial<Record<S, string>>;
  /** The owner's answer to our offer (quote), refused by what already became of it. */
  answered: Partial<Record<S, string>>;
  /** The owner's answer where no offer (quote) waits. */
  noOffer: string;
  /** Any other step: the state's name and what cannot be done (`refused`). */
  stateRefusal: (status: S, refused: string) => string;
};

/** Why `rule` cannot start from `status`, in the flow's words. */
function refusal<S extends string>(status: S, action: string, rule: FlowRule<S>, texts: FlowRefusals<S>): string {
  if (action === "withdraw") return texts.withdraw[status] ?? texts.stateRefusal(status, rule.refused);
  if (rule.actor === "owner") return texts.answered[status] ?? texts.noOffer;
  return texts.stateRefusal(status, rule.refused);
}

/**
 * The decision both flows make the same way: `rule` must start from the request's status (else the
 * refusal `texts` give), and while our offer (quote) waits for the owner in `pending.status`, staff
 * make no new one until it lapses (`expired`) and the owner cannot accept a lapsed one.
 */
export function decideStep<S extends string, A extends string>(
  rule: FlowRule<S>,
  status: S,
  action: A,
  pending: PendingOffer<S, A> & { expired: boolean },
  texts: FlowRefusals<S>,
): FlowDecision<S> {
  if (!rule.from.includes(status)) return { ok: false, message: refusal(status, action, rule, texts) };
  if (status === pending.status) {
    if (action === pending.make && !pending.expired) return { ok: false, message: pending.stillOpen };
    if (action === "accept" && pending.expired) return { ok: false, message: pending.lapsed };
  }
  return { ok: true, to: rule.to };
}

/** The actions of `flow` that `actor` may take now (`decide` is the flow's own pure decision). */
export function actionsFor<A extends string>(
  flow: Record<A, { actor: Actor }>,
  actor: Actor,
  decide: (action: A) => { ok: boolean },
): A[] {
  return (Object.keys(flow) as A[]).filter((action) => flow[action].actor === actor && decide(action).ok);
}
