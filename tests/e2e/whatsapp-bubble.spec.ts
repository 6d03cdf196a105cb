import { expect, test, type Locator } from "@playwright/test";
import { dismissCookies } from "@/tests/e2e/helpers/accounts";

test.beforeEach(async ({ context, baseURL, page }) => {
  await dismissCookies(context, baseURL);
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
  // The list rendered per request: a stale cached default view replaces itself with fresh data once
  // after loading, and that re-render may move the page up under the scroll this test makes.
  await page.goto("/ihaleler?sort=ending");
  await expect(bubble(page)).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect(bubble(page)).toBeHidden();
  // Measured where the bubble sits (its box stays laid out while it gives way): a hit test at its
  // centre and corners reaches the cards under it, not the bubble; back on the way up it is the bubble.
  const bubbleBox = await bubble(page).boundingBox();
  expect(bubbleBox!.width).toBeGreaterThan(20);
  expect(await bubbleCovers(page)).toEqual({ covers: false, cardUnder: true });
  await page.mouse.wheel(0, -200);
  await expect(bubble(page)).toBeVisible();
  await expect.poll(() => bubbleCovers(page)).toMatchObject({ covers: true });
});

/** Whether a hit test anywhere on the bubble's box (centre and corners) lands on the bubble, and whether a card lies under its centre. */
function bubbleCovers(page: import("@playwright/test").Page): Promise<{ covers: boolean; cardUnder: boolean }> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('a[aria-label="WhatsApp ile yazın"]')!;
    const b = link.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.2, 0.2],
      [0.8, 0.2],
      [0.2, 0.8],
      [0.8, 0.8],
    ].map(([fx, fy]) => document.elementFromPoint(b.left + b.width * fx, b.top + b.height * fy));
    const centre = points[0];
    return {
      covers: points.some((hit) => hit !== null && link.contains(hit)),
      cardUnder: centre !== null && !link.contains(centre) && centre.closest("main") !== null,
    };
  });
}
