import { describe, expect, it } from "vitest";
import { bidNotices, closingNotices } from "@/lib/notifications/labels";
import { KIND_CATEGORY, emailEnabled, emailRetryDelay, shouldEmail } from "@/lib/notifications/rules";
import { NOTIFICATION_CATEGORIES, NOTIFICATION_KINDS } from "@/lib/notifications/types";

describe("notification rules", () => {
  it("puts every kind in a known category", () => {
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_CATEGORIES).toContain(KIND_CATEGORY[kind]);
  });

  it("e-mails won auctions and orders whatever the stored choice; saved searches only after opting in", () => {
    expect(shouldEmail("auction_won", false)).toBe(true);
    expect(shouldEmail("order_paid", false)).toBe(true);
    expect(emailEnabled("orders", false)).toBe(true);
    expect(shouldEmail("saved_search_match", undefined)).toBe(false);
    expect(shouldEmail("saved_search_match", true)).toBe(true);
    expect(shouldEmail("outbid", undefined)).toBe(true);
    expect(shouldEmail("outbid", false)).toBe(false);
  });

  it("e-mails money actually taken or paid out even with its category off", () => {
    expect(shouldEmail("deposit_captured", false)).toBe(true);
    expect(shouldEmail("withdrawal_paid", false)).toBe(true);
    expect(shouldEmail("deposit_released", false)).toBe(false);
  });

  it("backs off between e-mail attempts and gives up after the last", () => {
    expect(emailRetryDelay(1)).toBe(30);
    expect(emailRetryDelay(2)).toBeGreaterThan(30);
    expect(emailRetryDelay(6)).not.toBeNull();
    expect(emailRetryDelay(7)).toBeNull();
  });

  it("names one event per dedupe key: an outbid per auction version and user, a win per auction", () => {
    const a = bidNotices.outbid({
      auctionId: 4,
      title: "2021 Honda CBR650R",
      uid: "u1",
      price: 51_000,
      version: 7,
      released: true,
    });
    expect(a).toMatchObject({ kind: "outbid", link: "/ihaleler/4", dedupeKey: "outbid:4:7:u1" });
    expect(a.body).toContain("51.000 TL");
    const won = closingNotices.won({
      auctionId: 4,
      title: "x",
      uid: "u1",
      price: 60_000,
      commission: 1_800,
      orderId: 9,
      paymentDueAt: new Date("2026-11-27T20:59:59Z"),
    });
    expect(won.dedupeKey).toBe("auction_won:4");
    expect(won.body).toContain("61.800 TL");
  });
});
