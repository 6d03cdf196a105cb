import { describe, expect, it } from "vitest";
import {
  banAfterCapture,
  buyerOfferActions,
  counterActions,
  decideAccept,
  decideCounter,
  OFFER_WINDOW_MS,
  reserveOfferFor,
  secondChanceBidder,
  type OfferSnapshot,
} from "@/lib/offers/rules";

const now = new Date("2026-11-27T10:00:00Z");
const offer = (o: Partial<OfferSnapshot> = {}): OfferSnapshot => ({
  kind: "reserve",
  status: "open",
  price: 100_000,
  topBid: 61_000,
  counteredAt: null,
  expiresAt: new Date(now.getTime() + 1_000),
  ...o,
});

describe("offers after an auction (PRODUCT §6.5, §7.3)", () => {
  it("a reserve offer only when a leader is below a reserve, for 24 hours", () => {
    expect(reserveOfferFor({ leaderUid: "u", currentPrice: 61_000, reservePrice: 100_000 }, now)).toEqual({
      buyerUid: "u",
      price: 100_000,
      topBid: 61_000,
      expiresAt: new Date(now.getTime() + OFFER_WINDOW_MS),
    });
    expect(reserveOfferFor({ leaderUid: null, currentPrice: 61_000, reservePrice: 100_000 }, now)).toBeNull();
    expect(reserveOfferFor({ leaderUid: "u", currentPrice: 61_000, reservePrice: null }, now)).toBeNull();
    expect(reserveOfferFor({ leaderUid: "u", currentPrice: 100_000, reservePrice: 100_000 }, now)).toBeNull();
  });

  it("the second chance goes to the next-highest distinct bidder at their own highest bid", () => {
    const bids = [
      { bidderUid: "a", amount: 60_000 },
      { bidderUid: "c", amount: 62_000 },
      { bidderUid: "a", amount: 63_000 },
      { bidderUid: "b", amount: 64_000 },
    ];
    expect(secondChanceBidder(bids, "b")).toEqual({ buyerUid: "a", price: 63_000 });
    expect(secondChanceBidder([{ bidderUid: "b", amount: 1 }], "b")).toBeNull();
  });

  it.each([
    [offer(), 61_000, false],
    [offer(), 61_001, true],
    [offer(), 99_999, true],
    [offer(), 100_000, false],
    [offer({ counteredAt: now }), 80_000, false],
    [offer({ kind: "second_chance" }), 80_000, false],
    [offer({ expiresAt: now }), 80_000, false],
    [offer({ status: "accepted" }), 80_000, false],
  ])("counter %#: %s at %d → %s", (o, price, ok) => {
    expect(decideCounter(o, price, now).ok).toBe(ok);
  });

  it("accepting needs the price's commission band, counting the block already held", () => {
    expect(decideAccept(offer(), { available: 0, held: 8_000 }, now)).toEqual({
      ok: true,
      commission: 8_000,
      deposit: 8_000,
      topUp: 0,
    });
    expect(decideAccept(offer({ price: 260_000 }), { available: 4_000, held: 8_000 }, now)).toEqual({
      ok: true,
      commission: 12_000,
      deposit: 12_000,
      topUp: 4_000,
    });
    expect(decideAccept(offer({ price: 260_000 }), { available: 3_000, held: 8_000 }, now)).toMatchObject({
      ok: false,
      message: "Bu satın alma için 12.000 TL teminat gerekiyor; kullanılabilir provizyonunuzda 1.000 TL eksik.",
    });
    expect(decideAccept(offer({ expiresAt: now }), { available: 99_000, held: 0 }, now)).toMatchObject({ ok: false });
  });

  it("actions: the buyer's while open and not due; the counter once, on reserve offers", () => {
    expect(buyerOfferActions(offer(), now)).toEqual(["accept", "decline"]);
    expect(buyerOfferActions(offer({ expiresAt: now }), now)).toEqual([]);
    expect(counterActions(offer(), now)).toEqual(["counter"]);
    expect(counterActions(offer({ counteredAt: now }), now)).toEqual([]);
    expect(counterActions(offer({ kind: "second_chance" }), now)).toEqual([]);
  });

  it("a ban after the second capture within 12 months, for 90 days", () => {
    const day = 86_400_000;
    expect(banAfterCapture([now], now)).toBeNull();
    expect(banAfterCapture([new Date(now.getTime() - 366 * day), now], now)).toBeNull();
    expect(banAfterCapture([new Date(now.getTime() - 300 * day), now], now)).toEqual({
      startsAt: now,
      endsAt: new Date(now.getTime() + 90 * day),
    });
  });
});
