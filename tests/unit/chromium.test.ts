// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chromiumPlan, type ChromiumFacts } from "@/scripts/lib/chromium";

const fresh: ChromiumFacts = {
  chromiumPath: undefined,
  exists: () => false,
  isRoot: false,
  hasAptGet: true,
  passwordlessSudo: false,
};

describe("the test runner's Chromium", () => {
  it("uses CHROMIUM_PATH, else /usr/bin/chromium", () => {
    expect(
      chromiumPlan({ ...fresh, chromiumPath: "/opt/chrome/chrome", exists: (f) => f === "/opt/chrome/chrome" }),
    ).toEqual({ kind: "use", path: "/opt/chrome/chrome" });
    expect(chromiumPlan({ ...fresh, exists: (f) => f === "/usr/bin/chromium" })).toEqual({
      kind: "use",
      path: "/usr/bin/chromium",
    });
  });

  it("installs Debian's chromium as root, or through sudo only when it asks no password", () => {
    const asRoot = chromiumPlan({ ...fresh, isRoot: true });
    expect(asRoot).toMatchObject({
      kind: "install",
      commands: [
        ["apt-get", "update"],
        ["apt-get", "install", "-y", "--no-install-recommends", "chromium", "fonts-dejavu-core"],
      ],
    });
    const viaSudo = chromiumPlan({ ...fresh, passwordlessSudo: true });
    expect(viaSudo).toMatchObject({
      kind: "install",
      commands: [["sudo", "-n", "apt-get", "update"], expect.arrayContaining(["sudo", "-n", "chromium"])],
    });
  });

  it("stops with one line saying what to install when it may not install (sudo wants a password), instead of hanging on a prompt", () => {
    const plan = chromiumPlan(fresh);
    expect(plan.kind).toBe("stop");
    const message = (plan as { message: string }).message;
    expect(message).toContain("sudo apt-get install -y chromium fonts-dejavu-core");
    expect(message).not.toContain("\n");
  });

  it("never installs over a CHROMIUM_PATH that does not exist, and needs apt-get", () => {
    expect(chromiumPlan({ ...fresh, isRoot: true, chromiumPath: "/nope/chrome" })).toMatchObject({
      kind: "stop",
      message: expect.stringContaining("CHROMIUM_PATH=/nope/chrome"),
    });
    expect(chromiumPlan({ ...fresh, isRoot: true, hasAptGet: false })).toMatchObject({
      kind: "stop",
      message: expect.stringContaining("apt-get is not available"),
    });
  });
});
