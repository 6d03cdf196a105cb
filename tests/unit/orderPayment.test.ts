import { describe, expect, it } from "vitest";
import { isPaymentOverdue, orderIdFromSearch, orderPaymentReference, paymentDueAt } from "@/lib/orders/rules";
import { itMaps } from "@/tests/unit/helpers/cases";

// Istanbul is UTC+3: "2026-11-23T10:00:00+03:00" is a Monday morning in Istanbul.
describe("paymentDueAt: end of the third Monday–Friday day after the order's Istanbul day", () => {
  it.each([
    ["Monday morning", "2026-11-23T10:00:00+03:00", "2026-11-26T23:59:59+03:00"],
    ["Monday, one second before midnight", "2026-11-23T23:59:59+03:00", "2026-11-26T23:59:59+03:00"],
    ["Tuesday", "2026-11-24T09:00:00+03:00", "2026-11-27T23:59:59+03:00"],
    ["Wednesday (skips the weekend)", "2026-11-25T12:00:00+03:00", "2026-11-30T23:59:59+03:00"],
    ["Thursday", "2026-11-26T12:00:00+03:00", "2026-12-01T23:59:59+03:00"],
    ["Friday", "2026-11-27T17:30:00+03:00", "2026-12-02T23:59:59+03:00"],
    ["Saturday", "2026-11-28T11:00:00+03:00", "2026-12-02T23:59:59+03:00"],
    ["Sunday", "2026-11-29T20:00:00+03:00", "2026-12-02T23:59:59+03:00"],
    ["Friday 22:30 UTC is already Saturday in Istanbul", "2026-11-27T22:30:00Z", "2026-12-02T23:59:59+03:00"],
    ["Sunday 21:00 UTC is already Monday in Istanbul", "2026-11-29T21:00:00Z", "2026-12-03T23:59:59+03:00"],
    ["across a month and year end", "2026-12-31T10:00:00+03:00", "2027-01-05T23:59:59+03:00"],
    [
      "public holidays are not skipped (29 Ekim 2026 is a Thursday)",
      "2026-10-26T10:00:00+03:00",
      "2026-10-29T23:59:59+03:00",
    ],
  ])("%s", (_label, created, due) => {
    expect(paymentDueAt(new Date(created)).toISOString()).toBe(new Date(due).toISOString());
    // The browser gets ISO strings; the same rule answers the same instant.
    expect(paymentDueAt(new Date(created).toISOString()).toISOString()).toBe(new Date(due).toISOString());
  });
});

describe("isPaymentOverdue", () => {
  const due = "2026-11-26T23:59:59+03:00";
  it.each([
    ["a minute after the purchase", "2026-11-23T10:01:00+03:00", false],
    ["at the due instant", due, false],
    ["one second later", "2026-11-27T00:00:00+03:00", true],
  ])("%s → %s", (_label, now, expected) => {
    expect(isPaymentOverdue(due, new Date(now))).toBe(expected);
  });
});

describe("order payment reference", () => {
  it("is MB-S- and the order number: unique per order, never the shape of a provision code", () => {
    expect(orderPaymentReference(42)).toBe("MB-S-42");
    expect(orderPaymentReference(42)).not.toMatch(/^MB-[A-Z2-9]{8}$/);
  });
  itMaps("search %s → %s", orderIdFromSearch, [
    ["MB-S-42", 42],
    ["mb-s-42", 42],
    ["#42", 42],
    [" 42 ", 42],
    ["MB-ABCDEFGH", null],
    ["Ahmet", null],
    ["0", null],
  ]);
});
