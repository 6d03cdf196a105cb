import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { auctionWithPhotosPath } from "@/tests/e2e/helpers/db";

async function openAuction(page: Page) {
  await page.goto(await auctionWithPhotosPath());
}

async function photoCount(page: Page): Promise<number> {
  const label = await page.getByRole("button", { name: /^Fotoğrafı büyüt/ }).getAttribute("aria-label");
  return Number(/\/ (\d+)\)$/.exec(label ?? "")?.[1]);
}

test("a gallery photo opens a lightbox: arrow keys and captions, Tab stays inside, Esc closes and focus returns", async ({
  page,
}) => {
  await openAuction(page);
  const count = await photoCount(page);
  expect(count).toBeGreaterThan(1);
  const opener = page.getByRole("button", { name: /^Fotoğrafı büyüt/ });
  await opener.click();
  const lightbox = page.getByRole("dialog", { name: /fotoğrafları$/ });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`Fotoğraf 1 / ${count}`, { exact: true })).toBeVisible();
  await expect(lightbox.getByRole("img")).toHaveAttribute("alt", new RegExp(`fotoğraf 1 / ${count}$`));

  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText(`Fotoğraf 2 / ${count}`, { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText(`Fotoğraf ${count} / ${count}`, { exact: true })).toBeVisible();

  for (let i = 0; i < count + 5; i++) {
    await page.keyboard.press("Tab");
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  // Back on the photo that opened it, which now shows the photo last seen.
  await expect(page.getByRole("button", { name: `Fotoğrafı büyüt (Fotoğraf ${count} / ${count})` })).toBeFocused();
});

test("the lightbox follows a swipe and closes with Kapat", async ({ page, isMobile }) => {
  await openAuction(page);
  const count = await photoCount(page);
  await page.getByRole("button", { name: /^Fotoğrafı büyüt/ }).click();
  const lightbox = page.getByRole("dialog", { name: /fotoğrafları$/ });
  const photo = lightbox.getByRole("img");
  await expect(photo).toBeVisible();
  const box = (await photo.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = [box.x + box.width * 0.75, box.x + box.width * 0.25];
  if (isMobile) {
    // A real touch swipe (pointer events from touch input), right to left.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
    for (const x of [from - 40, from - 100, to])
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } else {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 5 });
    await page.mouse.up();
  }
  await expect(lightbox.getByText(`Fotoğraf 2 / ${count}`, { exact: true })).toBeVisible();
  await lightbox.getByRole("button", { name: "Kapat" }).click();
  await expect(lightbox).toBeHidden();
});
