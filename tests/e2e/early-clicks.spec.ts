import { expect, test, type Page } from "@playwright/test";
import { createUser, dismissCookies, signInByToken, type Account } from "@/tests/e2e/helpers/accounts";
import { auctionWithPhotosPath, creditProvision, sql } from "@/tests/e2e/helpers/db";
import { modelAuction, testListing, testVehicle } from "@/tests/e2e/helpers/data";

/**
 * PRODUCT §1.2 "A control works from the moment it is visible": every control is used as soon as the
 * HTML is there (`domcontentloaded`, before the scripts have hydrated the page or loaded the
 * session), and must then do what its label says — at once, a moment later, or after showing that
 * it is not ready yet (disabled / aria-busy); never nothing, never the opposite.
 */
test.describe.configure({ timeout: 120_000 });

/** Opens a page the way an impatient user meets it: the HTML is there, nothing else is waited for. */
async function early(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

/** A Hemen Al listing on sale, with a unique model. */
async function listing() {
  const vehicle = await testVehicle({ year: 2020, km: 9000 });
  return { id: await testListing(vehicle.id, 180000), model: vehicle.model };
}

/**
 * Opens a form's page early and sends it empty at once: the form's own check answers (a field marked
 * invalid) and nothing goes into the address as a native GET submit would.
 */
async function expectCheckedAtOnce(page: Page, path: string, submit: string) {
  await early(page, path);
  await page.getByRole("button", { name: submit }).click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
}

const follows = async (
  table: "auction_follows" | "listing_follows",
  column: "auction_id" | "listing_id",
  user: Account,
  id: number,
) => (await sql(`SELECT 1 FROM ${table} WHERE user_uid = $1 AND ${column} = $2`, [user.uid, id])).length;

/**
 * Counts every moment a follow button offered "Takip Et" as a usable control, from the first byte of
 * the page on, and clicks it right then, as an impatient user would.
 */
async function clickEveryOfferToFollow(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<HTMLButtonElement>();
    const win = window as unknown as { offeredFollow: number };
    win.offeredFollow = 0;
    const check = () => {
      for (const button of document.querySelectorAll("button")) {
        if (button.textContent?.trim() !== "Takip Et" || button.disabled || seen.has(button)) continue;
        seen.add(button);
        win.offeredFollow += 1;
        button.click();
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

test.describe("signed in", () => {
  let user: Account & { name: string };
  test.beforeEach(async ({ page, context, baseURL }) => {
    await dismissCookies(context, baseURL);
    user = await createUser({ name: "Erken" });
    await signInByToken(page, user);
  });

  test("Bu aramayı kaydet opens the dialog when clicked as the filtered list appears", async ({ page }) => {
    await early(page, "/ihaleler?brand=Honda&sort=price_asc");
    await page.getByRole("button", { name: "Bu aramayı kaydet" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("Takip Et on an auction's page, clicked at once, follows it", async ({ page }) => {
    const item = await modelAuction();
    await early(page, `/ihaleler/${item.id}`);
    await page.getByRole("button", { name: "Takip Et", exact: true }).click();
    await expect(page.getByRole("button", { name: "Takip Ediliyor" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => follows("auction_follows", "auction_id", user, item.id)).toBe(1);
  });

  test("an auction the user already follows never shows Takip Et, and early clicks do not unfollow it", async ({
    page,
  }) => {
    const item = await modelAuction();
    await sql(`INSERT INTO auction_follows (user_uid, auction_id) VALUES ($1, $2)`, [user.uid, item.id]);
    await clickEveryOfferToFollow(page);
    await early(page, `/ihaleler/${item.id}`);
    // Until the state is known the button says so (busy, not usable), whatever its text.
    const button = page.getByRole("button", { name: /^Takip/ });
    await expect(button).toBeVisible();
    // One reading of the button (it may change between two): pressed, or not usable.
    const shown = await button.evaluate((b: HTMLButtonElement) => ({
      pressed: b.getAttribute("aria-pressed"),
      disabled: b.disabled,
      busy: b.getAttribute("aria-busy"),
    }));
    expect(shown.pressed === "true" || (shown.disabled && shown.busy === "true")).toBe(true);
    const following = page.getByRole("button", { name: "Takip Ediliyor" });
    await expect(following).toBeEnabled();
    await expect(following).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { offeredFollow: number }).offeredFollow)).toBe(0);
    expect(await follows("auction_follows", "auction_id", user, item.id)).toBe(1);
  });

  test("the follow pill of a card in the list follows when clicked as the list appears; a followed card is not offered Takip Et", async ({
    page,
  }) => {
    const first = await modelAuction();
    await early(page, `/ihaleler?model=${first.model}`);
    await page.getByRole("article").getByRole("button", { name: "Takip Et", exact: true }).click();
    await expect(page.getByRole("article").getByRole("button", { name: "Takip Ediliyor" })).toBeVisible();
    await expect.poll(() => follows("auction_follows", "auction_id", user, first.id)).toBe(1);

    const second = await modelAuction();
    await sql(`INSERT INTO auction_follows (user_uid, auction_id) VALUES ($1, $2)`, [user.uid, second.id]);
    await clickEveryOfferToFollow(page);
    await early(page, `/ihaleler?model=${second.model}`);
    await expect(page.getByRole("article").getByRole("button", { name: "Takip Ediliyor" })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { offeredFollow: number }).offeredFollow)).toBe(0);
    expect(await follows("auction_follows", "auction_id", user, second.id)).toBe(1);
  });

  test("a Hemen Al listing: Takip Et follows at once, and a followed one is never offered Takip Et", async ({
    page,
  }) => {
    const item = await listing();
    await early(page, `/hemenal/${item.id}`);
    await page.getByRole("button", { name: "Takip Et", exact: true }).click();
    await expect(page.getByRole("button", { name: "Takip Ediliyor" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => follows("listing_follows", "listing_id", user, item.id)).toBe(1);

    const followed = await listing();
    await sql(`INSERT INTO listing_follows (user_uid, listing_id) VALUES ($1, $2)`, [user.uid, followed.id]);
    await clickEveryOfferToFollow(page);
    await early(page, `/hemenal/${followed.id}`);
    await expect(page.getByRole("button", { name: "Takip Ediliyor" })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { offeredFollow: number }).offeredFollow)).toBe(0);
    expect(await follows("listing_follows", "listing_id", user, followed.id)).toBe(1);
  });

  test("Hemen Al and the bid form answer at once", async ({ page }) => {
    await creditProvision(user.uid, 50_000);
    const item = await listing();
    await early(page, `/hemenal/${item.id}`);
    await page.getByRole("button", { name: "Hemen Al" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();

    const path = await auctionWithPhotosPath();
    await early(page, path);
    await page.getByRole("button", { name: "Teklif Ver" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the notification bell, and the desktop header's provision panel, open at once", async ({ page }) => {
    await early(page, "/hemenal");
    // The provision panel is the desktop header's; a phone reaches it through the menu instead.
    if (page.viewportSize()!.width >= 1024) {
      await page.getByRole("button", { name: "Provizyon durumunu göster" }).click();
      await expect(page.getByText("Provizyon durumu", { exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: /^Bildirimler/ }).click();
    await expect(page.getByRole("region", { name: "Bildirimler" })).toBeVisible();
  });

  test("the profile's forms check their fields when submitted at once", async ({ page }) => {
    await expectCheckedAtOnce(page, "/profil/provizyon", "Talep Oluştur");
    await expectCheckedAtOnce(page, "/borsadasat", "Başvuruyu Gönder");
    await expectCheckedAtOnce(page, "/nakliye", "Talep Gönder");
  });
});

test.describe("visitor", () => {
  test.beforeEach(async ({ context, baseURL }) => dismissCookies(context, baseURL));

  test("a sign-in submitted before the page is live never puts the password in the address", async ({ page }) => {
    await early(page, "/giris");
    await page.getByLabel("Şifre", { exact: true }).fill("GizliSifre123");
    await page.getByLabel("Şifre", { exact: true }).press("Enter");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByLabel("E-posta adresi")).toHaveAttribute("aria-invalid", "true");
    expect(page.url()).not.toContain("GizliSifre123");
    expect(new URL(page.url()).search).toBe("");
  });

  test("sign-up and the contact form check their fields when submitted at once", async ({ page }) => {
    await expectCheckedAtOnce(page, "/kayit", "Kayıt Ol");
    await expectCheckedAtOnce(page, "/iletisim", "Mesajı Gönder");
  });

  test("a visitor's follow and save-search clicks lead to sign-in", async ({ page }) => {
    const item = await modelAuction();
    await early(page, `/ihaleler/${item.id}`);
    await page.getByRole("button", { name: "Takip Et", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/giris");

    await early(page, "/ihaleler?brand=Honda&sort=price_asc");
    await page.getByRole("button", { name: "Bu aramayı kaydet" }).click();
    await page.waitForURL((url) => url.pathname === "/giris");
  });

  test("the list's sort, the gallery and the photo viewer answer at once", async ({ page }) => {
    await early(page, "/ihaleler?brand=Honda");
    await page.getByLabel("Sırala").selectOption("price_asc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "price_asc");

    const path = await auctionWithPhotosPath();
    await early(page, path);
    await page.getByRole("button", { name: "Sonraki fotoğraf" }).click();
    await expect(page.getByRole("button", { name: "Fotoğraf 2", exact: true })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: /^Fotoğrafı büyüt/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the phone's menu and filter toggles open at once", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await early(page, "/");
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible();

    await early(page, "/hemenal");
    const toggle = page.getByRole("button", { name: "Filtreler" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

test("the cookie banner's buttons work as soon as it shows", async ({ page, context }) => {
  await early(page, "/");
  await page.getByRole("button", { name: "Tümünü Kabul Et" }).click();
  await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === "cookie-consent");
  expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({
    analytics: true,
    marketing: true,
  });
});
