import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";

const MENU = [
  ["Ana Sayfa", "/"],
  ["İhaleye Katıl", "/ihaleler"],
  ["Borsa'da Sat", "/borsadasat"],
  ["Hemen Al", "/hemenal"],
  ["Blog", "/blog"],
  ["İletişim", "/iletisim"],
] as const;

test.describe("site-wide head (PRODUCT §1.1)", () => {
  test("language, locale, robots, theme colour, share image, title and description", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page).toHaveTitle("Oturum kapatıldı | MotoBorsa");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "tr_TR");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#000000");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /oturumunuz kapatıldı/i);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await page.request.get(image!);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain("image/png");

    await page.goto("/kayit");
    await expect(page).toHaveTitle("Kayıt Ol | MotoBorsa");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index, follow/);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test("an unknown address shows the Turkish 404 page inside the layout", async ({ page }) => {
    const response = await page.goto("/boyle-bir-sayfa-yok");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
    await expect(page).toHaveTitle("Sayfa bulunamadı | MotoBorsa");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("header and menus, logged out", () => {
  test("the SPEC menu items without Nakliye, and the sign-up/sign-in buttons", async ({ page, isMobile }) => {
    await page.goto("/auth");
    // The desktop menu exists from the lg breakpoint, the hamburger sidebar below it.
    if (isMobile) return checkSidebar(page);
    const menu = page.getByRole("navigation", { name: "Ana menü" });
    for (const [label, href] of MENU)
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    await expect(menu.getByRole("link")).toHaveCount(MENU.length);
    await expect(menu.getByRole("link", { name: "Nakliye" })).toHaveCount(0);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Kayıt Ol" })).toHaveAttribute("href", "/kayit");
    await expect(header.getByRole("link", { name: "Giriş Yap" })).toHaveAttribute("href", /^\/giris/);
    await expect(header.getByRole("button", { name: "Menüyü aç" })).toBeHidden();
  });
});

/** Below lg: the hamburger opens a sidebar with the same menu, focus trapped, Escape closes, scroll locked. */
async function checkSidebar(page: Page) {
  await expect(page.getByRole("navigation", { name: "Ana menü" })).toBeHidden();
  const open = page.getByRole("button", { name: "Menüyü aç" });
  await open.click();
  const sidebar = page.getByRole("dialog", { name: "Menü" });
  await expect(sidebar).toBeVisible();
  const menu = sidebar.getByRole("navigation", { name: "Mobil menü" });
  for (const [label, href] of MENU)
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  await expect(menu.getByRole("link", { name: "Nakliye" })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Kayıt Ol" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Giriş Yap" })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

  // Tabbing past the last control wraps to the first one inside the sidebar.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await expect(open).toBeFocused();

  await open.click();
  await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Blog", exact: true }).click();
  await page.waitForURL("**/blog");
  await expect(page.getByRole("dialog", { name: "Menü" })).toHaveCount(0);
}

test.describe("bare screens", () => {
  test("header and footer are hidden on /giris and /kayit", async ({ page }) => {
    for (const path of ["/giris", "/kayit"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Ana menü" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Menüyü aç" })).toHaveCount(0);
    }
    await page.goto("/auth");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("footer (PRODUCT §2.3)", () => {
  test("every link group, social links and company contact details", async ({ page }) => {
    await page.goto("/auth");
    const footer = page.getByRole("contentinfo");
    const expectLink = async (group: string, name: string, href: string) =>
      expect(footer.getByRole("navigation", { name: group }).getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    await expectLink("Kurumsal", "Hakkımızda", "/hakkimizda");
    await expectLink("Kurumsal", "İletişim", "/iletisim");
    await expectLink("Kurumsal", "Nakliye Hizmeti", "/kurumsal/nakliye");
    await expectLink("Kurumsal", "Teklif Al", "/kurumsal/teklifal");
    await expectLink("Kurumsal", "Blog", "/blog");
    await expectLink("Yasal", "KVKK Aydınlatma Metni", "/kurumsal/kvk");
    await expectLink("Yasal", "Çerez Politikası", "/kurumsal/cerezler");
    await expect(
      footer.getByRole("navigation", { name: "Yasal" }).getByRole("link", { name: "Üyelik Sözleşmesi" }),
    ).toHaveAttribute("href", /^\/kurumsal\/yasalbilgilendirme/);
    for (let id = 1; id <= 5; id++) {
      await expect(
        footer.getByRole("navigation", { name: "Alım Hakkında" }).locator(`a[href="/kurumsal/alimhakkinda?id=${id}"]`),
      ).toHaveCount(1);
      await expect(
        footer
          .getByRole("navigation", { name: "Satım Hakkında" })
          .locator(`a[href="/kurumsal/satimhakkinda?id=${id}"]`),
      ).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /instagram\.com/);
    await expect(footer.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me/);
    await expect(footer.getByText("+90 850 555 66 86")).toBeVisible();
    await expect(footer.getByText(/Ataşehir/)).toBeVisible();
  });
});

/** Opens `path` and makes the page tall enough to scroll whatever the content. */
async function openTall(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => {
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    document.getElementById("icerik")!.appendChild(spacer);
  });
}

test.describe("floating parts", () => {
  test("the up-arrow appears after 500 px of scroll and brings the page back to the top", async ({ page }) => {
    await openTall(page, "/auth");
    const button = page.getByRole("button", { name: "Sayfanın başına dön" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("the WhatsApp button is loaded on the client and scroll-reveal is initialised", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("link", { name: "WhatsApp ile yazın" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    const html = await (await page.request.get("/auth")).text();
    expect(html).not.toContain("WhatsApp ile yazın");
    await expect(page.locator("body")).toHaveAttribute("data-aos-duration", "1200");
  });

  test("a route change scrolls to the top and raises the progress flag only while it runs", async ({ page }) => {
    await openTall(page, "/auth");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL("**/blog");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-navigating", "true");
  });
});
