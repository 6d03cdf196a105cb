// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  NEW_IBAN_HOLD_HOURS,
  payableNow,
  signInRecentEnough,
  WITHDRAWAL_CANCEL_LINK_DAYS,
  WITHDRAWAL_REAUTH_MAX_AGE_S,
  withdrawalPayableAt,
} from "@/lib/withdrawals/rules";
import { readWithdrawalCancelToken, withdrawalCancelToken } from "@/lib/server/deposits/cancelLink";
import { moneyNotices } from "@/lib/notifications/labels";
import { shouldEmail } from "@/lib/notifications/rules";
import { itMaps } from "@/tests/unit/helpers/cases";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const nowS = NOW / 1000;

describe("step-up before a withdrawal: the sign-in must be at most 5 minutes old", () => {
  it("is five minutes", () => expect(WITHDRAWAL_REAUTH_MAX_AGE_S).toBe(300));
  itMaps("auth_time %s → %s", (authTime) => signInRecentEnough(authTime, NOW), [
    [nowS, true],
    [nowS - 299, true],
    [nowS - 300, true],
    [nowS - 301, false],
    [nowS - 3600, false],
    // A token minted a moment "in the future" (clock skew between Firebase and us) is still recent.
    [nowS + 5, true],
    [Number.NaN, false],
  ]);
});

describe("first withdrawal to a new IBAN: payable 24 hours after the request", () => {
  const created = new Date(NOW);
  it("an IBAN paid to before: payable at once", () => {
    expect(withdrawalPayableAt(created, true)).toBeNull();
    expect(payableNow(null, created)).toBe(true);
  });
  it("a new IBAN: not a millisecond before 24 hours, from then on", () => {
    const at = withdrawalPayableAt(created, false)!;
    expect(NEW_IBAN_HOLD_HOURS).toBe(24);
    expect(at.toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(payableNow(at, new Date(NOW + 24 * 3600_000 - 1))).toBe(false);
    expect(payableNow(at, new Date(NOW + 24 * 3600_000))).toBe(true);
  });
});

describe("the cancel link of the withdrawal e-mail", () => {
  it("names the user and the withdrawal until it expires", () => {
    const token = withdrawalCancelToken("uid-1", 42, NOW);
    expect(readWithdrawalCancelToken(token, NOW)).toEqual({ ok: true, uid: "uid-1", withdrawalId: 42 });
    const lastSecond = NOW + WITHDRAWAL_CANCEL_LINK_DAYS * 86_400_000;
    expect(readWithdrawalCancelToken(token, lastSecond)).toMatchObject({ ok: true });
    expect(readWithdrawalCancelToken(token, lastSecond + 1000)).toEqual({ ok: false, reason: "expired" });
  });
  it("refuses a changed withdrawal id or user, a broken signature and other kinds of token", () => {
    const token = withdrawalCancelToken("uid-1", 42, NOW);
    const [uid, field, mac] = token.split(".");
    expect(readWithdrawalCancelToken(`${uid}.${field.replace(/^42/, "43")}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(readWithdrawalCancelToken(`${Buffer.from("uid-2").toString("base64url")}.${field}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(readWithdrawalCancelToken(`${token.slice(0, -2)}xx`, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(readWithdrawalCancelToken("", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(readWithdrawalCancelToken("a.b", NOW)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("the withdrawal-requested notice", () => {
  it("shows the amount and only the IBAN's last four digits, says what to do if it was not you, and is always e-mailed", () => {
    const iban = "TR330006100519786457841326";
    const notice = moneyNotices.withdrawalRequested({
      uid: "u",
      withdrawalId: 7,
      amount: 12_500,
      iban,
      cancelLink: "/cekim-iptal?t=abc",
    });
    expect(notice.body).toContain("12.500 TL");
    expect(notice.body).toContain("1326");
    expect(notice.body).not.toContain(iban.slice(0, -4));
    expect(notice.body).toContain("Bu işlemi siz yapmadıysanız");
    expect(notice).toMatchObject({
      kind: "withdrawal_requested",
      link: "/cekim-iptal?t=abc",
      dedupeKey: "withdrawal_requested:7",
    });
    expect(shouldEmail("withdrawal_requested", false)).toBe(true);
  });
});
