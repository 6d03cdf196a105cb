import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, dismissCookies, fillRegistration, uniqueEmail } from "@/tests/e2e/helpers/accounts";

/** The account area of the header: the desktop header itself, or the sidebar below lg. */
async function accountArea(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole("banner");
  await page.getByRole("button", { name: "Menüyü aç" }).click();
  return page.getByRole("dialog", { name: "Menü" });
}

async function openProvisionPanel(page: Page, isMobile: boolean) {
  const area = await accountArea(page, isMobile);
  if (!isMobile) await area.getByRole("button", { name: "Provizyon durumunu göster" }).click();
  return area;
}

test("sign-up → profile → greeting → provision request → staff approval → balance in the header → logout", async ({
  page,
  browser,
  isMobile,
  baseURL,
}) => {
  const email = uniqueEmail("yolculuk");
  const password = "Guvenli123";

  // Sign-up with field-level validation first.
  await page.goto("/kayit");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByText("Ad en az 2 karakter olmalıdır.", { exact: true })).toBeVisible();
  await expect(page.getByText("Telefon numarası zorunludur.", { exact: true })).toBeVisible();
  await expect(page.getByText("Lütfen listeden bir il seçin.", { exact: true })).toBeVisible();
  await expect(page.getByText("Şifre en az 6 karakter olmalıdır.", { exact: true })).toBeVisible();
  await expect(page.getByText("KVKK aydınlatma metnini onaylamanız gerekiyor.", { exact: true })).toBeVisible();
  await expect(page.getByText("Üyelik sözleşmesini kabul etmeniz gerekiyor.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Ad", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await fillRegistration(page, {
    name: "Kerem",
    lastName: "Öztürk",
    phone: "0532 111 22 33",
    city: "Bursa",
    email,
    password,
    passwordAgain: "Farkli123",
  });
  await expect(page.getByRole("link", { name: "KVKK Aydınlatma Metni" })).toHaveAttribute("href", "/kurumsal/kvk");
  await expect(page.getByRole("link", { name: "Üyelik Sözleşmesi" })).toHaveAttribute(
    "href",
    "/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi",
  );
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByText("Şifreler birbiriyle eşleşmiyor.", { exact: true })).toBeVisible();
  await page.getByLabel("Şifre (tekrar)").fill(password);
  await page.getByRole("button", { name: "Kayıt Ol" }).click();

  // Profile created: /profil with the data, greeting in the header.
  await page.waitForURL("**/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Profilim" })).toBeVisible();
  await expect(page.getByText("Kerem Öztürk").first()).toBeVisible();
  await expect(page.getByText("0532 111 22 33", { exact: true })).toBeVisible();

  const area = await accountArea(page, isMobile);
  await expect(area.getByRole("link", { name: "Merhaba, Kerem" })).toHaveAttribute("href", "/profil");
  await expect(area.getByRole("link", { name: "Giriş Yap" })).toHaveCount(0);
  // Logged in: Nakliye appears in the menu; /profil is not a menu item.
  const menu = isMobile
    ? area.getByRole("navigation", { name: "Mobil menü" })
    : page.getByRole("navigation", { name: "Ana menü" });
  await expect(menu.getByRole("link", { name: "Nakliye" })).toHaveAttribute("href", "/nakliye");
  await expect(menu.locator('a[href="/profil"]')).toHaveCount(0);
  if (isMobile) await page.keyboard.press("Escape");

  // Provision request from the header panel.
  const panel = await openProvisionPanel(page, isMobile);
  await expect(panel.getByText("Toplam provizyon")).toBeVisible();
  await panel.getByRole("link", { name: "Provizyon Ekle" }).click();
  await page.waitForURL("**/profil/provizyon");
  await expect(page.getByText("Henüz provizyon talebiniz yok", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  await expect(page.getByText("Lütfen eklemek istediğiniz tutarı girin.", { exact: true })).toBeVisible();
  await page.getByLabel("Eklemek istediğiniz tutar (TL)").fill("500");
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  await expect(page.getByText("En az 1.000 TL provizyon ekleyebilirsiniz.", { exact: true })).toBeVisible();
  await page.getByLabel("Eklemek istediğiniz tutar (TL)").fill("15000");
  await expect(page.getByLabel("Eklemek istediğiniz tutar (TL)")).toHaveValue("15.000");
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Talebiniz oluşturuldu" });
  await expect(confirmation).toContainText("15.000 TL");
  const reference = (await confirmation.locator("strong.font-mono").textContent())!.trim();
  expect(reference).toMatch(/^MB-[A-Z0-9]{8}$/);
  await expect(page.getByText("TR33 0006 4000 0011 2345 6789 01").first()).toBeVisible();
  const myRequests = page.getByRole("region", { name: "Provizyon Taleplerim" });
  await expect(myRequests.getByText(reference)).toBeVisible();
  await expect(myRequests.getByText("Onay bekliyor")).toBeVisible();

  // Staff approval in /management, in a separate browser.
  const staff = await createStaff({ roles: ["provision:approve"], displayName: "Elif Finans" });
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: "tr-TR" });
  await dismissCookies(staffContext, baseURL);
  const staffPage = await staffContext.newPage();
  await staffPage.goto("/management/login");
  await staffPage.getByLabel("E-posta adresi").fill(staff.email);
  await staffPage.getByLabel("Şifre", { exact: true }).fill(staff.password);
  await staffPage.getByRole("button", { name: "Giriş Yap" }).click();
  await staffPage.waitForURL((url) => url.pathname === "/management");
  const staffMenu = staffPage.getByRole("navigation", { name: "Yönetim menüsü" });
  await expect(staffMenu.getByRole("link", { name: "Provizyon Talepleri" })).toBeVisible();
  await expect(staffMenu.getByRole("link", { name: "İhaleler" })).toHaveCount(0);
  await staffMenu.getByRole("link", { name: "Provizyon Talepleri" }).click();
  await staffPage.waitForURL("**/management/provizyon");
  const row = staffPage.getByRole("listitem", { name: `Talep ${reference}` });
  await expect(row).toContainText("Kerem Öztürk");
  await expect(row).toContainText("15.000 TL");
  await row.getByRole("button", { name: `${reference} talebini onayla` }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Talebi onayla" });
  await dialog.getByRole("button", { name: "Onayı ver" }).click();
  await expect(staffPage.getByText("15.000 TL provizyon onaylandı.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await staffPage.getByRole("link", { name: "Onaylanan" }).click();
  await expect(staffPage.getByRole("listitem", { name: `Talep ${reference}` })).toContainText("Onaylandı");
  await staffContext.close();

  // The user sees the balance in the header panel (reloaded, as after any later visit).
  await page.reload();
  await expect(page.getByRole("region", { name: "Provizyon Taleplerim" }).getByText("Onaylandı")).toBeVisible();
  const updated = await openProvisionPanel(page, isMobile);
  const summary = updated.locator("dl").first();
  await expect(summary).toContainText("Toplam provizyon15.000 TL");
  await expect(summary).toContainText("Bloke0 TL");
  await expect(summary).toContainText("Kullanılabilir15.000 TL");

  // Logout → /auth, token gone, sign-in offered again.
  await updated.getByRole("button", { name: "Çıkış Yap" }).click();
  await page.waitForURL("**/auth");
  await expect(page.getByText("Çıkış yapıldı.", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oturumunuz kapatıldı" })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "bearer_token")).toBeUndefined();
  await page.getByRole("link", { name: "Tekrar Giriş Yap" }).click();
  await page.waitForURL("**/giris");
});
