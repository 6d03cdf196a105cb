/**
 * What the two request services (Borsa'da Sat, Nakliye) share: who acts on a request, and the
 * actions a screen may offer, read from the same transition table the API enforces.
 */

/** The user who filed a request, or staff. */
export type Actor = "owner" | "staff";

/** The actions of `flow` that `actor` may take now (`decide` is the flow's own pure decision). */
export function actionsFor<A extends string>(
  flow: Record<A, { actor: Actor }>,
  actor: Actor,
  decide: (action: A) => { ok: boolean },
): A[] {
  return (Object.keys(flow) as A[]).filter((action) => flow[action].actor === actor && decide(action).ok);
}
