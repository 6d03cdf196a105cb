import { mayGrant, PERMISSIONS, staffChangeRefusal, ungrantablePermissions } from "@/lib/staff/rules";
import { staffMessages } from "@/lib/staff/labels";
import { auditActionLabel, auditTargetHref } from "@/lib/audit/labels";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("staffChangeRefusal", () => {
  const superA = { uid: "a", isSuper: true };
  const manager = { uid: "m", isSuper: false };
  it.each([
    {
      why: "own row, even for a super",
      actor: superA,
      target: { uid: "a", isSuper: true },
      nextSuper: true,
      superCount: 3,
      expected: "self",
    },
    {
      why: "own row of a manager",
      actor: manager,
      target: { uid: "m", isSuper: false },
      nextSuper: false,
      superCount: 1,
      expected: "self",
    },
    {
      why: "a manager granting super",
      actor: manager,
      target: { uid: "x", isSuper: false },
      nextSuper: true,
      superCount: 1,
      expected: "superOnly",
    },
    {
      why: "a manager touching a super",
      actor: manager,
      target: { uid: "s", isSuper: true },
      nextSuper: true,
      superCount: 1,
      expected: "superOnly",
    },
    {
      why: "demoting the last super",
      actor: superA,
      target: { uid: "s", isSuper: true },
      nextSuper: false,
      superCount: 1,
      expected: "lastSuper",
    },
    {
      why: "demoting one of two supers",
      actor: superA,
      target: { uid: "s", isSuper: true },
      nextSuper: false,
      superCount: 2,
      expected: null,
    },
    {
      why: "a manager changing roles of a non-super",
      actor: manager,
      target: { uid: "x", isSuper: false },
      nextSuper: false,
      superCount: 1,
      expected: null,
    },
    {
      why: "a super granting super",
      actor: superA,
      target: { uid: "x", isSuper: false },
      nextSuper: true,
      superCount: 1,
      expected: null,
    },
  ] as const)("$why → $expected", ({ actor, target, nextSuper, superCount, expected }) => {
    expect(staffChangeRefusal({ actor, target, nextSuper, superCount })).toBe(expected);
  });
});

describe("audit labels", () => {
  itMaps("%s → %s", auditActionLabel, [
    ["user.suspend", "Kullanıcı askıya alındı"],
    ["staff.roles", "Personel yetkileri değişti"],
    ["order.paid", "Sipariş ödendi olarak işaretlendi"],
    ["widget.spin", "widget spin"],
    ["tek", "tek"],
  ]);

  it("links a user to their page and leaves unknown targets unlinked", () => {
    expect(auditTargetHref("user", "a/b")).toBe("/management/kullanicilar/a%2Fb");
    expect(auditTargetHref("sell_request", "7")).toBe("/management/satis-talepleri/7");
    expect(auditTargetHref("widget", "1")).toBeNull();
  });
});

describe("ungrantablePermissions: a non-super grants only what they hold", () => {
  const manager = { isSuper: false, roles: ["staff:write", "blog:write"] };
  it.each([
    { name: "a held permission", before: [], next: ["blog:write"], missing: [] },
    { name: "staff:write itself", before: [], next: ["staff:write"], missing: [] },
    { name: "one not held", before: [], next: ["blog:write", "audit:read"], missing: ["audit:read"] },
    {
      name: "several, in permission order",
      before: [],
      next: ["audit:read", "orders:write"],
      missing: ["orders:write", "audit:read"],
    },
    {
      name: "one the member already had is kept",
      before: ["orders:write"],
      next: ["orders:write", "blog:write"],
      missing: [],
    },
    { name: "taking one away is no grant", before: ["orders:write", "users:read"], next: ["users:read"], missing: [] },
    { name: "a duplicate counts once", before: [], next: ["users:read", "users:read"], missing: ["users:read"] },
  ])("$name", ({ before, next, missing }) => {
    expect(ungrantablePermissions(manager, before, next)).toEqual(missing);
  });
  it("a super may grant anything", () => {
    expect(ungrantablePermissions({ isSuper: true, roles: [] }, [], [...PERMISSIONS])).toEqual([]);
  });
  it("mayGrant answers per checkbox", () => {
    expect(mayGrant(manager, "blog:write")).toBe(true);
    expect(mayGrant(manager, "audit:read")).toBe(false);
    expect(mayGrant(manager, "audit:read", ["audit:read"])).toBe(true);
  });
});

describe("staffMessages.notHeld", () => {
  it("names each permission by its Turkish label and code", () => {
    expect(staffMessages.notHeld(["audit:read"])).toBe(
      "Sizde olmayan yetkiyi veremezsiniz: «Denetim kaydı» (audit:read). Bunun için bir süper yöneticiye başvurun.",
    );
    expect(staffMessages.notHeld(["orders:write", "audit:read"])).toContain(
      "yetkileri veremezsiniz: «Siparişler» (orders:write), «Denetim kaydı» (audit:read)",
    );
  });
});
