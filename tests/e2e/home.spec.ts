import { expect, test } from "@playwright/test";

test("the home page renders in Turkish inside the layout", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/\| MotoBorsa$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("borsası");
  await expect(page.getByRole("link", { name: "İhaleye Katıl" }).first()).toHaveAttribute("href", "/ihaleler");
});
