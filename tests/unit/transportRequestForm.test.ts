import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dayProblem,
  isCalendarDay,
  transportCancelSchema,
  transportQuoteSchema,
  transportRequestSchema,
  transportScheduleSchema,
} from "@/lib/transportRequests/schemas";
import { transportRequestBody } from "@/tests/integration/helpers/requestBodies";
import { itMaps } from "@/tests/unit/helpers/cases";

// 23:30 in Istanbul on 10 March (20:30 UTC): "today" is the Istanbul day, not the UTC one.
const NOW = new Date("2026-03-10T20:30:00.000Z");

describe("dayProblem", () => {
  itMaps("%s → %s", (value) => dayProblem(value, NOW, 90), [
    ["2026-03-10", null],
    ["2026-03-09", "Tarih geçmiş bir gün olamaz."],
    ["2026-06-08", null],
    ["2026-06-09", "Tarih en fazla 90 gün sonrası olabilir."],
    ["2026-02-30", "Tarih geçerli bir tarih olmalıdır."],
    ["10.03.2026", "Tarih geçerli bir tarih olmalıdır."],
    ["", "Tarih geçerli bir tarih olmalıdır."],
  ]);

  it("uses the Istanbul day: after 21:00 UTC it is already tomorrow in Türkiye", () => {
    const lateUtc = new Date("2026-03-10T21:30:00.000Z");
    expect(dayProblem("2026-03-10", lateUtc, 90)).toBe("Tarih geçmiş bir gün olamaz.");
    expect(dayProblem("2026-03-11", lateUtc, 90)).toBeNull();
  });

  it("knows leap years", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
  });
});

describe("transportRequestSchema", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const valid = transportRequestBody("2026-03-20");
  const errors = (input: unknown) => {
    const result = transportRequestSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts a typed-in motorcycle", () =>
    expect(transportRequestSchema.parse(valid)).toMatchObject({ brand: "Yamaha", preferredDate: "2026-03-20" }));
  it("accepts a won motorcycle without brand and model", () => {
    const { brand: _b, model: _m, ...rest } = valid;
    expect(transportRequestSchema.parse({ ...rest, orderId: 12 })).toMatchObject({ orderId: 12 });
  });

  it.each([
    ["fromCity", { fromCity: "Mordor" }, "Çıkış için listeden bir il seçin."],
    ["toCity", { toCity: undefined }, "Varış ilini seçin."],
    ["fromDistrict", { fromDistrict: "K" }, "Çıkış ilçesi en az 2 karakter olmalıdır."],
    ["toDistrict", { toDistrict: "<script>" }, "Varış ilçesi yalnızca harf ve rakam içerebilir."],
    ["brand", { brand: "" }, "Motosikletin markasını yazın."],
    ["model", { model: "  " }, "Motosikletin modelini yazın."],
    ["orderId", { orderId: 0 }, "Seçilen motosiklet geçersiz."],
    ["preferredDate", { preferredDate: "2026-03-09" }, "Tercih ettiğiniz tarih geçmiş bir gün olamaz."],
    ["preferredDate", { preferredDate: "2026-07-01" }, "Tercih ettiğiniz tarih en fazla 90 gün sonrası olabilir."],
    ["preferredDate", { preferredDate: "" }, "Tercih ettiğiniz tarih zorunludur."],
    ["note", { note: "x".repeat(1001) }, "Not en fazla 1000 karakter olabilir."],
  ])("%s: %j → %s", (field, patch, message) => {
    expect(errors({ ...valid, ...patch })[field]).toBe(message);
  });
});

describe("staff schemas", () => {
  it("a quote is whole TL between 100 and 1.000.000", () => {
    expect(transportQuoteSchema.parse({ price: 4_500 })).toEqual({ price: 4_500, note: "" });
    expect(transportQuoteSchema.safeParse({ price: 50 }).error?.issues[0].message).toBe(
      "Fiyat en az 100 TL olmalıdır.",
    );
    expect(transportQuoteSchema.safeParse({ price: "4500" }).error?.issues[0].message).toBe(
      "Fiyat bir sayı olmalıdır.",
    );
  });

  it("a pick-up day cannot be in the past", () => {
    expect(transportScheduleSchema.safeParse({ date: "2000-01-01" }).error?.issues[0].message).toBe(
      "Alım tarihi geçmiş bir gün olamaz.",
    );
  });

  it("a cancellation needs a reason", () => {
    expect(transportCancelSchema.safeParse({}).error?.issues[0].message).toBe("İptal nedeni zorunludur.");
  });
});
