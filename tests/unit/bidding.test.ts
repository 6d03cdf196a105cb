import { describe, expect, it } from "vitest";
import {
  closingOutcome,
  defaultIncrement,
  depositFor,
  effectiveState,
  maskName,
  maskPlate,
  minimumNextBid,
  SOFT_CLOSE_MS,
  type AuctionSnapshot,
} from "@/lib/auctions/rules";
import { resolveBid, type BidAcceptance, type BidRejection } from "@/lib/bids/rules";
import { itMaps } from "@/tests/unit/helpers/cases";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

function auction(overrides: Partial<AuctionSnapshot> = {}): AuctionSnapshot {
  return {
    state: "live",
    startsAt: minutes(-60),
    endsAt: minutes(60),
    startingPrice: 50_000,
    increment: null,
    reservePrice: null,
    currentPrice: 50_000,
    leaderUid: null,
    leaderMax: null,
    bidCount: 0,
    sellerUid: null,
    ...overrides,
  };
}

const RICH = 1_000_000;

function accept(a: AuctionSnapshot, bidderUid: string, amount: number, maxAmount?: number, now = NOW): BidAcceptance {
  const decision = resolveBid(a, { bidderUid, amount, maxAmount, available: RICH }, now);
  if (!decision.ok) throw new Error(`expected acceptance, got ${decision.reason}: ${decision.message}`);
  return decision;
}

function refuse(
  a: AuctionSnapshot,
  bidderUid: string,
  amount: number,
  maxAmount?: number,
  available = RICH,
  now = NOW,
): BidRejection {
  const decision = resolveBid(a, { bidderUid, amount, maxAmount, available }, now);
  if (decision.ok) throw new Error("expected a rejection");
  return decision;
}

/** Applies an accepted decision, as the database layer does, to chain bids in a test. */
function apply(a: AuctionSnapshot, d: BidAcceptance): AuctionSnapshot {
  return { ...a, ...d.next };
}

describe("default increments (PRODUCT §6.2)", () => {
  itMaps("price %i → step %i", defaultIncrement, [
    [0, 1_000],
    [99_999, 1_000],
    [100_000, 2_500],
    [499_999, 2_500],
    [500_000, 5_000],
    [2_000_000, 5_000],
  ]);

  itMaps("minimum next bid of %o is %i", minimumNextBid, [
    [{ leaderUid: null, currentPrice: 50_000, startingPrice: 50_000, increment: null }, 50_000],
    [{ leaderUid: "a", currentPrice: 50_000, startingPrice: 50_000, increment: null }, 51_000],
    [{ leaderUid: "a", currentPrice: 99_500, startingPrice: 50_000, increment: null }, 100_500],
    [{ leaderUid: "a", currentPrice: 100_000, startingPrice: 50_000, increment: null }, 102_500],
    [{ leaderUid: "a", currentPrice: 500_000, startingPrice: 50_000, increment: null }, 505_000],
    [{ leaderUid: "a", currentPrice: 50_000, startingPrice: 50_000, increment: 750 }, 50_750],
  ]);
});

describe("deposit = buyer commission band (PRODUCT §5.2)", () => {
  itMaps("amount %i needs %i", depositFor, [
    [1, 8_000],
    [249_999, 8_000],
    [250_000, 12_000],
    [499_999, 12_000],
    [500_000, 20_000],
  ]);
});

describe("refusals", () => {
  const cases: Array<
    [string, AuctionSnapshot, string, number, number | undefined, number, BidRejection["reason"], BidRejection["code"]]
  > = [
    ["cancelled", auction({ state: "cancelled" }), "b", 60_000, undefined, RICH, "cancelled", "conflict"],
    ["sold", auction({ state: "sold" }), "b", 60_000, undefined, RICH, "ended", "conflict"],
    ["unsold", auction({ state: "unsold" }), "b", 60_000, undefined, RICH, "ended", "conflict"],
    ["live but past its end", auction({ endsAt: minutes(0) }), "b", 60_000, undefined, RICH, "ended", "conflict"],
    [
      "not started yet",
      auction({ state: "scheduled", startsAt: minutes(1) }),
      "b",
      60_000,
      undefined,
      RICH,
      "not_started",
      "conflict",
    ],
    ["own auction", auction({ sellerUid: "seller" }), "seller", 60_000, undefined, RICH, "own_auction", "conflict"],
    ["below the starting price", auction(), "b", 49_999, undefined, RICH, "too_low", "validation"],
    [
      "below current + increment",
      auction({ leaderUid: "a", leaderMax: 60_000, currentPrice: 60_000 }),
      "b",
      60_999,
      undefined,
      RICH,
      "too_low",
      "validation",
    ],
    ["max below amount", auction(), "b", 60_000, 59_000, RICH, "max_below_amount", "validation"],
    [
      "leader not raising the max",
      auction({ leaderUid: "a", leaderMax: 70_000, currentPrice: 60_000 }),
      "a",
      61_000,
      70_000,
      RICH,
      "already_leading",
      "conflict",
    ],
    [
      "leader bidding without max under own max",
      auction({ leaderUid: "a", leaderMax: 70_000, currentPrice: 60_000 }),
      "a",
      65_000,
      undefined,
      RICH,
      "already_leading",
      "conflict",
    ],
    ["not enough provision", auction(), "b", 60_000, undefined, 7_999, "insufficient_provision", "conflict"],
    [
      "not enough provision for the max's band",
      auction(),
      "b",
      60_000,
      260_000,
      8_000,
      "insufficient_provision",
      "conflict",
    ],
  ];
  it.each(cases)("%s", (_name, a, uid, amount, max, available, reason, code) => {
    const r = refuse(a, uid, amount, max, available);
    expect(r.reason).toBe(reason);
    expect(r.code).toBe(code);
    expect(r.message).toMatch(/[a-zçğıöşü]/i);
  });

  it("says how much provision is missing", () => {
    const r = refuse(auction(), "b", 300_000, undefined, 5_000);
    expect(r.missing).toBe(7_000);
    expect(r.message).toBe("Bu teklif için 12.000 TL kullanılabilir provizyon gerekiyor; 7.000 TL eksik.");
  });

  it("names the minimum in the too-low message", () => {
    expect(refuse(auction({ leaderUid: "a", leaderMax: 60_000, currentPrice: 60_000 }), "b", 60_500).message).toBe(
      "Teklifiniz en az 61.000 TL olmalıdır.",
    );
  });

  it("accepts a scheduled auction whose start has passed (the sweep has not flipped it yet)", () => {
    expect(accept(auction({ state: "scheduled", startsAt: minutes(-1) }), "b", 50_000).leading).toBe(true);
  });

  it("accepts exactly the provision the band needs", () => {
    expect(resolveBid(auction(), { bidderUid: "b", amount: 60_000, available: 8_000 }, NOW).ok).toBe(true);
  });
});

describe("amounts move in whole increments (minimum + k × increment)", () => {
  const leading = auction({ leaderUid: "a", leaderMax: 96_000, currentPrice: 96_000, bidCount: 4 });

  it.each([
    ["no bid yet: the starting price itself", auction(), 50_000],
    ["no bid yet: starting price + 3 increments", auction(), 53_000],
    ["a leader: current + 1 increment", leading, 97_000],
    ["a leader: current + 4 increments across 100.000 (the step is the current price's)", leading, 100_000],
    ["a leader: far above, still a multiple", leading, 980_000],
    ["a fixed increment", auction({ increment: 750, leaderUid: "a", leaderMax: 50_000, currentPrice: 50_000 }), 52_250],
    ["an odd starting price: the grid starts there", auction({ startingPrice: 48_500, currentPrice: 48_500 }), 50_500],
  ])("accepts %s", (_name, a, amount) => {
    expect(resolveBid(a, { bidderUid: "b", amount, available: RICH }, NOW).ok).toBe(true);
  });

  it.each([
    [
      "no bid yet",
      auction(),
      50_001,
      undefined,
      "amount",
      "Teklif tutarı 1.000 TL artışlarla verilebilir: 50.000 TL ya da 51.000 TL verebilirsiniz.",
    ],
    [
      "188.001 over a 185.500 price",
      auction({ leaderUid: "a", leaderMax: 185_500, currentPrice: 185_500 }),
      188_001,
      undefined,
      "amount",
      "Teklif tutarı 2.500 TL artışlarla verilebilir: 188.000 TL ya da 190.500 TL verebilirsiniz.",
    ],
    [
      "a leader at 96.000, bid 97.500",
      leading,
      97_500,
      undefined,
      "amount",
      "Teklif tutarı 1.000 TL artışlarla verilebilir: 97.000 TL ya da 98.000 TL verebilirsiniz.",
    ],
    [
      "the maximum off the grid",
      leading,
      97_000,
      120_500,
      "maxAmount",
      "Azami teklif 1.000 TL artışlarla verilebilir: 120.000 TL ya da 121.000 TL verebilirsiniz.",
    ],
  ])("refuses %s with a 422 naming the nearest valid amounts", (_name, a, amount, max, field, message) => {
    const r = refuse(a, "b", amount, max);
    expect(r).toMatchObject({ code: "validation", reason: "off_increment", field, message });
  });

  it("the leader raising the maximum uses the same grid", () => {
    expect(refuse(leading, "a", 110_500).reason).toBe("off_increment");
    expect(accept(leading, "a", 110_000).next).toMatchObject({ currentPrice: 96_000, leaderMax: 110_000 });
  });
});

describe("plain bids", () => {
  it("the first bid may equal the starting price and leads at its amount", () => {
    const d = accept(auction(), "b", 50_000);
    expect(d.next).toMatchObject({ currentPrice: 50_000, leaderUid: "b", leaderMax: 50_000, bidCount: 1 });
    expect(d.rows).toEqual([{ bidderUid: "b", amount: 50_000, maxAmount: null, kind: "bid" }]);
    expect(d).toMatchObject({ leading: true, outbidUid: null, leaderDeposit: 8_000 });
  });

  it("a higher plain bid takes the lead and names the outbid leader", () => {
    const a = auction({ leaderUid: "a", leaderMax: 55_000, currentPrice: 55_000, bidCount: 3 });
    const d = accept(a, "b", 56_000);
    expect(d.next).toMatchObject({ currentPrice: 56_000, leaderUid: "b", leaderMax: 56_000, bidCount: 4 });
    expect(d).toMatchObject({ leading: true, outbidUid: "a" });
  });

  it("a jump bid is taken at its full amount", () => {
    const d = accept(auction({ leaderUid: "a", leaderMax: 55_000, currentPrice: 55_000 }), "b", 90_000);
    expect(d.next.currentPrice).toBe(90_000);
  });

  it("the deposit follows the band of the leading maximum", () => {
    expect(accept(auction(), "b", 260_000).leaderDeposit).toBe(12_000);
    expect(accept(auction(), "b", 50_000, 600_000).leaderDeposit).toBe(20_000);
  });
});

describe("proxy bids (Copart Bid4U)", () => {
  type Case = {
    name: string;
    start: Partial<AuctionSnapshot>;
    bidder: string;
    amount: number;
    max?: number;
    price: number;
    leader: string;
    leaderMax: number;
    rows: Array<[string, number, string]>;
    count: number;
  };
  const cases: Case[] = [
    {
      name: "first bid with a maximum opens at the amount, max hidden",
      start: {},
      bidder: "b",
      amount: 50_000,
      max: 80_000,
      price: 50_000,
      leader: "b",
      leaderMax: 80_000,
      rows: [["b", 50_000, "bid"]],
      count: 1,
    },
    {
      name: "plain bid below the leader's maximum: leader answers one step above",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 60_000,
      price: 61_000,
      leader: "a",
      leaderMax: 80_000,
      rows: [
        ["b", 60_000, "bid"],
        ["a", 61_000, "auto"],
      ],
      count: 3,
    },
    {
      // Amounts sit on the grid, so a cap shows with a maximum given on another grid (an earlier price).
      name: "plain bid less than a step under the leader's maximum: the answer is capped at that maximum",
      start: { leaderUid: "a", leaderMax: 80_500, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 80_000,
      price: 80_500,
      leader: "a",
      leaderMax: 80_500,
      rows: [
        ["b", 80_000, "bid"],
        ["a", 80_500, "auto"],
      ],
      count: 3,
    },
    {
      name: "plain bid equal to the leader's maximum: tie, the earlier maximum keeps the lead",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 80_000,
      price: 80_000,
      leader: "a",
      leaderMax: 80_000,
      rows: [
        ["b", 80_000, "bid"],
        ["a", 80_000, "auto"],
      ],
      count: 3,
    },
    {
      name: "equal maximums: the earlier one leads at that maximum",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 51_000,
      max: 80_000,
      price: 80_000,
      leader: "a",
      leaderMax: 80_000,
      rows: [
        ["b", 51_000, "bid"],
        ["b", 80_000, "auto"],
        ["a", 80_000, "auto"],
      ],
      count: 4,
    },
    {
      name: "lower maximum: leader stays one step above the challenger's maximum",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 51_000,
      max: 70_000,
      price: 71_000,
      leader: "a",
      leaderMax: 80_000,
      rows: [
        ["b", 51_000, "bid"],
        ["b", 70_000, "auto"],
        ["a", 71_000, "auto"],
      ],
      count: 4,
    },
    {
      name: "higher maximum: challenger leads one step above the old maximum",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 51_000,
      max: 100_000,
      price: 81_000,
      leader: "b",
      leaderMax: 100_000,
      rows: [
        ["b", 51_000, "bid"],
        ["a", 80_000, "auto"],
        ["b", 81_000, "auto"],
      ],
      count: 4,
    },
    {
      name: "higher maximum by less than a step: challenger leads capped at its own maximum",
      start: { leaderUid: "a", leaderMax: 79_600, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 51_000,
      max: 80_000,
      price: 80_000,
      leader: "b",
      leaderMax: 80_000,
      rows: [
        ["b", 51_000, "bid"],
        ["a", 79_600, "auto"],
        ["b", 80_000, "auto"],
      ],
      count: 4,
    },
    {
      name: "challenger's amount above the old maximum: price is the amount",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 85_000,
      max: 120_000,
      price: 85_000,
      leader: "b",
      leaderMax: 120_000,
      rows: [["b", 85_000, "bid"]],
      count: 2,
    },
    {
      name: "challenger's amount equal to the old maximum with a higher max",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "b",
      amount: 80_000,
      max: 90_000,
      price: 81_000,
      leader: "b",
      leaderMax: 90_000,
      rows: [
        ["b", 80_000, "bid"],
        ["b", 81_000, "auto"],
      ],
      count: 3,
    },
    {
      name: "the step is taken at the maximum's band (crossing 100.000)",
      start: { leaderUid: "a", leaderMax: 100_000, currentPrice: 90_000, bidCount: 1 },
      bidder: "b",
      amount: 91_000,
      max: 150_000,
      price: 102_500,
      leader: "b",
      leaderMax: 150_000,
      rows: [
        ["b", 91_000, "bid"],
        ["a", 100_000, "auto"],
        ["b", 102_500, "auto"],
      ],
      count: 4,
    },
    {
      name: "a fixed increment overrides the table",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1, increment: 500 },
      bidder: "b",
      amount: 50_500,
      max: 60_000,
      price: 60_500,
      leader: "a",
      leaderMax: 80_000,
      rows: [
        ["b", 50_500, "bid"],
        ["b", 60_000, "auto"],
        ["a", 60_500, "auto"],
      ],
      count: 4,
    },
    {
      name: "the leader raising the maximum leaves the price alone",
      start: { leaderUid: "a", leaderMax: 80_000, currentPrice: 50_000, bidCount: 1 },
      bidder: "a",
      amount: 51_000,
      max: 120_000,
      price: 50_000,
      leader: "a",
      leaderMax: 120_000,
      rows: [["a", 50_000, "raise"]],
      count: 1,
    },
  ];

  it.each(cases)("$name", (c) => {
    const d = accept(auction(c.start), c.bidder, c.amount, c.max);
    expect(d.next.currentPrice).toBe(c.price);
    expect(d.next.leaderUid).toBe(c.leader);
    expect(d.next.leaderMax).toBe(c.leaderMax);
    expect(d.next.bidCount).toBe(c.count);
    expect(d.rows.map((r) => [r.bidderUid, r.amount, r.kind])).toEqual(c.rows);
    expect(d.leading).toBe(c.leader === c.bidder);
    expect(d.outbidUid).toBe(c.start.leaderUid && c.start.leaderUid !== c.leader ? c.start.leaderUid : null);
    // The price never falls and never exceeds the leading maximum.
    expect(d.next.currentPrice).toBeGreaterThanOrEqual(c.start.currentPrice ?? 50_000);
    expect(d.next.currentPrice).toBeLessThanOrEqual(d.next.leaderMax);
  });

  it("a bidding war of maximums settles at one step above the second-highest maximum", () => {
    let a = auction();
    a = apply(a, accept(a, "a", 50_000, 70_000));
    a = apply(a, accept(a, "b", 51_000, 90_000));
    expect(a).toMatchObject({ leaderUid: "b", currentPrice: 71_000 });
    a = apply(a, accept(a, "c", 72_000, 85_000));
    expect(a).toMatchObject({ leaderUid: "b", currentPrice: 86_000, leaderMax: 90_000 });
    a = apply(a, accept(a, "a", 87_000, 200_000));
    expect(a).toMatchObject({ leaderUid: "a", currentPrice: 91_000, leaderMax: 200_000 });
  });
});

describe("soft close", () => {
  it.each([
    ["10 minutes left: unchanged", 10 * 60_000, false],
    ["exactly 3 minutes left: unchanged", SOFT_CLOSE_MS, false],
    ["2:59 left: moved to now + 3 minutes", SOFT_CLOSE_MS - 1_000, true],
    ["1 second left: moved to now + 3 minutes", 1_000, true],
  ])("%s", (_name, leftMs, extended) => {
    const endsAt = new Date(NOW.getTime() + leftMs);
    const d = accept(auction({ endsAt }), "b", 50_000);
    expect(d.extended).toBe(extended);
    expect(d.next.endsAt.getTime()).toBe(extended ? NOW.getTime() + SOFT_CLOSE_MS : endsAt.getTime());
  });

  it("an invisible maximum raise does not extend", () => {
    const a = auction({
      endsAt: new Date(NOW.getTime() + 30_000),
      leaderUid: "a",
      leaderMax: 60_000,
      currentPrice: 50_000,
      bidCount: 1,
    });
    const d = accept(a, "a", 51_000, 90_000);
    expect(d.extended).toBe(false);
    expect(d.next.endsAt).toEqual(a.endsAt);
  });

  it("a proxy answer (challenger immediately outbid) still extends", () => {
    const a = auction({
      endsAt: new Date(NOW.getTime() + 30_000),
      leaderUid: "a",
      leaderMax: 90_000,
      currentPrice: 50_000,
      bidCount: 1,
    });
    expect(accept(a, "b", 51_000).extended).toBe(true);
  });
});

describe("reserve", () => {
  it("a plain bid under the reserve leads, reserve unmet", () => {
    const d = accept(auction({ reservePrice: 100_000 }), "b", 60_000);
    expect(d.next.currentPrice).toBe(60_000);
    expect(closingOutcome({ ...d.next, reservePrice: 100_000 }).state).toBe("unsold");
  });

  it("a maximum at or above the reserve lifts the price to the reserve", () => {
    const d = accept(auction({ reservePrice: 100_000 }), "b", 60_000, 150_000);
    expect(d.next.currentPrice).toBe(100_000);
    expect(d.rows.map((r) => [r.bidderUid, r.amount, r.kind])).toEqual([
      ["b", 60_000, "bid"],
      ["b", 100_000, "auto"],
    ]);
    expect(closingOutcome({ ...d.next, reservePrice: 100_000 })).toEqual({ state: "sold", commission: 8_000 });
  });

  it("the standing leader's answer jumps to the reserve when its maximum covers it", () => {
    const a = auction({ reservePrice: 100_000, leaderUid: "a", leaderMax: 150_000, currentPrice: 60_000, bidCount: 1 });
    const d = accept(a, "b", 70_000);
    expect(d.next).toMatchObject({ leaderUid: "a", currentPrice: 100_000 });
    expect(d.rows.map((r) => [r.bidderUid, r.amount, r.kind])).toEqual([
      ["b", 70_000, "bid"],
      ["a", 100_000, "auto"],
    ]);
  });

  it("a leader raising the maximum over the reserve lifts the price", () => {
    const a = auction({ reservePrice: 100_000, leaderUid: "a", leaderMax: 60_000, currentPrice: 60_000, bidCount: 1 });
    const d = accept(a, "a", 61_000, 120_000);
    expect(d.next.currentPrice).toBe(100_000);
    expect(d.next.bidCount).toBe(2);
  });

  it.each([
    [{ leaderUid: null, currentPrice: 50_000, reservePrice: null }, "unsold", null],
    [{ leaderUid: "a", currentPrice: 50_000, reservePrice: null }, "sold", 8_000],
    [{ leaderUid: "a", currentPrice: 99_999, reservePrice: 100_000 }, "unsold", null],
    [{ leaderUid: "a", currentPrice: 100_000, reservePrice: 100_000 }, "sold", 8_000],
    [{ leaderUid: "a", currentPrice: 300_000, reservePrice: 100_000 }, "sold", 12_000],
    [{ leaderUid: "a", currentPrice: 700_000, reservePrice: null }, "sold", 20_000],
  ])("closing %o → %s", (a, state, commission) => {
    expect(closingOutcome(a)).toEqual({ state, commission });
  });
});

describe("display helpers", () => {
  it.each([
    ["upcoming", { state: "scheduled" as const, startsAt: minutes(5), endsAt: minutes(60) }],
    ["live", { state: "scheduled" as const, startsAt: minutes(-5), endsAt: minutes(60) }],
    ["live", { state: "live" as const, startsAt: minutes(-5), endsAt: minutes(60) }],
    ["ended", { state: "live" as const, startsAt: minutes(-5), endsAt: minutes(0) }],
    ["ended", { state: "sold" as const, startsAt: minutes(-5), endsAt: minutes(60) }],
    ["cancelled", { state: "cancelled" as const, startsAt: minutes(-5), endsAt: minutes(60) }],
  ])("effective state %s", (expected, a) => expect(effectiveState(a, NOW)).toBe(expected));

  it.each([
    ["Mehmet", "Yılmaz", "M*** Y***"],
    ["ışıl", "öztürk", "I*** Ö***"],
    ["Ali", "", "A***"],
    ["", "", "***"],
  ])("masks %s %s as %s", (name, last, masked) => expect(maskName(name, last)).toBe(masked));

  it("masks plates", () => {
    expect(maskPlate("34ABC123")).toBe("34 *** 23");
    expect(maskPlate("")).toBe("");
  });
});
