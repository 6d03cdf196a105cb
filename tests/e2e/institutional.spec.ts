import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";

const PAGES = [
  { path: "/hakkimizda", heading: "Hakkımızda", title: "Hakkımızda | MotoBorsa" },
  { path: "/kurumsal/nakliye", heading: "Nakliye Hizmeti", title: "Nakliye Hizmeti | MotoBorsa" },
  { path: "/kurumsal/teklifal", heading: "Borsa'da Sat: Teklif Alın", title: "Borsa'da Sat: Teklif Alın | MotoBorsa" },
  {
    path: "/kurumsal/yasalbilgilendirme",
    heading: "Yasal Bilgilendirme",
    title: "Yasal Bilgilendirme | MotoBorsa",
    legal: true,
  },
  {
    path: "/kurumsal/kvk",
    heading: "Kişisel Verilerin Korunması Aydınlatma Metni",
    title: "KVKK Aydınlatma Metni | MotoBorsa",
    legal: true,
  },
  { path: "/kurumsal/cerezler", heading: "Çerez Politikası", title: "Çerez Politikası | MotoBorsa", legal: true },
  { path: "/kurumsal/alimhakkinda", heading: "Alım Hakkında", title: "Satın alma süreci – Alım Hakkında | MotoBorsa" },
  { path: "/kurumsal/satimhakkinda", heading: "Satım Hakkında", title: "Satış süreci – Satım Hakkında | MotoBorsa" },
];

async function expectInViewport(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeInViewport();
}

for (const p of PAGES) {
  test(`${p.path}: heading, title, description, breadcrumbs, no axe violations`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    await expect(page).toHaveTitle(p.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    const crumbs = page.getByRole("navigation", { name: "Sayfa yolu" });
    await expect(crumbs.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
    if (p.legal) await expect(page.getByText(/Son güncelleme: \d{1,2} \S+ \d{4}/).first()).toBeVisible();
    // The whole page, shell included: a reader meets the header and footer on every one of these pages.
    await expectAccessible(page, p.path, { everyRule: true });
  });
}

test.describe("buyer and seller guides", () => {
  test("?id=3 opens 'İhale ile satın alma' and scrolls it into view", async ({ page }) => {
    await page.goto("/kurumsal/alimhakkinda?id=3");
    await expect(page).toHaveTitle("İhale ile satın alma – Alım Hakkında | MotoBorsa");
    await expectInViewport(page, "İhale ile satın alma");
    const nav = page.getByRole("navigation", { name: "Alıcı rehberi konuları" });
    await expect(nav.getByRole("link", { name: /İhale ile satın alma/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Son dakika uzatması")).toBeVisible();
  });

  test("?id=5 opens 'Kapsamlı araç ekspertizi'", async ({ page }) => {
    await page.goto("/kurumsal/satimhakkinda?id=5");
    await expectInViewport(page, "Kapsamlı araç ekspertizi");
    const nav = page.getByRole("navigation", { name: "Satıcı rehberi konuları" });
    await expect(nav.getByRole("link", { name: /Kapsamlı araç ekspertizi/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: "Ekspertiz kapsamı" })).toBeVisible();
    await expectAccessible(page, "Kapsamlı araç ekspertizi", { everyRule: true });
  });

  test("a missing or unknown id shows item 1", async ({ page }) => {
    for (const url of ["/kurumsal/alimhakkinda?id=9", "/kurumsal/alimhakkinda?id=abc"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 2, name: "Satın alma süreci", exact: true })).toBeVisible();
    }
  });

  test("the buyer service fee item shows the SPEC commission bands", async ({ page }) => {
    await page.goto("/kurumsal/alimhakkinda?id=4");
    const table = page.getByRole("table", { name: /alıcı hizmet bedeli/i });
    await expect(table.getByRole("row")).toHaveText([
      /Satış fiyatı\s*Hizmet bedeli/,
      /250\.000 TL altı\s*8\.000 TL/,
      /250\.000 TL – 499\.999 TL\s*12\.000 TL/,
      /500\.000 TL ve üzeri\s*20\.000 TL/,
    ]);
  });

  test("choosing another item updates the text and the URL", async ({ page }) => {
    await page.goto("/kurumsal/alimhakkinda?id=1");
    await page
      .getByRole("navigation", { name: "Alıcı rehberi konuları" })
      .getByRole("link", { name: /Alıcı hizmet bedeli/ })
      .click();
    await expect(page).toHaveURL(/\/kurumsal\/alimhakkinda\?id=4$/);
    await expectInViewport(page, "Alıcı hizmet bedeli");
    await page.getByRole("link", { name: /Sonraki/ }).click();
    await expect(page).toHaveURL(/\?id=5$/);
    await expectInViewport(page, "Nakliye ve teslimat");
  });
});

test.describe("legal documents", () => {
  test("each document is reachable by its anchor and by ?belge=", async ({ page }) => {
    await page.goto("/kurumsal/yasalbilgilendirme#hesap-sozlesmesi");
    await expectInViewport(page, "Hesap Sözleşmesi");
    await page.goto("/kurumsal/yasalbilgilendirme?belge=kullanim");
    await expectInViewport(page, "Kullanım Koşulları");
    await page.goto("/kurumsal/yasalbilgilendirme?belge=uyelik");
    await expectInViewport(page, "Üyelik Sözleşmesi");
  });

  test("the KVKK notice names the data controller and the Article 11 rights", async ({ page }) => {
    await page.goto("/kurumsal/kvk");
    await expect(page.getByText("MotoBorsa Pazaryeri A.Ş.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /madde 11/i })).toBeVisible();
    await expect(page.getByText("motoborsa@hs01.kep.tr").first()).toBeVisible();
  });

  test("the cookie policy lists the site's cookies and can reopen the consent banner", async ({ page, context }) => {
    await page.goto("/kurumsal/cerezler");
    const table = page.getByRole("table", { name: "Platform'un yerleştirdiği çerezler" });
    for (const name of ["cookie-consent", "bearer_token", "management_token"])
      await expect(table.getByRole("rowheader", { name })).toBeVisible();
    await expect(table.getByRole("row", { name: /cookie-consent/ })).toContainText("365 gün");
    await page.getByRole("button", { name: "Çerez tercihlerimi değiştir" }).click();
    await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "cookie-consent")).toBe(false);
  });
});
