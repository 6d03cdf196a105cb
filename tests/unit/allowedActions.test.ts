import { describe, expect, it } from "vitest";
import { AUCTION_STATES, auctionActionsFor, type AuctionStateName } from "@/lib/auctions/rules";
import { listingActionsFor, type ListingStateName } from "@/lib/buyNow/rules";
import { orderActionsFor } from "@/lib/orders/rules";
import type { OrderStatus } from "@/lib/orders/types";

const NOW = new Date("2026-11-23T12:00:00Z");
const LATER = new Date("2026-11-23T13:00:00Z");
const EARLIER = new Date("2026-11-23T11:00:00Z");

describe("auctionActionsFor: what staff may do with an auction", () => {
  it.each<[AuctionStateName, Date, string[]]>([
    ["scheduled", LATER, ["edit", "cancel"]],
    // Its start has passed: it is live for bidders even before a sweep flips the row, so it is no longer edited.
    ["scheduled", EARLIER, ["cancel"]],
    ["scheduled", NOW, ["cancel"]],
    ["live", EARLIER, ["cancel"]],
    ["sold", EARLIER, []],
    // Unsold: staff may put the same vehicle up again (issue 25, relist).
    ["unsold", EARLIER, ["relist"]],
    ["cancelled", LATER, []],
  ])("%s starting %s → %j", (state, startsAt, actions) => {
    expect(auctionActionsFor({ state, startsAt }, NOW)).toEqual(actions);
  });

  it("an unsold auction whose offer after the close still waits is not relisted (PRODUCT §6.1)", () => {
    expect(auctionActionsFor({ state: "unsold", startsAt: EARLIER, openOffer: true }, NOW)).toEqual([]);
    expect(auctionActionsFor({ state: "unsold", startsAt: EARLIER, openOffer: false }, NOW)).toEqual(["relist"]);
  });

  it("covers every auction state", () => {
    for (const state of AUCTION_STATES)
      expect(Array.isArray(auctionActionsFor({ state, startsAt: LATER }, NOW))).toBe(true);
  });
});

describe("listingActionsFor: what staff may do with a Hemen Al listing", () => {
  it.each<[ListingStateName, string[]]>([
    ["on_sale", ["price", "withdraw"]],
    ["reserved", []],
    ["sold", []],
    ["withdrawn", ["relist"]],
  ])("%s → %j", (state, actions) => {
    expect(listingActionsFor({ state })).toEqual(actions);
  });
});

describe("orderActionsFor: what staff may do with an order", () => {
  const due = "2026-11-20T20:59:59Z";
  const notDue = "2026-11-26T20:59:59Z";
  it.each<[OrderStatus, string, number, string[]]>([
    ["awaiting_payment", notDue, 5_000, ["paid", "cancelled"]],
    // Unpaid past its due date with a deposit still blocked: cancelling may collect it as a cayma bedeli.
    ["awaiting_payment", due, 5_000, ["paid", "cancelled", "forfeit"]],
    ["awaiting_payment", due, 0, ["paid", "cancelled"]],
    // The title transfer (PRODUCT §7.2): the fee paid, then the noter appointment, the GÖS payment, the transfer.
    ["paid", due, 5_000, ["appointment_set", "cancelled"]],
    ["appointment_set", due, 5_000, ["gos_paid", "reschedule", "cancelled"]],
    ["gos_paid", due, 5_000, ["transferred", "reschedule", "cancelled"]],
    // The title moved: only completing is left, never a cancel.
    ["transferred", due, 5_000, ["completed"]],
    ["completed", due, 0, []],
    ["cancelled", due, 0, []],
  ])("%s due %s, deposit %i → %j", (status, paymentDueAt, deposit, actions) => {
    expect(orderActionsFor({ status, listingId: null, paymentDueAt, deposit }, NOW)).toEqual(actions);
  });
});
