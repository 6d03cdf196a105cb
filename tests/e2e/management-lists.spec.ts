import type { Page, Request } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, signInStaffByToken } from "@/tests/e2e/helpers/accounts";
import { atLeastVehicles, unpaidOrder } from "@/tests/e2e/helpers/data";
import { sql } from "@/tests/e2e/helpers/db";

async function count(text: string): Promise<number> {
  return Number((await sql<{ n: string }>(text))[0].n);
}

/**
 * Holds the first list request matching `pattern` (a real one, answered by the server once released),
 * so a second change surely happens while the first is still on its way, as a quick user's does.
 */
async function holdFirst(page: Page, pattern: string): Promise<{ request: Promise<Request>; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held!: (request: Request) => void;
  const request = new Promise<Request>((resolve) => (held = resolve));
  await page.route(
    pattern,
    async (route) => {
      held(route.request());
      await gate;
      await route.continue().catch(() => undefined);
    },
    { times: 1 },
  );
  return { request, release };
}

test("/management/siparisler: a status tab and a source filter clicked at once both end up in the URL and the results", async ({
  page,
  baseURL,
}) => {
  // Our own Hemen Al order awaiting payment: the combined filter has at least one row to show.
  await unpaidOrder(baseURL!, { overdue: false });
  await signInStaffByToken(page, await createStaff({ isSuper: true }), "/management/siparisler");
  const states = page.getByRole("navigation", { name: "Sipariş durumu" });
  const sources = page.getByRole("navigation", { name: "Sipariş kaynağı" });
  const rows = page.locator("tbody").getByRole("row");
  await expect(rows.first()).toBeVisible();

  // The tab's list request is held until the source filter has been clicked and its own list shown.
  const held = await holdFirst(page, "**/api/management/orders?*");
  await states.getByRole("link", { name: "Ödeme bekleyen" }).click();
  const first = await held.request;
  const second = page.waitForResponse(
    (r) => r.url().includes("/api/management/orders?") && r.url().includes("source=listing"),
  );
  await sources.getByRole("link", { name: "Hemen Al" }).click();
  await second;
  held.release();
  await (await first.response())?.finished();

  await expect(page).toHaveURL(/\/management\/siparisler\?state=awaiting_payment&source=listing$/);
  await expect(states.getByRole("link", { name: "Ödeme bekleyen" })).toHaveAttribute("aria-current", "page");
  await expect(sources.getByRole("link", { name: "Hemen Al" })).toHaveAttribute("aria-current", "page");
  // The results are those of both choices, not the late answer of the tab alone.
  const expected = await count(
    `SELECT count(*) AS n FROM orders WHERE status = 'awaiting_payment' AND listing_id IS NOT NULL`,
  );
  expect(expected).toBeGreaterThan(0);
  await expect(rows).toHaveCount(Math.min(expected, 20));
  await expect(rows.filter({ hasText: "Hemen Al ·" })).toHaveCount(Math.min(expected, 20));
  await expect(rows.filter({ hasText: "Ödeme bekleniyor" })).toHaveCount(Math.min(expected, 20));
});

test("/management/araclar?page=999 goes to the last page and prints no impossible page", async ({ page }) => {
  // More than one page of vehicles, whatever the database held before.
  await atLeastVehicles(21);
  await signInStaffByToken(page, await createStaff({ isSuper: true }));
  const last = Math.max(1, Math.ceil((await count(`SELECT count(*) AS n FROM vehicles`)) / 20));
  expect(last).toBeGreaterThan(1);
  await page.goto("/management/araclar?page=999");
  await expect(page).toHaveURL(new RegExp(`/management/araclar\\?page=${last}$`));
  const pager = page.getByRole("navigation", { name: "Sayfalar" });
  await expect(pager).toContainText(`Sayfa ${last} / ${last}`);
  await expect(pager.getByRole("button", { name: "Sonraki" })).toBeDisabled();
  await expect(page.locator("tbody").getByRole("row").first()).toBeVisible();
  await expect(page.getByText("Sayfa 999")).toHaveCount(0);
  // The wrong page is replaced, not kept in the history: going back leaves the list.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=999/);
});
