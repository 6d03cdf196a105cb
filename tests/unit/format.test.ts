import { formatDateTime, formatNumber, formatPhone, formatTL, isEmpty, parseAmount } from "@/lib/format";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("formatNumber (PRODUCT §11.2)", () => {
  it.each([
    [0, ".", "0"],
    [999, ".", "999"],
    [1000, ".", "1.000"],
    [12000, ".", "12.000"],
    [1234567, ".", "1.234.567"],
    [1234567, ",", "1,234,567"],
    ["1234567", ".", "1.234.567"],
    ["1.234.567", ".", "1.234.567"],
    ["1,234,567", ".", "1.234.567"],
    ["1.234,567", ",", "1,234,567"],
    ["12 000", ".", "12.000"],
    ["00012000", ".", "12.000"],
    [-12000, ".", "-12.000"],
  ] as const)("%s with %s → %s", (value, separator, expected) => {
    expect(formatNumber(value, separator)).toBe(expected);
  });

  it.each([null, undefined, "", "abc", Number.NaN])("%s → empty string", (value) => {
    expect(formatNumber(value as never)).toBe("");
  });
});

describe("formatTL", () => {
  itMaps("%s → %s", formatTL, [
    [12000, "12.000 TL"],
    [0, "0 TL"],
    [500, "500 TL"],
    [1250000, "1.250.000 TL"],
    [999.6, "1.000 TL"],
    [null, "0 TL"],
    [undefined, "0 TL"],
  ]);
});

describe("parseAmount", () => {
  itMaps("%s → %s", parseAmount, [
    ["12.000", 12000],
    ["12 000 TL", 12000],
    ["1000", 1000],
    ["", null],
    ["TL", null],
  ]);
});

describe("isEmpty (PRODUCT §11.2)", () => {
  itMaps("%j → %s", isEmpty, [
    [null, true],
    [undefined, true],
    ["", true],
    [[], true],
    [{}, true],
    [" ", false],
    ["a", false],
    [[0], false],
    [{ a: 1 }, false],
    [0, false],
    [false, false],
    [new Date(0), false],
  ]);
});

describe("formatDateTime", () => {
  it("formats in Turkish, Istanbul time", () => {
    expect(formatDateTime("2026-01-12T11:30:00Z")).toMatch(/12 Oca 2026 14:30/);
  });
});

describe("formatPhone", () => {
  itMaps("%s → %s", formatPhone, [
    ["5321234567", "0532 123 45 67"],
    ["532 123 45 67", "0532 123 45 67"],
    ["12345", "12345"],
    ["", ""],
  ]);
});
