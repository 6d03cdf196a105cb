import { describe, expect, it } from "vitest";
import { buyerOrderActionsFor, forfeitLockedUntil, orderActionsFor } from "@/lib/orders/rules";

const NOW = new Date("2026-11-26T12:00:00Z");
const DUE_LATER = "2026-11-30T20:59:59.000Z";
const DUE_PAST = "2026-11-20T20:59:59.000Z";

describe("forfeitLockedUntil (the cancel dialog's locked cayma bedeli)", () => {
  it.each([
    ["awaiting_payment", DUE_LATER, 8_000, DUE_LATER],
    // Past due: the server offers "forfeit" in actions, nothing is locked.
    ["awaiting_payment", DUE_PAST, 8_000, null],
    // Nothing blocked: no cayma bedeli to offer, now or later.
    ["awaiting_payment", DUE_LATER, 0, null],
    ["paid", DUE_LATER, 8_000, null],
    ["completed", DUE_PAST, 0, null],
    ["cancelled", DUE_LATER, 8_000, null],
  ] as const)("%s due %s, deposit %i → %s", (status, paymentDueAt, deposit, expected) => {
    expect(forfeitLockedUntil({ status, paymentDueAt, deposit }, NOW)?.toISOString() ?? null).toBe(expected);
  });

  it("is locked exactly while the forfeit action is not offered, for an unpaid order with a deposit", () => {
    for (const paymentDueAt of [DUE_LATER, DUE_PAST]) {
      const order = { status: "awaiting_payment" as const, listingId: null, paymentDueAt, deposit: 8_000 };
      const offered = orderActionsFor(order, NOW).includes("forfeit");
      expect(forfeitLockedUntil(order, NOW) === null).toBe(offered);
    }
  });
});

describe("buyerOrderActionsFor (Siparişlerim, Kazandıklarım)", () => {
  it.each([
    ["awaiting_payment", ["pay", "transport"]],
    ["paid", ["transport"]],
    ["completed", ["transport"]],
    ["cancelled", []],
  ] as const)("%s → %j", (status, actions) => {
    expect(buyerOrderActionsFor({ status })).toEqual(actions);
  });
});
