import { describe, expect, it } from "vitest";
import { soldPriceLabel } from "@/lib/auctions/labels";
import { endedOutcome, reserveNote, type EndedOutcome } from "@/lib/auctions/rules";

describe("endedOutcome: what an ended auction says in public (PRODUCT §6.5)", () => {
  const cases: Array<[string, { result: "sold" | "unsold" | null; bidCount: number }, EndedOutcome | null, string]> = [
    ["sold after bids", { result: "sold", bidCount: 7 }, "sold", "Satıldı: 82.000 TL"],
    // A buy-now during the auction (PRODUCT §6.8) sells it before anyone bid.
    ["sold by Hemen Al without a bid", { result: "sold", bidCount: 0 }, "sold", "Satıldı: 82.000 TL"],
    ["unsold with bids below the reserve", { result: "unsold", bidCount: 3 }, "reserve_not_met", "Rezerv karşılanmadı"],
    ["unsold without a single bid", { result: "unsold", bidCount: 0 }, "no_bids", "Teklif gelmedi"],
  ];
  it.each(cases)("%s", (_name, auction, outcome, label) => {
    expect(endedOutcome(auction)).toBe(outcome);
    expect(soldPriceLabel(outcome!, "82.000 TL")).toBe(label);
  });

  it("says nothing while there is no result (running, being settled or cancelled)", () => {
    expect(endedOutcome({ result: null, bidCount: 0 })).toBeNull();
    expect(endedOutcome({ result: null, bidCount: 4 })).toBeNull();
  });
});

describe("reserveNote: the reserve line under an auction page's price", () => {
  const bid = { hasReserve: true, reserveMet: false, bidCount: 2 };
  const none = { hasReserve: true, reserveMet: false, bidCount: 0 };
  it.each([
    ["live, below the reserve", bid, "live", "not_met"],
    ["live, reserve met", { ...bid, reserveMet: true }, "live", "met"],
    ["live, no bid yet", none, "live", "not_met"],
    ["ended with bids below the reserve", bid, "ended", "not_met"],
    ["ended with the reserve met", { ...bid, reserveMet: true }, "ended", "met"],
    // Nobody bid: the page must not claim the reserve was missed.
    ["ended without a bid", none, "ended", null],
    ["cancelled without a bid", none, "cancelled", null],
    ["not started", none, "upcoming", null],
    ["no reserve", { hasReserve: false, reserveMet: true, bidCount: 3 }, "ended", null],
  ] as const)("%s", (_name, auction, status, note) => {
    expect(reserveNote(auction, status)).toBe(note);
  });
});
