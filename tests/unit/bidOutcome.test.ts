import { describe, expect, it } from "vitest";
import { batchNoticeTargets, bidPosition } from "@/lib/bids/rules";

const now = new Date("2026-11-26T12:00:00Z");
const earlier = new Date("2026-11-26T10:00:00Z");
const later = new Date("2026-11-26T14:00:00Z");

describe("bidPosition (Tekliflerim)", () => {
  it.each([
    { state: "live", endsAt: later, leaderUid: "me", expected: "leading" },
    { state: "live", endsAt: later, leaderUid: "other", expected: "outbid" },
    // Past its end but not closed yet: still the running answer until the close decides.
    { state: "live", endsAt: earlier, leaderUid: "me", expected: "leading" },
    { state: "sold", endsAt: earlier, leaderUid: "me", expected: "won" },
    { state: "sold", endsAt: earlier, leaderUid: "other", expected: "lost" },
    // Leading an unsold auction (reserve not met) is no win.
    { state: "unsold", endsAt: earlier, leaderUid: "me", expected: "lost" },
    { state: "cancelled", endsAt: later, leaderUid: "me", expected: "cancelled" },
  ] as const)("$state, ends $endsAt, leader $leaderUid → $expected", ({ state, endsAt, leaderUid, expected }) => {
    expect(bidPosition({ state, startsAt: earlier, endsAt, leaderUid }, "me", now)).toBe(expected);
  });
});

describe("batchNoticeTargets (who is told after a bid batch)", () => {
  const before = { leaderUid: "a", currentPrice: 100_000 };

  it("tells each leader who lost the lead, unless they hold it again at the end of the batch", () => {
    const after = { leaderUid: "b", currentPrice: 103_000, leaderMax: 120_000 };
    expect(batchNoticeTargets(before, after, ["b", "c"], new Set(["a", "c"]))).toEqual({
      outbid: ["a", "c"],
      maxReached: null,
    });
    const back = { leaderUid: "a", currentPrice: 105_000, leaderMax: 110_000 };
    expect(batchNoticeTargets(before, back, ["b"], new Set(["a"]))).toEqual({ outbid: [], maxReached: null });
  });

  it("tells a standing leader who did not bid in the batch that the price reached their maximum", () => {
    const after = { leaderUid: "a", currentPrice: 110_000, leaderMax: 110_000 };
    expect(batchNoticeTargets(before, after, ["b"], new Set())).toEqual({ outbid: [], maxReached: "a" });
  });

  it.each([
    ["the price is below the maximum", { leaderUid: "a", currentPrice: 105_000, leaderMax: 110_000 }, ["b"]],
    ["the leader bid in the batch", { leaderUid: "a", currentPrice: 110_000, leaderMax: 110_000 }, ["a", "b"]],
    ["the lead changed hands", { leaderUid: "b", currentPrice: 110_000, leaderMax: 110_000 }, ["b"]],
    ["the price did not move", { leaderUid: "a", currentPrice: 100_000, leaderMax: 100_000 }, ["b"]],
  ] as const)("no maximum notice when %s", (_, after, bidders) => {
    expect(batchNoticeTargets(before, after, bidders, new Set()).maxReached).toBeNull();
  });
});
