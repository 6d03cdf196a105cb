import { describe, expect, it } from "vitest";
import { marketingAllowed, marketingChange, pendingConsents, type ConsentRow } from "@/lib/consents/rules";
import { KVKK_NOTICE, MEMBERSHIP_AGREEMENT } from "@/lib/content/legal";
import { contentVersion, currentConsentVersions } from "@/lib/server/consents/versions";

const versions = { membership: "m2", kvkk_notice: "k2", abroad_transfer: "a1", commercial_email: "c1" } as const;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
const accept = (kind: ConsentRow["kind"], version: string, minute = 0): ConsentRow => ({
  kind,
  action: "accept",
  version,
  createdAt: at(minute),
});
const withdraw = (kind: ConsentRow["kind"], version: string, minute = 0): ConsentRow => ({
  ...accept(kind, version, minute),
  action: "withdraw",
});
const upToDate = [accept("membership", "m2"), accept("kvkk_notice", "k2"), accept("abroad_transfer", "a1")];

describe("content version", () => {
  it("is the first 16 hex digits of the SHA-256 of the text shown", () => {
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(contentVersion("abc")).toBe("ba7816bf8f01cfea");
  });

  it("changes with any change of a document and stays for the same content", () => {
    const changed = { ...MEMBERSHIP_AGREEMENT, updatedAt: "2099-01-01" };
    expect(contentVersion(changed)).not.toBe(contentVersion(MEMBERSHIP_AGREEMENT));
    expect(contentVersion(structuredClone(KVKK_NOTICE))).toBe(contentVersion(KVKK_NOTICE));
  });

  it("names every consent text, each with its own version", () => {
    const current = currentConsentVersions();
    expect(Object.keys(current).sort()).toEqual(["abroad_transfer", "commercial_email", "kvkk_notice", "membership"]);
    expect(current.membership).toBe(contentVersion(MEMBERSHIP_AGREEMENT));
    expect(new Set(Object.values(current)).size).toBe(4);
  });
});

describe("pending consents", () => {
  it.each<[string, ConsentRow[], string[]]>([
    ["a new user", [], ["membership", "kvkk_notice", "abroad_transfer"]],
    ["every required text in today's version", upToDate, []],
    ["an older membership agreement", [accept("membership", "m1"), ...upToDate.slice(1)], ["membership"]],
    ["an older one accepted again later", [...upToDate, accept("kvkk_notice", "k1", 5)], ["kvkk_notice"]],
    [
      "renewed after an old one",
      [accept("kvkk_notice", "k1"), ...upToDate.slice(0, 1), accept("kvkk_notice", "k2", 3), upToDate[2]],
      [],
    ],
    ["a withdrawn transfer consent", [...upToDate, withdraw("abroad_transfer", "a1", 9)], ["abroad_transfer"]],
    ["marketing alone", [accept("commercial_email", "c1")], ["membership", "kvkk_notice", "abroad_transfer"]],
  ])("%s → %j", (_, rows, expected) => {
    expect(pendingConsents(rows, versions)).toEqual(expected);
  });

  it("does not ask for the optional marketing text", () => {
    expect(pendingConsents(upToDate, { ...versions, commercial_email: "c9" })).toEqual([]);
  });
});

describe("marketing e-mail", () => {
  it.each<[string, ConsentRow[], boolean]>([
    ["never asked", [], false],
    ["opted in", [accept("commercial_email", "c1")], true],
    ["opted in, then withdrew", [accept("commercial_email", "c1", 1), withdraw("commercial_email", "c1", 2)], false],
    [
      "withdrew, then opted in again",
      [withdraw("commercial_email", "c1", 1), accept("commercial_email", "c0", 2)],
      true,
    ],
    [
      "same minute: the later row decides",
      [accept("commercial_email", "c1", 1), withdraw("commercial_email", "c1", 1)],
      false,
    ],
  ])("%s → %s", (_, rows, expected) => {
    expect(marketingAllowed(rows)).toBe(expected);
  });

  it("writes a row only when the choice changes", () => {
    expect(marketingChange([], false)).toBeNull();
    expect(marketingChange([], true)).toBe("accept");
    expect(marketingChange([accept("commercial_email", "c1")], true)).toBeNull();
    expect(marketingChange([accept("commercial_email", "c1")], false)).toBe("withdraw");
  });
});
