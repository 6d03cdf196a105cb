import { expect, test } from "@playwright/test";

// Issue 15: what a first-time visitor's phone loads before the page is usable.

test("the home page preloads and prioritises only the first card's photo", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByRole("list").filter({ has: page.getByRole("timer") }).first().getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  // One photo is the LCP on a phone; preloading three made them share the bandwidth. (next/head's
  // link and React's own preload of an eager <img> may both name it: count the photos, not the tags.)
  const preloaded = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute("imagesrcset")))]);
  const first = cards.first().locator("img");
  expect(preloaded).toEqual([await first.getAttribute("srcset")]);
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(cards.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
});

test("a first-time visitor's sign-up form does not start Firebase", async ({ page }) => {
  await page.goto("/kayit");
  await expect(page.getByRole("heading", { level: 1, name: "Kayıt Ol" })).toBeVisible();
  await expect(page.getByLabel("E-posta", { exact: false }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Firebase's SDK creates this database as soon as it starts; the check for an unfinished sign-up
  // now looks for a stored session first and finds none.
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(databases).not.toContain("firebaseLocalStorageDb");
});
