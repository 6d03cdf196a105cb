import { describe, expect, it } from "vitest";
import { hasPermission } from "@/lib/staff/rules";

describe("hasPermission (PRODUCT §4.1)", () => {
  it.each([
    { staff: null, expected: false, why: "no management user loaded" },
    { staff: undefined, expected: false, why: "no management user loaded" },
    { staff: { isSuper: true, roles: [] }, expected: true, why: "super user" },
    { staff: { isSuper: false, roles: ["provision:approve"] }, expected: true, why: "role held" },
    { staff: { isSuper: false, roles: ["blog:write"] }, expected: false, why: "role not held" },
    { staff: { isSuper: false, roles: [] }, expected: false, why: "no roles" },
  ])("$why → $expected", ({ staff, expected }) => {
    expect(hasPermission(staff, "provision:approve")).toBe(expected);
  });
});
