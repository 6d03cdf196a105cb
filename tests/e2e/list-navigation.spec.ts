import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { catalogue, publishedPost } from "@/tests/e2e/helpers/data";

const tag = () => `E2E${randomUUID().slice(0, 6).toUpperCase()}`;

/**
 * Holds the list's data requests (real ones, answered by the server once released), so a second
 * change surely happens while the first navigation is still on its way, as a quick user's does.
 */
async function holdListData(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/data/**", async (route) => {
    await gate;
    // The router aborts the request of a navigation a newer one replaced; that one is gone already.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute("**/_next/data/**");
  };
}

const summary = (page: Page) => page.getByRole("heading", { level: 2, name: /ihale|ilan|Sonuç yok/ });

test("/ihaleler: a tab clicked and a sort chosen at once both end up in the URL", async ({ page }) => {
  await page.goto("/ihaleler");
  await expect(page.getByRole("link", { name: "Canlı ve yakında" })).toHaveAttribute("aria-current", "page");
  const live = page.getByRole("navigation", { name: "İhale durumu" }).getByRole("link", { name: "Canlı", exact: true });
  // The sort is chosen while the tab's navigation is still on its way.
  let release = await holdListData(page);
  await live.click();
  await page.getByRole("combobox", { name: "Sırala" }).selectOption("price_asc");
  await release();
  await expect(page).toHaveURL(/\/ihaleler\?state=live&sort=price_asc$/);
  await expect(live).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("combobox", { name: "Sırala" })).toHaveValue("price_asc");

  // And the other way round: a sort, then a tab, before the first arrives.
  release = await holdListData(page);
  await page.getByRole("combobox", { name: "Sırala" }).selectOption("price_desc");
  await page
    .getByRole("navigation", { name: "İhale durumu" })
    .getByRole("link", { name: "Yakında başlayacak" })
    .click();
  await release();
  await expect(page).toHaveURL(/\/ihaleler\?state=upcoming&sort=price_desc$/);
});

test("/hemenal: a sort chosen and the filters sent at once both end up in the URL", async ({ page, isMobile }) => {
  await page.goto("/hemenal");
  const toggle = page.getByRole("button", { name: "Filtreler", exact: true });
  if (isMobile && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await page.getByRole("spinbutton", { name: "Fiyat (TL) en az" }).fill("1000");
  const release = await holdListData(page);
  await page.getByRole("combobox", { name: "Sırala" }).selectOption("price_asc");
  await page.getByRole("button", { name: "Filtrele", exact: true }).click();
  await release();
  await expect(page).toHaveURL(/\/hemenal\?(?=.*priceMin=1000)(?=.*sort=price_asc)/);
  await expect(page.getByRole("combobox", { name: "Sırala" })).toHaveValue("price_asc");
});

test("a page past the end goes to the last page, on /ihaleler, /hemenal and the blog", async ({ page, baseURL }) => {
  const model = tag();
  await catalogue("auction", 13, { model });
  await page.goto(`/ihaleler?model=${model}&page=999`);
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${model}&page=2$`));
  await expect(summary(page)).toHaveText("13 ihale · 13–13 arası gösteriliyor");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Sayfa 2" })).toHaveAttribute("aria-current", "page");

  // Nothing matches: the first page with the empty state, not "page 999 of nothing".
  await page.goto(`/ihaleler?model=${tag()}&page=5`);
  await expect(page).toHaveURL(/\/ihaleler\?model=E2E\w+$/);
  await expect(summary(page)).toHaveText("Sonuç yok");

  const brand = tag();
  await catalogue("listing", 3, { brand });
  await page.goto(`/hemenal?brand=${brand}&pageSize=2&page=999`);
  await expect(page).toHaveURL(new RegExp(`/hemenal\\?brand=${brand}&page=2&pageSize=2$`));
  await expect(summary(page)).toHaveText("3 ilan · 3–3 arası gösteriliyor");

  // At least one published post, so the blog's last page has an article to show.
  await publishedPost(baseURL!);
  const response = await page.goto("/blog/sayfa/999");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/blog(\/sayfa\/\d+)?$/);
  expect(page.url()).not.toContain("999");
  await expect(page.getByRole("article").first()).toBeVisible();
});
