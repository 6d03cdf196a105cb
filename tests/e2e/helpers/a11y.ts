import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on one of our pages. Our pages have one frame (no iframe anywhere), so axe runs in the page
 * itself ("legacy mode") instead of opening a blank page to merge the frames' results: the same rules
 * and the same passes and violations, in about half the time (measured on /, /ihaleler and
 * /kurumsal/hakkimizda, 2026-11-27; DEVELOPING "Slowest tests").
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** The violations as `rule: target, target` lines, so a failure names what to fix. */
export function violationLines(result: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[] {
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * No violations on the page as it is now: WCAG 2.1 A/AA and best practice, or with `everyRule` every
 * rule axe runs by default (WCAG 2.2 included), as the content pages' scans ask.
 */
export async function expectAccessible(page: Page, label: string, { everyRule = false } = {}) {
  // Toasts fade in and out; measured mid-animation their text looks low-contrast. Wait until gone.
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0);
  const axe = axeOn(page);
  if (!everyRule) axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  expect(violationLines(await axe.analyze()), `${label} has accessibility violations`).toEqual([]);
}
