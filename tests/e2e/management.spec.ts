import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, createUser, dismissCookies, type Account } from "@/tests/e2e/helpers/accounts";
import { createdRequestReference } from "@/tests/e2e/helpers/provision";

async function staffLogin(page: Page, account: Account) {
  await page.getByLabel("E-posta adresi").fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

/** The management menu: the sidebar from lg, the drawer below it. */
async function managementMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Yönetim menüsünü aç" }).click();
  return page.getByRole("navigation", { name: "Yönetim menüsü" });
}

test("/management without a staff session goes to the staff sign-in and comes back", async ({ page }) => {
  const staff = await createStaff({ isSuper: true });
  await page.goto("/management/provizyon");
  await page.waitForURL("**/management/login?returnUrl=%2Fmanagement%2Fprovizyon");
  await expect(page.getByRole("heading", { level: 1, name: "Personel Girişi" })).toBeVisible();
  await staffLogin(page, staff);
  await page.waitForURL("**/management/provizyon");
  await expect(page.getByRole("heading", { level: 1, name: "Provizyon Talepleri" })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "management_token");
  expect(decodeURIComponent(cookie!.value)).toMatch(/^Bearer /);
});

test("a non-staff account gets a clear refusal and no management token", async ({ page }) => {
  const user = await createUser();
  await page.goto("/management/login");
  await staffLogin(page, user);
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Bu hesap yönetim paneline erişim yetkisine sahip değil. Personel hesabınızla giriş yapın.",
  );
  expect((await page.context().cookies()).find((c) => c.name === "management_token")).toBeUndefined();
  await expect(page).toHaveURL(/\/management\/login$/);
});

test("the menu lists only what the role may use; other pages refuse", async ({ page, isMobile }) => {
  const blogger = await createStaff({ roles: ["blog:write"], displayName: "Mert Editör" });
  await page.goto("/management/login");
  await staffLogin(page, blogger);
  await page.waitForURL((url) => url.pathname === "/management");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoş geldiniz, Mert");
  const menu = await managementMenu(page, isMobile);
  await expect(menu.getByRole("link")).toHaveText(["Özet", "Blog"]);
  if (isMobile) await page.keyboard.press("Escape");
  await page.goto("/management/provizyon");
  await expect(page.getByRole("heading", { level: 1, name: "Bu sayfa için yetkiniz yok" })).toBeVisible();
});

test("a super user sees every section; a request can be rejected with a reason the user then sees", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const admin = await createStaff({ isSuper: true, displayName: "Selin Yönetici" });
  const user = await createUser({ name: "Bora" });

  // The user files a request.
  const userContext = await browser.newContext({ baseURL, locale: "tr-TR" });
  await dismissCookies(userContext, baseURL);
  const userPage = await userContext.newPage();
  await userPage.goto("/giris?returnUrl=%2Fprofil%2Fprovizyon");
  await userPage.getByLabel("E-posta adresi").fill(user.email);
  await userPage.getByLabel("Şifre", { exact: true }).fill(user.password);
  await userPage.getByRole("button", { name: "Giriş Yap" }).click();
  await userPage.waitForURL("**/profil/provizyon");
  await userPage.getByRole("button", { name: "10.000 TL" }).click();
  await userPage.getByRole("button", { name: "Talep Oluştur" }).click();
  const reference = await createdRequestReference(userPage);

  await page.goto("/management/login");
  await staffLogin(page, admin);
  await page.waitForURL((url) => url.pathname === "/management");
  const menu = await managementMenu(page, isMobile);
  await expect(menu.getByRole("link")).toHaveText([
    "Özet",
    "Provizyon Talepleri",
    "Çekim Talepleri",
    "Araçlar",
    "İhaleler",
    "Hemen Al",
    "Siparişler",
    "Satış Talepleri",
    "Nakliye",
    "Blog",
    // The unread badge adds its count for screen readers.
    /^Mesajlar/,
    /^Soru-Cevap/,
    "Kullanıcılar",
    "Personel",
    "Denetim Kaydı",
  ]);
  await menu.getByRole("link", { name: "Provizyon Talepleri" }).click();
  await page.waitForURL("**/management/provizyon");

  const row = page.getByRole("listitem", { name: `Talep ${reference}` });
  await row.getByRole("button", { name: `${reference} talebini reddet` }).click();
  const dialog = page.getByRole("dialog", { name: "Talebi reddet" });
  await dialog.getByRole("button", { name: "Reddet" }).click();
  await expect(dialog.getByText("Ret gerekçesi en az 3 karakter olmalıdır.")).toBeVisible();
  await dialog.getByLabel("Ret gerekçesi").fill("Havale hesabımıza ulaşmadı.");
  await dialog.getByRole("button", { name: "Reddet" }).click();
  await expect(page.getByText("Talep reddedildi.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await userPage.reload();
  const mine = userPage.getByRole("region", { name: "Provizyon Taleplerim" });
  await expect(mine.getByText("Reddedildi")).toBeVisible();
  await expect(mine.getByText("Ret gerekçesi: Havale hesabımıza ulaşmadı.")).toBeVisible();
  await userContext.close();

  // Signing out of management returns to its sign-in.
  const again = await managementMenu(page, isMobile);
  await again.locator("..").getByRole("button", { name: "Çıkış Yap" }).click();
  await page.waitForURL("**/management/login");
  expect((await page.context().cookies()).find((c) => c.name === "management_token")).toBeUndefined();
});

// A record number in a path is decimal digits only (lib/recordId.ts); Number() read "0x10" as 16.
test("a management detail address whose id is not a record number answers 404", async ({ page }) => {
  for (const path of ["/management/satis-talepleri/0x10", "/management/satis-talepleri/+5", "/management/blog/abc"]) {
    const response = await page.goto(path);
    // The 404 page renders inside the management frame, which then asks a visitor to sign in.
    expect(response?.status(), path).toBe(404);
  }
});
