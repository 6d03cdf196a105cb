import { describe, expect, it } from "vitest";
import { formatShortDate, formatShortDateTime, formatTurkishDate, isoDay } from "@/lib/dates";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("formatTurkishDate", () => {
  itMaps("%s → %s", formatTurkishDate, [
    ["2026-11-21T10:00:00Z", "21 Kasım 2026"],
    ["2026-01-05T12:00:00Z", "5 Ocak 2026"],
    ["2026-08-31T12:00:00Z", "31 Ağustos 2026"],
    ["2026-02-14T12:00:00Z", "14 Şubat 2026"],
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    ["2026-06-30T22:30:00Z", "1 Temmuz 2026"],
  ]);

  it("returns an empty string for an invalid date", () => {
    expect(formatTurkishDate("not a date")).toBe("");
  });
});

describe("isoDay", () => {
  it("gives the Istanbul calendar day", () => {
    expect(isoDay("2026-06-30T22:30:00Z")).toBe("2026-07-01");
  });
});

describe("Istanbul time without Intl (fixed UTC+3 since 8 September 2016)", () => {
  const intlLong = new Intl.DateTimeFormat("tr-TR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  });
  const intlShort = new Intl.DateTimeFormat("tr-TR", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  });
  const intlDateTime = new Intl.DateTimeFormat("tr-TR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  });
  const intlIso = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Europe/Istanbul",
  });
  // Every 7 h 13 min from 2014 (DST years, through the Intl fallback) to 2031 crosses every hour, day,
  // month boundary and leap day.
  const samples: Date[] = [];
  for (let t = Date.UTC(2014, 0, 1); t < Date.UTC(2031, 0, 1); t += (7 * 60 + 13) * 60 * 1000)
    samples.push(new Date(t));

  it("agrees with Intl's Europe/Istanbul for every sample", () => {
    const wrong = samples.filter(
      (d) =>
        formatTurkishDate(d) !== intlLong.format(d) ||
        formatShortDate(d) !== intlShort.format(d) ||
        formatShortDateTime(d) !== intlDateTime.format(d) ||
        isoDay(d) !== intlIso.format(d),
    );
    expect(samples.length).toBeGreaterThan(20_000);
    expect(wrong.map((d) => d.toISOString()).slice(0, 5)).toEqual([]);
  });

  it("knows the hour around midnight and the 2015 summer time", () => {
    expect(formatShortDateTime("2026-12-31T20:59:00Z")).toBe("31 Ara 2026 23:59");
    expect(formatShortDateTime("2026-12-31T21:00:00Z")).toBe("1 Oca 2027 00:00");
    // Summer 2015 was UTC+3 (EEST), winter 2015 UTC+2 (EET).
    expect(formatShortDateTime("2015-07-01T12:00:00Z")).toBe("1 Tem 2015 15:00");
    expect(formatShortDateTime("2015-12-01T12:00:00Z")).toBe("1 Ara 2015 14:00");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatShortDate("x")).toBe("");
    expect(formatShortDateTime(Number.NaN)).toBe("");
  });
});
