import { expect, test } from "@playwright/test";
import {
  createStaff,
  createUser,
  dismissCookies,
  signInByToken,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { auctionWithPhotosPath } from "@/tests/e2e/helpers/db";

test("public shell screens have no axe violations (cookie banner and panel included)", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toBeVisible();
  await expectAccessible(page, "/auth with cookie banner");
  await page.getByRole("button", { name: "Çerez Ayarları" }).click();
  await expect(page.getByRole("dialog", { name: "Çerez Ayarları" })).toBeVisible();
  await expectAccessible(page, "cookie settings panel");
  await page.getByRole("button", { name: "Seçimlerimi Onayla" }).click();

  for (const path of ["/giris", "/kayit", "/management/login", "/olmayan-sayfa"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.goto("/kayit");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByText("Telefon numarası zorunludur.")).toBeVisible();
  await expectAccessible(page, "/kayit with validation messages");
});

test("catalogue screens with live auctions have no axe violations (Canlı badges, orange buttons, countdowns)", async ({
  page,
  context,
  baseURL,
}) => {
  // Four full-page axe runs over long card grids.
  test.slow();
  await dismissCookies(context, baseURL);
  // A live auction of our own (the seed's may have ended, npm test's database has none of its own).
  const auctionPath = await auctionWithPhotosPath();
  // A live card's badge (the list's "Canlı" tab has the same text).
  const liveBadges = page.getByRole("article").getByText("Canlı", { exact: true });
  for (const path of ["/", "/ihaleler"]) {
    // /ihaleler is a cached page rebuilt in the background: a visit may get the copy from before the
    // auction existed, which starts the rebuild, so the page is loaded again until it shows it.
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return liveBadges.count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await expect(liveBadges.first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.goto("/hemenal");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "/hemenal");
  // An auction's own page: the gallery and its lightbox, the bid panel and the live badge.
  await page.goto(auctionPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "auction detail");
  await page.getByRole("button", { name: /^Fotoğrafı büyüt/ }).click();
  await expect(page.getByRole("dialog", { name: /fotoğrafları$/ })).toBeVisible();
  await expectAccessible(page, "gallery lightbox");
});

test("the open hamburger sidebar has no axe violations", async ({ page, context, baseURL, isMobile }) => {
  await dismissCookies(context, baseURL);
  await page.goto("/auth");
  if (isMobile) {
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible();
  }
  await expectAccessible(page, isMobile ? "sidebar" : "/auth header");
});

test("signed-in user screens have no axe violations", async ({ page, context, baseURL, isMobile }) => {
  await dismissCookies(context, baseURL);
  const user = await createUser({ name: "Aylin" });
  await signInByToken(page, user, "/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Profilim" })).toBeVisible();
  await expectAccessible(page, "/profil");
  await page.getByRole("button", { name: "Bilgilerimi Düzenle" }).click();
  await expectAccessible(page, "/profil editing");
  if (!isMobile) {
    await page.getByRole("button", { name: "Provizyon durumunu göster" }).click();
    await expectAccessible(page, "header provision panel");
  }
  await page.goto("/profil/provizyon");
  await expect(page.getByText("Henüz provizyon talebiniz yok")).toBeVisible();
  await expectAccessible(page, "/profil/provizyon");
  await page.getByRole("button", { name: "25.000 TL" }).click();
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Talebiniz oluşturuldu" })).toBeVisible();
  await expectAccessible(page, "/profil/provizyon after a request");
});

test("management screens have no axe violations", async ({ page, context, baseURL }) => {
  await dismissCookies(context, baseURL);
  const admin = await createStaff({ isSuper: true });
  // The login form's own scan is in the first test; here the session comes from the token.
  await signInStaffByToken(page, admin);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "/management");
  await page.goto("/management/provizyon?state=all");
  await expect(page.getByRole("heading", { level: 1, name: "Provizyon Talepleri" })).toBeVisible();
  await expect(page.getByRole("region", { name: /talepler$/ })).toHaveAttribute("aria-busy", "false");
  await expectAccessible(page, "/management/provizyon");
});
