import { describe, expect, it } from "vitest";
import { decideBuy, depositForPrice } from "@/lib/buyNow/rules";
import { ORDER_ERRORS } from "@/lib/orders/labels";
import { orderStep, ORDER_NEXT } from "@/lib/orders/rules";
import type { OrderStatus } from "@/lib/orders/types";
import { itMaps } from "@/tests/unit/helpers/cases";

const onSale = { state: "on_sale" as const, price: 180_000, sellerUid: null };

describe("depositForPrice (PRODUCT §5.2 bands)", () => {
  itMaps("%i TL → %i TL", depositForPrice, [
    [1, 8_000],
    [249_999, 8_000],
    [250_000, 12_000],
    [499_999, 12_000],
    [500_000, 20_000],
    [2_000_000, 20_000],
  ]);
});

describe("decideBuy", () => {
  it("allows a buyer with exactly the deposit available", () => {
    expect(decideBuy(onSale, "u1", 8_000)).toEqual({ ok: true, commission: 8_000, deposit: 8_000 });
  });

  it("says how much provision is missing", () => {
    const d = decideBuy({ ...onSale, price: 300_000 }, "u1", 4_500);
    expect(d).toMatchObject({ ok: false, code: "conflict", reason: "insufficient_provision", missing: 7_500 });
    expect(!d.ok && d.message).toBe(
      "Provizyonunuz yetersiz: bu araç için 12.000 TL kullanılabilir provizyon gerekiyor, 7.500 TL eksik.",
    );
  });

  it.each([
    ["reserved", "conflict", "reserved"],
    ["sold", "conflict", "sold"],
    ["withdrawn", "not_found", "withdrawn"],
  ] as const)("refuses a %s listing whatever the provision", (state, code, reason) => {
    expect(decideBuy({ ...onSale, state }, "u1", 1_000_000)).toMatchObject({ ok: false, code, reason });
  });

  it("refuses the seller, but a marketplace listing (no seller) is open to all", () => {
    expect(decideBuy({ ...onSale, sellerUid: "u1" }, "u1", 50_000)).toMatchObject({ ok: false, reason: "own_listing" });
    expect(decideBuy({ ...onSale, sellerUid: "u2" }, "u1", 50_000)).toMatchObject({ ok: true });
  });

  it("refuses when the confirmed price is no longer the price, before looking at provision", () => {
    expect(decideBuy(onSale, "u1", 0, 175_000)).toMatchObject({ ok: false, reason: "price_changed" });
    expect(decideBuy(onSale, "u1", 8_000, 180_000)).toMatchObject({ ok: true });
  });
});

// Orders whose payment due date has passed, unless a test says otherwise.
const PAST_DUE = new Date("2026-01-01T00:00:00Z");

describe("orderStep", () => {
  // Every status: the ORDER_NEXT assertion below pins its keys to the seven of the lifecycle.
  const all = Object.keys(ORDER_NEXT) as OrderStatus[];

  it("allows exactly the lifecycle's edges", () => {
    for (const from of all) {
      for (const to of all) {
        const step = orderStep({ status: from, listingId: null, paymentDueAt: PAST_DUE }, to);
        expect({ from, to, ok: step.ok }).toEqual({ from, to, ok: ORDER_NEXT[from].includes(to) });
      }
    }
    expect(ORDER_NEXT).toEqual({
      awaiting_payment: ["paid", "cancelled"],
      paid: ["appointment_set", "cancelled"],
      appointment_set: ["gos_paid", "cancelled"],
      gos_paid: ["transferred", "cancelled"],
      transferred: ["completed"],
      completed: [],
      cancelled: [],
    });
  });

  it("releases the deposit only when the order ends", () => {
    expect(orderStep({ status: "awaiting_payment", listingId: 1, paymentDueAt: PAST_DUE }, "paid")).toEqual({
      ok: true,
      deposit: "keep",
      listingState: "sold",
    });
    // An order completes once the title was transferred (PRODUCT §7.2).
    expect(orderStep({ status: "transferred", listingId: 1, paymentDueAt: PAST_DUE }, "completed")).toEqual({
      ok: true,
      deposit: "release",
      listingState: null,
    });
    expect(orderStep({ status: "paid", listingId: 1, paymentDueAt: PAST_DUE }, "cancelled")).toEqual({
      ok: true,
      deposit: "release",
      listingState: "on_sale",
    });
    expect(orderStep({ status: "awaiting_payment", listingId: 1, paymentDueAt: PAST_DUE }, "cancelled")).toEqual({
      ok: true,
      deposit: "release",
      listingState: "on_sale",
    });
  });

  it("captures the deposit as a cayma bedeli only when an unpaid order is cancelled with forfeitDeposit", () => {
    const cases: Array<[OrderStatus, OrderStatus, string]> = [
      ["awaiting_payment", "cancelled", "capture"],
      ["awaiting_payment", "paid", ORDER_ERRORS.forfeitOnlyOnCancel],
      ["paid", "cancelled", ORDER_ERRORS.forfeitOnlyUnpaid],
      ["transferred", "completed", ORDER_ERRORS.forfeitOnlyOnCancel],
      // Cancelled after the fee was paid, at any step before the title moved: the deposit is released, never captured.
      ["appointment_set", "cancelled", ORDER_ERRORS.forfeitOnlyUnpaid],
      ["gos_paid", "cancelled", ORDER_ERRORS.forfeitOnlyUnpaid],
      ["completed", "cancelled", "Sipariş tamamlandı durumunda; iptal edildi olarak işaretlenemez."],
      ["cancelled", "cancelled", "Sipariş iptal edildi durumunda; iptal edildi olarak işaretlenemez."],
    ];
    for (const [from, to, outcome] of cases) {
      const step = orderStep({ status: from, listingId: null, paymentDueAt: PAST_DUE }, to, { forfeitDeposit: true });
      expect({ from, to, outcome: step.ok ? step.deposit : step.message }).toEqual({ from, to, outcome });
    }
    // A forfeited buy-now order's listing goes back on sale exactly as with a release.
    expect(
      orderStep({ status: "awaiting_payment", listingId: 7, paymentDueAt: PAST_DUE }, "cancelled", {
        forfeitDeposit: true,
      }),
    ).toEqual({ ok: true, deposit: "capture", listingState: "on_sale" });
    expect(
      orderStep({ status: "awaiting_payment", listingId: 7, paymentDueAt: PAST_DUE }, "cancelled", {
        forfeitDeposit: false,
      }),
    ).toEqual({ ok: true, deposit: "release", listingState: "on_sale" });
  });

  it("refuses a cayma bedeli until the payment due date has passed, naming the due date; a release is allowed any time", () => {
    const due = "2026-11-26T23:59:59+03:00";
    const order = { status: "awaiting_payment" as const, listingId: 7, paymentDueAt: due };
    const refused = orderStep(order, "cancelled", { forfeitDeposit: true, now: new Date("2026-11-23T10:01:00+03:00") });
    expect(refused).toEqual({ ok: false, message: ORDER_ERRORS.forfeitBeforeDue(due) });
    expect(ORDER_ERRORS.forfeitBeforeDue(due)).toBe(
      "Ödeme süresi henüz dolmadı; cayma bedeli son ödeme tarihinden (26 Kas 2026 23:59) sonra tahsil edilebilir. Siparişi şimdi iptal etmek için teminatı serbest bırakın.",
    );
    expect(orderStep(order, "cancelled", { forfeitDeposit: true, now: new Date(due) })).toMatchObject({ ok: false });
    expect(orderStep(order, "cancelled", { forfeitDeposit: true, now: new Date("2026-11-27T00:00:00+03:00") })).toEqual(
      { ok: true, deposit: "capture", listingState: "on_sale" },
    );
    expect(orderStep(order, "cancelled", { now: new Date("2026-11-23T10:01:00+03:00") })).toEqual({
      ok: true,
      deposit: "release",
      listingState: "on_sale",
    });
  });

  it("never touches a listing for an auction order", () => {
    for (const to of ["paid", "completed", "cancelled"] as const) {
      const from = to === "completed" ? "transferred" : "awaiting_payment";
      expect(orderStep({ status: from, listingId: null, paymentDueAt: PAST_DUE }, to)).toMatchObject({
        ok: true,
        listingState: null,
      });
    }
  });

  it("explains a refused step in Turkish", () => {
    expect(orderStep({ status: "completed", listingId: 3, paymentDueAt: PAST_DUE }, "cancelled")).toEqual({
      ok: false,
      message: "Sipariş tamamlandı durumunda; iptal edildi olarak işaretlenemez.",
    });
  });
});
