import { expect, test, type BrowserContext, type Page } from "@playwright/test";

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "cookie-consent");
  return cookie ? { value: JSON.parse(decodeURIComponent(cookie.value)), expires: cookie.expires } : null;
}

/**
 * After a choice: the banner is gone, the cookie holds `choice` (the necessary category always on), and a
 * reload shows no banner again.
 */
async function expectChoiceKept(
  page: Page,
  context: BrowserContext,
  choice: { analytics: boolean; functionality: boolean; marketing: boolean },
) {
  await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toBeHidden();
  expect((await consentCookie(context))?.value).toEqual({ necessary: true, ...choice });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toHaveCount(0);
}

const DAY = 24 * 60 * 60;

test.describe("cookie consent banner (PRODUCT §3.2)", () => {
  test("accept all stores every category, hides the banner and stays hidden after reload", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Çerez bildirimi" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Çerez Politikası" })).toHaveAttribute("href", "/kurumsal/cerezler");
    await expect(banner.getByRole("link", { name: "Çerez Politikası" })).toHaveAttribute("target", "_blank");

    await banner.getByRole("button", { name: "Tümünü Kabul Et" }).click();
    await expect(banner).toBeHidden();
    const stored = await consentCookie(context);
    expect(stored?.value).toEqual({ necessary: true, analytics: true, functionality: true, marketing: true });
    // PRODUCT §13: 365 days.
    const days = (stored!.expires - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    // Analytics is mounted only now that the visitor consented.
    await expect(page.locator('script[src="/_vercel/insights/script.js"]')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toHaveCount(0);
    await expect(page.locator('script[src="/_vercel/insights/script.js"]')).toHaveCount(1);
  });

  test("reject all stores only the necessary category and loads no analytics", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Tümünü Reddet" }).click();
    await expectChoiceKept(page, context, { analytics: false, functionality: false, marketing: false });
    await expect(page.locator('script[src="/_vercel/insights/script.js"]')).toHaveCount(0);
  });

  test("the settings panel saves the latest choice (not a stale one)", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Çerez Ayarları" }).click();
    const panel = page.getByRole("dialog", { name: "Çerez Ayarları" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Her zaman aktif")).toBeVisible();

    const analytics = panel.getByRole("switch", { name: "Analitik Çerezler" });
    const functionality = panel.getByRole("switch", { name: "İşlevsellik Çerezleri" });
    const marketing = panel.getByRole("switch", { name: "Pazarlama Çerezleri" });
    for (const toggle of [analytics, functionality, marketing]) {
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      await expect(toggle).toContainText("Kapalı");
    }
    await analytics.click();
    await marketing.click();
    await marketing.click();
    await functionality.click();
    await expect(analytics).toContainText("Açık");
    await expect(marketing).toContainText("Kapalı");

    await panel.getByRole("button", { name: "Seçimlerimi Onayla" }).click();
    await expect(panel).toBeHidden();
    await expectChoiceKept(page, context, { analytics: true, functionality: true, marketing: false });
  });

  test("Escape closes the settings panel back to the banner", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Çerez Ayarları" }).click();
    await expect(page.getByRole("dialog", { name: "Çerez Ayarları" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Çerez Ayarları" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toBeVisible();
  });
});
