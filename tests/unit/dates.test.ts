import { describe, expect, it } from "vitest";
import { formatTurkishDate, isoDay } from "@/lib/dates";

describe("formatTurkishDate", () => {
  it.each([
    ["2026-11-21T10:00:00Z", "21 Kasım 2026"],
    ["2026-01-05T12:00:00Z", "5 Ocak 2026"],
    ["2026-08-31T12:00:00Z", "31 Ağustos 2026"],
    ["2026-02-14T12:00:00Z", "14 Şubat 2026"],
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    ["2026-06-30T22:30:00Z", "1 Temmuz 2026"],
  ])("%s → %s", (input, expected) => expect(formatTurkishDate(input)).toBe(expected));

  it("returns an empty string for an invalid date", () => {
    expect(formatTurkishDate("not a date")).toBe("");
  });
});

describe("isoDay", () => {
  it("gives the Istanbul calendar day", () => {
    expect(isoDay("2026-06-30T22:30:00Z")).toBe("2026-07-01");
  });
});
