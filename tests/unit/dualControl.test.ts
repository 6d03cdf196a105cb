import { describe, expect, it } from "vitest";
import {
  moneyDecisionActions,
  moneyDecisionRefusal,
  provisionNeedsSecondApproval,
  SECOND_APPROVAL_PROVISION_FROM,
  SECOND_APPROVAL_WITHDRAWAL_FROM,
  type MoneyDecisionStep,
} from "@/lib/deposits/rules";
import { withdrawalNeedsSecondApproval } from "@/lib/withdrawals/rules";
import { isOwnRecord } from "@/lib/staff/rules";
import { ownRecordLabels } from "@/lib/staff/labels";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("dual-control thresholds (issue 21)", () => {
  it("are the issue's figures", () => {
    expect(SECOND_APPROVAL_PROVISION_FROM).toBe(100_000);
    expect(SECOND_APPROVAL_WITHDRAWAL_FROM).toBe(50_000);
  });

  it.each([
    [99_999, 99_999, false],
    [100_000, 100_000, true],
    [100_001, 100_001, true],
    [1_000, 1_000, false],
    [10_000, 9_999, true],
    [10_000, 10_001, true],
    [1_000, 1_000_000, true],
    [150_000, 99_999, true],
  ])("provision: requested %i, received %i → second approval %s", (requested, received, expected) => {
    expect(provisionNeedsSecondApproval(requested, received)).toBe(expected);
  });

  itMaps("withdrawal of %i → second approval %s", withdrawalNeedsSecondApproval, [
    [1, false],
    [49_999, false],
    [50_000, true],
    [50_001, true],
    [10_000_000, true],
  ]);
});

describe("moneyDecisionRefusal: who may take which step", () => {
  const owner = "owner";
  const maker = "maker";
  const checker = "checker";
  const fresh = { status: "pending", ownerUid: owner, firstApprovalBy: null };
  const waiting = { ...fresh, firstApprovalBy: maker };
  const steps: MoneyDecisionStep[] = ["decide", "confirm", "reject"];

  it.each([
    // subject, viewer, decide, confirm, reject
    ["fresh", fresh, maker, null, "notAwaiting", null],
    ["fresh", fresh, owner, "ownRecord", "ownRecord", "ownRecord"],
    ["waiting", waiting, maker, "awaitingSecond", "ownFirstApproval", "ownFirstApproval"],
    ["waiting", waiting, checker, "awaitingSecond", null, null],
    ["waiting", waiting, owner, "ownRecord", "ownRecord", "ownRecord"],
    ["approved", { ...waiting, status: "approved" }, checker, "decided", "decided", "decided"],
    ["cancelled", { ...waiting, status: "cancelled" }, checker, "decided", "decided", "decided"],
    // The owner hears "own record" even on a decided request: that is the reason that always holds.
    ["paid, owner", { ...fresh, status: "paid" }, owner, "ownRecord", "ownRecord", "ownRecord"],
  ] as const)("%s as %s", (_label, subject, viewer, ...expected) => {
    expect(steps.map((step) => moneyDecisionRefusal(subject, viewer, step))).toEqual(expected);
  });

  it("the buttons come from the same rule", () => {
    expect(moneyDecisionActions(fresh, checker)).toEqual({
      decide: true,
      confirm: false,
      reject: true,
      ownRecord: false,
    });
    expect(moneyDecisionActions(waiting, checker)).toEqual({
      decide: false,
      confirm: true,
      reject: true,
      ownRecord: false,
    });
    expect(moneyDecisionActions(waiting, maker)).toEqual({
      decide: false,
      confirm: false,
      reject: false,
      ownRecord: false,
    });
    expect(moneyDecisionActions(fresh, owner)).toEqual({
      decide: false,
      confirm: false,
      reject: false,
      ownRecord: true,
    });
  });
});

describe("isOwnRecord", () => {
  it("matches the staff uid among the record's parties, ignoring missing ones", () => {
    expect(isOwnRecord({ uid: "u1" }, ["u1"])).toBe(true);
    expect(isOwnRecord({ uid: "u1" }, [null, undefined, "u2", "u1"])).toBe(true);
    expect(isOwnRecord({ uid: "u1" }, [null, "u2"])).toBe(false);
    expect(isOwnRecord({ uid: "u1" }, [])).toBe(false);
  });

  it("answers a Turkish reason naming the record", () => {
    expect(ownRecordLabels.refusal("provision_request")).toBe(
      "Kendi kaydınızla ilgili işlem yapamazsınız: kendi provizyon talebinizi başka bir yetkili onaylamalı veya reddetmeli.",
    );
    expect(ownRecordLabels.badge).toBe("Kendi kaydınız");
  });
});
