import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_TARGET_LABELS, auditActionLabel, auditTargetLabel } from "@/lib/audit/labels";
import { ORDER_NEXT } from "@/lib/orders/rules";
import { SELL_FLOW } from "@/lib/sellRequests/rules";
import { TRANSPORT_FLOW } from "@/lib/transportRequests/rules";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every action code the services write to the audit log: the literal ones ("user.suspend") found in
 * the server code, and the ones built from a flow's step (`sell_request.${action}`, `order.${status}`).
 */
function recordedActions(): string[] {
  const targets = Object.keys(AUDIT_TARGET_LABELS).join("|");
  const literal = new RegExp(`"((?:${targets})\\.[a-z_]+)"`, "g");
  const found = new Set<string>();
  for (const file of sourceFiles(path.resolve("lib/server"))) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(literal)) found.add(match[1]);
  }
  for (const [action, rule] of Object.entries(SELL_FLOW))
    if (rule.actor === "staff") found.add(`sell_request.${action}`);
  for (const [action, rule] of Object.entries(TRANSPORT_FLOW))
    if (rule.actor === "staff") found.add(`transport_request.${action}`);
  for (const status of new Set(Object.values(ORDER_NEXT).flat())) found.add(`order.${status}`);
  return [...found].sort();
}

/** Every target type and action literal passed to `recordAudit` anywhere in the server code, known or not. */
function recordedLiterals(key: "targetType" | "action"): string[] {
  const pattern = new RegExp(`\\b${key}: "([a-z_.]+)"`, "g");
  const found = new Set<string>();
  for (const file of sourceFiles(path.resolve("lib/server"))) {
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes("recordAudit(")) continue;
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return [...found].sort();
}

describe("audit log labels (Management › Denetim Kaydı)", () => {
  const actions = recordedActions();

  it("finds the actions the services record", () => {
    // A guard that the scan works: these are written by the provision, withdrawal and flow services.
    expect(actions).toEqual(
      expect.arrayContaining([
        "provision_request.first_approve",
        "withdrawal.paid",
        "withdrawal.confirm",
        "sell_request.offer",
        "transport_request.quote",
        "order.paid",
        "staff.add",
      ]),
    );
  });

  it.each(actions)("%s has a Turkish label, not its code", (action) => {
    const [target, verb] = action.split(".");
    const label = auditActionLabel(action);
    expect(label.startsWith(AUDIT_TARGET_LABELS[target])).toBe(true);
    // The verb was translated: the raw English code never reaches the staff screen.
    expect(label.endsWith(` ${verb}`)).toBe(false);
  });

  const targetTypes = recordedLiterals("targetType");

  it("finds the target types the services record", () => {
    expect(targetTypes).toEqual(expect.arrayContaining(["withdrawal", "sell_request", "provision_request", "user"]));
  });

  it.each(targetTypes)("target type %s has a Turkish label", (type) => {
    expect(AUDIT_TARGET_LABELS[type]).toBeDefined();
    expect(auditTargetLabel(type)).not.toBe(type);
  });

  it.each(recordedLiterals("action").filter((action) => action.includes(".")))(
    "action %s names a labelled target and a translated verb",
    (action) => {
      const [target, verb] = action.split(".");
      expect(AUDIT_TARGET_LABELS[target]).toBeDefined();
      expect(auditActionLabel(action).endsWith(` ${verb}`)).toBe(false);
    },
  );
});
