import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { catalogue } from "@/tests/e2e/helpers/data";

test.beforeEach(async ({ page }) => {
  // The phone width where the bubble and the content share the screen edge.
  await page.setViewportSize({ width: 390, height: 844 });
});

/** True when a click anywhere on the element (a 5 × 3 grid of points over it) reaches the element itself. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((fx) =>
      [0.25, 0.5, 0.75].map((fy) => [r.left + r.width * fx, r.top + r.height * fy]),
    );
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

const bubble = (page: import("@playwright/test").Page) => page.getByRole("link", { name: "WhatsApp ile yazın" });

test("the open sidebar lies over the WhatsApp bubble: Giriş Yap and Kayıt Ol can be pressed whole", async ({
  page,
}) => {
  await page.goto("/");
  await expect(bubble(page)).toBeVisible();
  await page.getByRole("button", { name: "Menüyü aç" }).click();
  const menu = page.getByRole("dialog", { name: "Menü" });
  await expect(menu).toBeVisible();
  expect(await uncovered(menu.getByRole("link", { name: "Giriş Yap" }))).toBe(true);
  expect(await uncovered(menu.getByRole("link", { name: "Kayıt Ol" }))).toBe(true);
});

test("/kayit: the Kayıt Ol button at the end of the form is not under the bubble", async ({ page }) => {
  await page.goto("/kayit");
  const submit = page.getByRole("button", { name: "Kayıt Ol" });
  await expect(submit).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // A small move back up brings the bubble back; the end of the page still leaves the button clear.
  await page.mouse.wheel(0, -10);
  await expect(bubble(page)).toBeVisible();
  await expect.poll(() => uncovered(submit)).toBe(true);
});

test("/ihaleler: the bubble gives way while the reader scrolls down the cards, and comes back on the way up", async ({
  page,
}) => {
  // Cards of our own, more than a screen's scroll of them, whatever else the database holds. The list
  // rendered per request: a stale cached default view replaces itself with fresh data once after
  // loading, and that re-render may move the page up under the scroll this test makes.
  const brand = `E2EW${randomUUID().slice(0, 6).toUpperCase()}`;
  await catalogue("auction", 8, { brand });
  await page.goto(`/ihaleler?brand=${brand}&sort=ending`);
  await expect(page.getByRole("article")).toHaveCount(8);
  const link = bubble(page);
  await expect(link).toBeVisible();
  // Where the bubble rests: while it gives way it slides off and is hidden, so the test looks at this
  // place on the screen — the cards must be reachable there, and on the way up the bubble again.
  const rest = (await link.boundingBox())!;
  expect(rest.width).toBeGreaterThan(20);
  expect(await hitsAt(page, rest)).toEqual({ bubble: true, content: false });
  await page.mouse.wheel(0, 900);
  await expect(link).toBeHidden();
  await expect.poll(() => hitsAt(page, rest)).toEqual({ bubble: false, content: true });
  await page.mouse.wheel(0, -200);
  await expect(link).toBeVisible();
  await expect.poll(() => hitsAt(page, rest)).toEqual({ bubble: true, content: false });
});

type Box = { x: number; y: number; width: number; height: number };

/** Hit tests at the centre and four inner points of `box`: does any land on the bubble, and is the centre page content? */
function hitsAt(page: import("@playwright/test").Page, box: Box): Promise<{ bubble: boolean; content: boolean }> {
  return page.evaluate((b) => {
    const link = document.querySelector<HTMLElement>('a[aria-label="WhatsApp ile yazın"]')!;
    const points = [
      [0.5, 0.5],
      [0.2, 0.2],
      [0.8, 0.2],
      [0.2, 0.8],
      [0.8, 0.8],
    ].map(([fx, fy]) => document.elementFromPoint(b.x + b.width * fx, b.y + b.height * fy));
    const centre = points[0];
    return {
      bubble: points.some((hit) => hit !== null && link.contains(hit)),
      content: centre !== null && !link.contains(centre) && centre.closest("main") !== null,
    };
  }, box);
}
