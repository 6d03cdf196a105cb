import { describe, expect, it } from "vitest";
import { amountFieldError, amountForRequest, formatAmountInput, parseTurkishAmount } from "@/lib/turkishAmount";
import { AMOUNT_ERRORS } from "@/lib/api/labels";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("parseTurkishAmount: what a Turkish user means", () => {
  it.each([
    ["1.000", 1_000],
    ["1000", 1_000],
    ["10.000", 10_000],
    ["1.000.000", 1_000_000],
    ["12 000 TL", 12_000],
    ["12.000 tl", 12_000],
    ["₺12.000", 12_000],
    ["  5.000  ", 5_000],
    ["1.000,00", 1_000],
    ["1000,0", 1_000],
    ["1000,", 1_000],
    ["0", 0],
  ])("%s → %s", (input, amount) => {
    expect(parseTurkishAmount(input)).toEqual({ ok: true, amount });
  });

  it.each([
    ["1000,50", "kurus"],
    ["1.000,50", "kurus"],
    ["1000,5", "kurus"],
    ["1,000", "commaThousands"],
    ["10,000", "commaThousands"],
    ["1000,5000", "format"],
    ["10.00", "format"],
    ["1.0000", "format"],
    ["1000.50", "format"],
    ["-1000", "format"],
    ["1e6", "format"],
    ["bin", "format"],
    ["1.000.000.000.000.000.000", "tooLarge"],
    ["", "empty"],
    ["  TL", "empty"],
  ] as const)("%s is refused (%s)", (input, reason) => {
    expect(parseTurkishAmount(input)).toEqual({ ok: false, reason, message: AMOUNT_ERRORS[reason] });
  });
});

describe("formatAmountInput: live grouping that keeps the comma", () => {
  itMaps("%s → %s", formatAmountInput, [
    ["1000", "1.000"],
    ["1000,50", "1.000,50"],
    ["1.000,5", "1.000,5"],
    ["10.00", "1.000"],
    ["12 000 TL", "12.000"],
    ["007", "7"],
    ["1,2,3", "1,23"],
    ["", ""],
  ]);

  it("what it shows parses back to what was typed, or is refused: never a hundred times more", () => {
    expect(parseTurkishAmount(formatAmountInput("1000,50"))).toMatchObject({ ok: false, reason: "kurus" });
    expect(parseTurkishAmount(formatAmountInput("15000"))).toEqual({ ok: true, amount: 15_000 });
  });
});

describe("amountFieldError and amountForRequest: a refused amount is never dropped or misread", () => {
  it.each([
    ["", undefined, null],
    ["250.000", undefined, 250_000],
    ["250.000,50", AMOUNT_ERRORS.kurus, "250.000,50"],
    ["1,000", AMOUNT_ERRORS.commaThousands, "1,000"],
  ])("%s", (input, error, forRequest) => {
    expect(amountFieldError(input)).toBe(error);
    expect(amountForRequest(input)).toBe(forRequest);
  });
});
