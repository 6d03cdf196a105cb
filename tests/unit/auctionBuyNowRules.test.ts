import { describe, expect, it } from "vitest";
import {
  BUY_NOW_OFFER_SHARE,
  buyNowOffered,
  buyNowPriceProblem,
  decideAuctionBuy,
  depositFor,
} from "@/lib/auctions/rules";
import { AUCTION_ERRORS, auctionBuyRefusal } from "@/lib/auctions/labels";
import { buyerCommission } from "@/lib/orders/commission";

const NOW = new Date("2026-11-23T12:00:00Z");
const live = {
  state: "live" as const,
  startsAt: new Date("2026-11-23T10:00:00Z"),
  endsAt: new Date("2026-11-23T14:00:00Z"),
  currentPrice: 60_000,
  buyNowPrice: 100_000 as number | null,
  sellerUid: "seller" as string | null,
};

describe("buyNowOffered: Hemen Al during an auction (issue 25)", () => {
  it("is offered while the price is below 70 % of the Hemen Al price", () => {
    expect(BUY_NOW_OFFER_SHARE).toBe(0.7);
    expect(buyNowOffered({ ...live, currentPrice: 69_999 }, NOW)).toBe(true);
    expect(buyNowOffered({ ...live, currentPrice: 70_000 }, NOW)).toBe(false);
    expect(buyNowOffered({ ...live, currentPrice: 85_000 }, NOW)).toBe(false);
  });

  it("needs a Hemen Al price and a running auction", () => {
    expect(buyNowOffered({ ...live, buyNowPrice: null }, NOW)).toBe(false);
    expect(buyNowOffered({ ...live, state: "scheduled", startsAt: new Date("2026-11-23T13:00:00Z") }, NOW)).toBe(false);
    // A scheduled row past its start is live for visitors, so it is offered before the sweep flips it.
    expect(buyNowOffered({ ...live, state: "scheduled" }, NOW)).toBe(true);
    expect(buyNowOffered({ ...live, endsAt: NOW }, NOW)).toBe(false);
    for (const state of ["sold", "unsold", "cancelled"] as const)
      expect(buyNowOffered({ ...live, state }, NOW)).toBe(false);
  });
});

describe("buyNowPriceProblem: the editor's check", () => {
  it("accepts no price, or one above the start and not below the reserve", () => {
    expect(buyNowPriceProblem({ startingPrice: 50_000 })).toBeNull();
    expect(buyNowPriceProblem({ startingPrice: 50_000, buyNowPrice: null })).toBeNull();
    expect(buyNowPriceProblem({ startingPrice: 50_000, reservePrice: 80_000, buyNowPrice: 80_000 })).toBeNull();
    expect(buyNowPriceProblem({ startingPrice: 50_000, buyNowPrice: 50_001 })).toBeNull();
  });

  it("refuses a price not above the start or below the reserve", () => {
    expect(buyNowPriceProblem({ startingPrice: 50_000, buyNowPrice: 50_000 })).toBe("belowStart");
    expect(buyNowPriceProblem({ startingPrice: 50_000, buyNowPrice: 40_000 })).toBe("belowStart");
    expect(buyNowPriceProblem({ startingPrice: 50_000, reservePrice: 80_000, buyNowPrice: 79_999 })).toBe(
      "belowReserve",
    );
  });
});

describe("decideAuctionBuy", () => {
  const deposit = depositFor(100_000);

  it("sells at the Hemen Al price with its commission and deposit band", () => {
    expect(decideAuctionBuy(live, "buyer", deposit, NOW, 100_000)).toEqual({
      ok: true,
      price: 100_000,
      commission: buyerCommission(100_000),
      deposit,
    });
    expect(decideAuctionBuy(live, "buyer", deposit, NOW).ok).toBe(true);
  });

  it("refuses the seller, a withdrawn offer, a changed price and too little provision", () => {
    expect(decideAuctionBuy(live, "seller", deposit, NOW)).toMatchObject({
      ok: false,
      reason: "own_auction",
    });
    expect(decideAuctionBuy({ ...live, currentPrice: 70_000 }, "buyer", deposit, NOW)).toMatchObject({
      ok: false,
      reason: "not_offered",
    });
    expect(decideAuctionBuy(live, "buyer", deposit, NOW, 90_000)).toMatchObject({
      ok: false,
      reason: "price_changed",
    });
    expect(decideAuctionBuy(live, "buyer", deposit - 1, NOW)).toMatchObject({
      ok: false,
      reason: "insufficient_provision",
      missing: 1,
    });
  });
});

describe("auctionBuyRefusal: the Turkish text of each refusal", () => {
  it("names each reason, the missing provision included", () => {
    expect(auctionBuyRefusal("own_auction")).toBe(AUCTION_ERRORS.ownAuctionBuy);
    expect(auctionBuyRefusal("not_offered")).toBe(AUCTION_ERRORS.buyNowNotOffered);
    expect(auctionBuyRefusal("price_changed")).toBe(AUCTION_ERRORS.buyNowPriceChanged);
    expect(auctionBuyRefusal("insufficient_provision", 1, 5_000)).toMatch(/1 TL eksik/);
  });
});
