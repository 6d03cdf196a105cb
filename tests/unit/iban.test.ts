import { describe, expect, it } from "vitest";
import { checkTurkishIban, formatIban, maskIban, normalizeIban } from "@/lib/withdrawals/iban";
import { IBAN_ERRORS } from "@/lib/withdrawals/labels";

const VALID = "TR330006100519786457841326";

describe("checkTurkishIban", () => {
  it.each([
    ["valid", VALID, { ok: true, iban: VALID }],
    ["valid, another bank", "TR320010009999901234567890", { ok: true, iban: "TR320010009999901234567890" }],
    ["lower case and spaces normalised", "tr33 0006 1005 1978 6457 8413 26", { ok: true, iban: VALID }],
    ["non-breaking spaces from a bank app", "TR33\u00a00006\u00a01005 1978 6457 8413 26", { ok: true, iban: VALID }],
    ["wrong check digits", "TR340006100519786457841326", { ok: false, message: IBAN_ERRORS.checksum }],
    ["one digit mistyped", "TR330006100519786457841327", { ok: false, message: IBAN_ERRORS.checksum }],
    ["too short", "TR33000610051978645784132", { ok: false, message: IBAN_ERRORS.length(25) }],
    ["too long", "TR3300061005197864578413260", { ok: false, message: IBAN_ERRORS.length(27) }],
    ["not TR (a valid German IBAN)", "DE89370400440532013000", { ok: false, message: IBAN_ERRORS.notTurkish }],
    ["letters after TR", "TR33000610051978645784132A", { ok: false, message: IBAN_ERRORS.digits }],
    ["punctuation", "TR33-0006-1005", { ok: false, message: IBAN_ERRORS.characters }],
    ["empty", "   ", { ok: false, message: IBAN_ERRORS.empty }],
  ])("%s", (_name, input, expected) => {
    expect(checkTurkishIban(input)).toEqual(expected);
  });

  it("formats and masks for display", () => {
    expect(normalizeIban(" tr33 0006 ")).toBe("TR330006");
    expect(formatIban(VALID)).toBe("TR33 0006 1005 1978 6457 8413 26");
    expect(maskIban(VALID)).toBe("TR33 **** **** **** **** 8413 26");
  });
});
