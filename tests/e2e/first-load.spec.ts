import { expect, test } from "@playwright/test";
import { auctionWithPhotosPath } from "@/tests/e2e/helpers/db";

// Issue 15: what a first-time visitor's phone loads before the page is usable.

test("the home page preloads and prioritises only the first card photo", async ({ page }) => {
  // Ending within minutes, so it is among the home page's soonest even after other specs' auctions.
  await auctionWithPhotosPath(3);
  await page.goto("/");
  const photos = page
    .getByRole("list")
    .filter({ has: page.getByRole("timer") })
    .first()
    .locator("article img");
  await expect(photos.first()).toBeVisible();
  // One photo is the LCP on a phone; preloading three made them share the bandwidth. (next/head's
  // link and React's own preload of an eager <img> may both name it: count the photos, not the tags.)
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute("imagesrcset")))]);
  expect(preloaded).toEqual([await photos.first().getAttribute("srcset")]);
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
  for (const other of (await photos.all()).slice(1)) await expect(other).toHaveAttribute("loading", "lazy");
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
