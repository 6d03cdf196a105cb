/**
 * What the signed-in person may do with a resource, as the server decided it: one shape everywhere
 * (`order.actions.includes("pay")`), so a screen shows exactly the buttons the server allows.
 */
export type Actions<A extends string> = A[];

/** The names whose flag is true, in the order given: `allowedActions({ pay: true, reject: false })` → `["pay"]`. */
export function allowedActions<A extends string>(flags: Record<A, boolean>): Actions<A> {
  return (Object.keys(flags) as A[]).filter((name) => flags[name]);
}
