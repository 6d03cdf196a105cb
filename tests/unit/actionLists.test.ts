import { describe, expect, it } from "vitest";
import { allowedActions } from "@/lib/actions";
import { provisionRequestActionsFor } from "@/lib/deposits/rules";
import { withdrawalActionsFor } from "@/lib/withdrawals/rules";

describe("allowedActions", () => {
  it("lists the names whose flag is true, in the order given", () => {
    expect(allowedActions({ pay: true, confirm: false, reject: true })).toEqual(["pay", "reject"]);
    expect(allowedActions({ approve: false, confirm: false, reject: false })).toEqual([]);
  });

  it("a provision request can be cancelled by its owner only while pending", () => {
    expect(allowedActions(provisionRequestActionsFor("pending"))).toEqual(["cancel"]);
    for (const status of ["approved", "rejected", "cancelled"] as const)
      expect(allowedActions(provisionRequestActionsFor(status))).toEqual([]);
  });

  it("a withdrawal moves only while pending", () => {
    expect(allowedActions(withdrawalActionsFor("pending"))).toEqual(["cancel", "pay", "reject"]);
    expect(allowedActions(withdrawalActionsFor("paid"))).toEqual([]);
  });
});
