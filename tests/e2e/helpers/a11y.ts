import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No WCAG 2.1 A/AA or best-practice violations on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  // Toasts fade in and out; measured mid-animation their text looks low-contrast. Wait until gone.
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `${label} has accessibility violations`).toEqual([]);
}
