import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  createStaff,
  createUser,
  signedInPage,
  signedInStaffPage,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";

/** Staff copy the vehicle's identity from the ruhsat and the owner's e-Devlet approval into the Yayına al dialog. */
async function fillListIdentity(dialog: Locator): Promise<void> {
  await dialog.getByLabel("Şasi numarası (VIN)").fill("ZDMH700AAKB012345");
  await dialog.getByLabel("Motor numarası").fill("ZDM937A2-123456");
  await dialog.getByLabel("Ruhsat seri numarası").fill("AB 123456");
  await dialog.getByLabel("Sahibin e-Devlet EİDS onay referansı").fill("EIDS-2026-000123");
}

const photo = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function fillSellForm(page: Page, model: string) {
  await page.getByLabel("Plaka").fill("35 abc 123");
  await page.getByLabel("Motosikletin bulunduğu il").selectOption("İzmir");
  await page.getByLabel("Marka").fill("Yamaha");
  await page.getByLabel("Model", { exact: true }).fill(model);
  await page.getByLabel("Model yılı").fill("2021");
  await page.getByLabel("Kilometre").fill("14500");
  await page.getByLabel("Motor hacmi (cc)").fill("689");
  await page.getByLabel("Beklediğiniz satış fiyatı (TL)").fill("390000");
  await page.getByLabel("Açıklama").fill("Tek sahibinden, bakımları yetkili serviste yapıldı. Hasar kaydı yok.");
  await page.getByLabel("Fotoğraf ekle").setInputFiles([
    { name: "sag.jpg", mimeType: "image/jpeg", buffer: await photo("#ea580c") },
    { name: "sol.jpg", mimeType: "image/jpeg", buffer: await photo("#1d4ed8") },
  ]);
  await expect(page.getByText("2 / 10 fotoğraf")).toBeVisible();
}

test("a visitor sees how it works and a sign-in button; /borsadasat has no axe violations", async ({ page }) => {
  await page.goto("/borsadasat");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("borsada");
  await expect(page.getByRole("heading", { name: "Nasıl işler?" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Süreç nasıl işler?" })).toHaveAttribute(
    "href",
    "/kurumsal/teklifal",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Giriş Yap" })).toHaveAttribute(
    "href",
    "/giris?returnUrl=/borsadasat",
  );
  await expectAccessible(page, "/borsadasat (visitor)");
});

test("an owner applies with photos, staff review and offer, the owner accepts on /profil", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  // Two signed-in browsers and a dozen page loads: longer than the default budget on a busy machine.
  test.setTimeout(180_000);
  const owner = await createUser({ name: "Tolga", lastName: "Sarı" });
  // Putting the accepted offer on sale opens the listing, so the Hemen Al permission is needed too.
  const staff = await createStaff({ roles: ["sell:write", "listings:write"], displayName: "Satış Ekibi" });
  const model = `MT-07 E2E${Date.now().toString(36).slice(-4).toUpperCase()}`;

  const page = await signedInPage(browser, baseURL, owner, "/borsadasat", isMobile);
  await expect(page.getByLabel("Cep telefonu")).toHaveValue("0555 111 22 33");

  // A mistake first: the plate rule speaks Turkish and nothing is sent.
  await page.getByLabel("Plaka").fill("99 XYZ 1");
  await page.getByRole("button", { name: "Başvuruyu Gönder" }).click();
  await expect(page.getByText("Geçerli bir plaka girin (ör. 34 ABC 123).")).toBeVisible();
  await expect(page.getByLabel("Plaka")).toBeFocused();
  await expectAccessible(page, "/borsadasat form with errors");

  await fillSellForm(page, model);
  await page.getByRole("button", { name: "Başvuruyu Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Başvurunuz alındı \(No\. \d+\)/ })).toBeVisible();
  const mine = page.getByRole("region", { name: "Satış Taleplerim" });
  await expect(mine.getByText(`2021 Yamaha ${model}`)).toBeVisible();
  await expect(mine.getByText("Başvuru alındı")).toBeVisible();

  const staffPage = await signedInStaffPage(
    browser,
    baseURL,
    staff,
    "/management/satis-talepleri?state=submitted",
    isMobile,
  );
  await staffPage.getByRole("link", { name: `2021 Yamaha ${model}` }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: `2021 Yamaha ${model}` })).toBeVisible();
  await expect(staffPage.getByText("35ABC123")).toBeVisible();
  await expect(staffPage.getByRole("img", { name: "Fotoğraf 2" })).toBeVisible();
  await staffPage.getByRole("button", { name: "İncelemeye al" }).click();
  await staffPage.getByRole("dialog").getByRole("button", { name: "İncelemeye al" }).click();
  await expect(staffPage.getByText("İncelemede", { exact: true })).toBeVisible();
  await staffPage.getByRole("button", { name: "Teklif ver" }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Teklif ver" });
  await dialog.getByLabel("Satış yöntemi").selectOption("buy_now");
  await expect(dialog.getByLabel("Rezerv fiyat (TL)")).toHaveCount(0);
  await dialog.getByLabel("Hemen Al fiyatı (TL)").fill("372500");
  await dialog.getByLabel("Not (sahibi görür)").fill("Hemen Al ile yayınlarız; aracı İzmir'den biz alırız.");
  await dialog.getByRole("button", { name: "Teklifi gönder" }).click();
  await expect(staffPage.getByText("Teklif verildi", { exact: true })).toBeVisible();
  await expect(staffPage.getByText("Sahibinin yanıtı bekleniyor.")).toBeVisible();

  await page.goto("/profil#satis-taleplerim");
  const item = page.getByRole("listitem", { name: /Satış talebi \d+/ }).filter({ hasText: model });
  await expect(item.getByText("372.500 TL")).toBeVisible();
  await expect(item.getByText("Hemen Al ile yayınlarız")).toBeVisible();
  await item.getByRole("button", { name: "Kabul Et" }).click();
  await page.getByRole("dialog", { name: "Teklifi kabul et" }).getByRole("button", { name: "Kabul Ediyorum" }).click();
  await expect(item.getByText("Teklif kabul edildi")).toBeVisible();
  await expect(item.getByRole("button", { name: "Kabul Et" })).toHaveCount(0);

  // One action puts the request's own vehicle (data and photos) on sale at the accepted price.
  await staffPage.reload();
  await staffPage.getByRole("button", { name: "Yayına al" }).click();
  const listDialog = staffPage.getByRole("dialog", { name: "Yayına al" });
  await expect(listDialog).toContainText("Hemen Al ilanı kabul edilen fiyatla açılır.");
  await expect(listDialog).toContainText("372.500 TL");
  // The vehicle goes live only with its identity and the owner's EİDS approval (PRODUCT §8.3).
  await fillListIdentity(listDialog);
  await listDialog.getByRole("button", { name: "Yayına al" }).click();
  await expect(staffPage.getByText("Yayında", { exact: true })).toBeVisible();
  const listingLink = staffPage
    .getByRole("region", { name: "Teklif ve sonuç" })
    .getByRole("link", { name: /^#\d+$/ })
    .last();
  const listingPath = (await listingLink.getAttribute("href"))!;
  expect(listingPath).toMatch(/^\/hemenal\/\d+$/);
  await page.goto(listingPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
  await expect(page.getByText("372.500 TL").first()).toBeVisible();
  await staffPage.context().close();
  await page.context().close();
});

test("an auction offer carries a start and a reserve the owner sees; listing it schedules the request's own auction", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ name: "Sena", lastName: "Kara" });
  const staff = await createStaff({ roles: ["sell:write", "auctions:write"], displayName: "Satış Ekibi" });
  const model = `MT-09 E2E${Date.now().toString(36).slice(-4).toUpperCase()}`;

  const page = await signedInPage(browser, baseURL, owner, "/borsadasat", isMobile);
  await fillSellForm(page, model);
  await page.getByRole("button", { name: "Başvuruyu Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Başvurunuz alındı \(No\. \d+\)/ })).toBeVisible();

  const staffPage = await signedInStaffPage(browser, baseURL, staff, "/management/satis-talepleri", isMobile);
  await staffPage.getByRole("link", { name: `2021 Yamaha ${model}` }).click();
  await staffPage.getByRole("button", { name: "İncelemeye al" }).click();
  await staffPage.getByRole("dialog").getByRole("button", { name: "İncelemeye al" }).click();
  await expect(staffPage.getByText("İncelemede", { exact: true })).toBeVisible();
  await staffPage.getByRole("button", { name: "Teklif ver" }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Teklif ver" });
  await dialog.getByLabel("Başlangıç fiyatı (TL)").fill("300000");
  await dialog.getByLabel("Rezerv fiyat (TL)").fill("290000");
  await dialog.getByRole("button", { name: "Teklifi gönder" }).click();
  await expect(dialog.getByText("Rezerv fiyat başlangıç fiyatından düşük olamaz.")).toBeVisible();
  await dialog.getByLabel("Rezerv fiyat (TL)").fill("340000");
  await dialog.getByRole("button", { name: "Teklifi gönder" }).click();
  await expect(staffPage.getByText("Teklif verildi", { exact: true })).toBeVisible();

  await page.goto("/profil#satis-taleplerim");
  const item = page.getByRole("listitem", { name: /Satış talebi \d+/ }).filter({ hasText: model });
  await expect(item).toContainText("Başlangıç fiyatı300.000 TL");
  await expect(item).toContainText("Rezerv fiyat340.000 TL");
  await item.getByRole("button", { name: "Kabul Et" }).click();
  await page.getByRole("dialog", { name: "Teklifi kabul et" }).getByRole("button", { name: "Kabul Ediyorum" }).click();
  await expect(item.getByText("Teklif kabul edildi")).toBeVisible();

  await staffPage.reload();
  await staffPage.getByRole("button", { name: "Yayına al" }).click();
  const listDialog = staffPage.getByRole("dialog", { name: "Yayına al" });
  await expect(listDialog).toContainText("Rezerv fiyat340.000 TL");
  // The vehicle goes live only with its identity and the owner's EİDS approval (PRODUCT §8.3).
  await fillListIdentity(listDialog);
  await listDialog.getByRole("button", { name: "Yayına al" }).click();
  await expect(staffPage.getByText("Yayında", { exact: true })).toBeVisible();
  const auctionPath = (await staffPage
    .getByRole("region", { name: "Teklif ve sonuç" })
    .getByRole("link", { name: /^#\d+$/ })
    .last()
    .getAttribute("href"))!;
  expect(auctionPath).toMatch(/^\/ihaleler\/\d+$/);

  await page.reload();
  await item.getByRole("link", { name: "İhaleyi görüntüle" }).click();
  await page.waitForURL(`**${auctionPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
  await expect(page.getByText("300.000 TL").first()).toBeVisible();
  await staffPage.context().close();
  await page.context().close();
});

test("staff without sell:write are refused the screen", async ({ page }) => {
  const staff = await createStaff({ roles: ["blog:write"] });
  await signInStaffByToken(page, staff);
  await expect(
    page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Satış Talepleri" }),
  ).toHaveCount(0);
  await page.goto("/management/satis-talepleri");
  await expect(page.getByRole("heading", { name: "Bu sayfa için yetkiniz yok" })).toBeVisible();
});
