import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signedInPage, type Account } from "@/tests/e2e/helpers/accounts";
import { testAuction, testVehicle } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

const KAWASAKI = { brand: "Kawasaki", km: 14500, city: "Eskişehir", colour: "Yeşil", plate: "26ABC123" };

/** A vehicle and a live auction of our own, with a unique model name so the test finds only it. */
async function liveAuction(opts: { startingPrice?: number; endsInMinutes?: number } = {}) {
  const vehicle = await testVehicle({
    ...KAWASAKI,
    details: [{ key: "Motor", value: "Sorunsuz" }],
  });
  const id = await testAuction(vehicle.id, opts.startingPrice ?? 50_000, { endsInMinutes: opts.endsInMinutes ?? 60 });
  return { id, title: vehicle.title, model: vehicle.model };
}

/** Provision credited through the ledger, as an approved request would. */
async function bidder(name: string, lastName: string, provision: number): Promise<Account & { name: string }> {
  const user = await createUser({ name, lastName });
  if (provision > 0) {
    await creditProvision(user.uid, provision);
  }
  return user;
}

const price = (page: Page) => page.getByTestId("current-price");

/** A bid is binding only after its confirmation dialog. */
async function bidAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Teklifi onayla" }).click();
}

test("two bidders: each page follows the other's bids live and the outbid bidder's deposit comes back", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  // Two signed-in browsers and five confirmed bids: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const auction = await liveAuction();
  const ali = await bidder("Ali", "Yıldız", 20_000);
  const ayse = await bidder("Ayşe", "Kaplan", 20_000);
  const path = `/ihaleler/${auction.id}`;
  const alisPage = await signedInPage(browser, baseURL, ali, path, isMobile);
  const aysesPage = await signedInPage(browser, baseURL, ayse, path, isMobile);

  await expect(alisPage.getByRole("heading", { level: 1, name: auction.title })).toBeVisible();
  await expect(alisPage.getByTestId("available-provision")).toHaveText("20.000 TL");
  await expect(alisPage.getByLabel("Teklif tutarı")).toHaveValue("50.000");
  await bidAndConfirm(alisPage);
  await expect(alisPage.getByText("En yüksek teklif sizde.")).toBeVisible();
  await expect(alisPage.getByTestId("available-provision")).toHaveText("12.000 TL");

  // Ayşe's page learns of Ali's bid without a reload.
  await expect(price(aysesPage)).toHaveText("50.000 TL");
  await expect(aysesPage.getByTestId("bid-count")).toContainText("1 teklif");
  await expect(aysesPage.getByRole("list", { name: "Teklif geçmişi" })).toContainText("A*** Y***");
  await expect(aysesPage.getByLabel("Teklif tutarı")).toHaveValue("51.000");

  await bidAndConfirm(aysesPage);
  await expect(aysesPage.getByText("En yüksek teklif sizde.")).toBeVisible();

  // Ali sees the new price, that he was outbid, and his blocked deposit released.
  await expect(price(alisPage)).toHaveText("51.000 TL");
  await expect(alisPage.getByText("Teklifiniz geçildi.")).toBeVisible();
  await expect(alisPage.getByTestId("available-provision")).toHaveText("20.000 TL");
  await expect(alisPage.getByRole("list", { name: "Teklif geçmişi" }).getByRole("listitem").first()).toContainText(
    "A*** K***",
  );

  // A proxy maximum: Ali sets 60.000, the system answers Ayşe's next bid for him.
  await alisPage.getByLabel("Otomatik teklif ver (azami tutar belirle)").check();
  await alisPage.getByLabel("Azami teklif").fill("60000");
  await bidAndConfirm(alisPage);
  await expect(alisPage.getByText("En yüksek teklif sizde (azami 60.000 TL).")).toBeVisible();
  await expect(price(aysesPage)).toHaveText("52.000 TL");
  await bidAndConfirm(aysesPage);
  await expect(price(aysesPage)).toHaveText("54.000 TL");
  await expect(aysesPage.getByText("Teklifiniz geçildi.")).toBeVisible();
  await expect(price(alisPage)).toHaveText("54.000 TL");

  await alisPage.context().close();
  await aysesPage.context().close();
});

test("an auction closes while watched and the winner finds it under Kazandıklarım", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  const auction = await liveAuction({ startingPrice: 120_000 });
  const winner = await bidder("Kaan", "Ertem", 10_000);
  const path = `/ihaleler/${auction.id}`;
  const page = await signedInPage(browser, baseURL, winner, path, isMobile);
  await bidAndConfirm(page);
  await expect(page.getByText("En yüksek teklif sizde.")).toBeVisible();

  // Staff-side clock changes, announced like any other change. First the end moves to a minute from
  // now: the watching page counts down to it (a minute of slack, so a slow page cannot race it).
  const moveEnd = async (interval: string) => {
    await sql(`UPDATE auctions SET ends_at = now() + $2::interval, version = version + 1 WHERE id = $1`, [
      auction.id,
      interval,
    ]);
    const [{ version }] = await sql<{ version: number }>(`SELECT version FROM auctions WHERE id = $1`, [auction.id]);
    await sql(`SELECT pg_notify('auction_events', $1)`, [`${auction.id}:${version}`]);
  };
  await moveEnd("60 seconds");
  await expect(page.getByRole("timer", { name: /Kalan süre: 0 gün 0 saat [01] dakika \d+ saniye/ })).toBeVisible();
  // Then the end is now: no clock to wait for, the watching page sees the auction end and the close.
  await moveEnd("0 seconds");
  await expect(page.getByText("Tebrikler, ihaleyi kazandınız!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Satıldı").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Teklif Ver" })).toHaveCount(0);
  // The ended panel shows the result, not what a next bid would need.
  await expect(page.getByTestId("auction-state-panel")).toContainText("İhale 120.000 TL bedelle satışla sonuçlandı.");
  for (const gone of ["Sonraki en az teklif", "Gereken teminat", "Teklif kuralları"])
    await expect(page.getByText(gone, { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Kazandıklarım" }).click();
  const wins = page.getByRole("region", { name: "Kazandıklarım" });
  await expect(wins.getByRole("link", { name: auction.title })).toBeVisible();
  await expect(wins).toContainText("120.000 TL + 8.000 TL hizmet bedeli = 128.000 TL");
  await expect(wins).toContainText("Ödeme bekleniyor");
  // Where, how much and by when to pay, on the won auction itself.
  const [{ id: orderId }] = await sql<{ id: number }>(`SELECT id FROM orders WHERE auction_id = $1`, [auction.id]);
  const payment = wins.getByRole("region", { name: `Sipariş ${orderId} ödeme bilgileri` });
  await expect(payment).toContainText("TR33 0006 4000 0011 2345 6789 01");
  // Only the service fee is paid to the company; the vehicle price goes through the noter's GÖS (PRODUCT §7.2).
  await expect(payment.getByText("8.000 TL", { exact: true })).toBeVisible();
  await expect(payment).toContainText("Hizmet bedeli (MotoBorsa'ya)");
  await expect(payment).toContainText(`MB-S-${orderId}`);
  await expect(payment).toContainText("Son ödeme:");
  await expect(page.getByRole("region", { name: "Tekliflerim" })).toContainText("Kazandınız");
  await page.context().close();
});

test("a visitor is sent to sign in, and a user without provision sees what is missing", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const auction = await liveAuction();
  await page.goto(`/ihaleler/${auction.id}`);
  await expect(page.getByRole("timer").first()).toBeVisible();
  await expect(page.getByText("Alıcı hizmet bedeli", { exact: true })).toBeVisible();
  const signInLink = page.getByRole("link", { name: "Giriş Yap ve Teklif Ver" });
  await expect(signInLink).toHaveAttribute("href", `/giris?returnUrl=${encodeURIComponent(`/ihaleler/${auction.id}`)}`);

  const poor = await bidder("Selin", "Aras", 0);
  const poorPage = await signedInPage(browser, baseURL, poor, `/ihaleler/${auction.id}`, isMobile);
  await expect(poorPage.getByRole("alert").filter({ hasText: "Provizyonunuz yetersiz" })).toContainText(
    "Provizyonunuz yetersiz: 8.000 TL eksik.",
  );
  await expect(poorPage.getByRole("link", { name: "Provizyon ekleyin" })).toHaveAttribute("href", "/profil/provizyon");
  await expect(poorPage.getByRole("button", { name: "Teklif Ver" })).toBeDisabled();
  await poorPage.context().close();
});

test("the list keeps filters, sort and page in the URL and shows an empty state", async ({ page }) => {
  const auction = await liveAuction({ startingPrice: 77_000 });
  await page.goto(`/ihaleler?model=${auction.model}`);
  const card = page.getByRole("article").filter({ hasText: auction.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("77.000 TL");
  await expect(card).toContainText("Eskişehir");
  await expect(card.getByRole("timer")).toBeVisible();
  await page.getByRole("combobox", { name: "Sırala" }).selectOption("price_desc");
  await expect(page).toHaveURL(
    new RegExp(`model=${auction.model}.*sort=price_desc|sort=price_desc.*model=${auction.model}`),
  );
  await card.getByRole("link", { name: auction.title }).click();
  await expect(page).toHaveURL(new RegExp(`/ihaleler/${auction.id}$`));

  await page.goto("/ihaleler?model=olmayan-bir-model-xyz");
  await expect(page.getByText("Aradığınız kriterlere uygun ihale bulunamadı.")).toBeVisible();
  await page.goto("/ihaleler?state=ended");
  await expect(page.getByRole("link", { name: "Sona erenler" })).toHaveAttribute("aria-current", "page");
});

test("filters, pages and history on the list stay client-side from the cached default view; a filtered URL loads directly", async ({
  page,
  isMobile,
}) => {
  // Fourteen live auctions that only this test's model filter finds: one full page and two more.
  const tag = `E2EL-${randomUUID().slice(0, 6).toUpperCase()}`;
  for (let i = 1; i <= 14; i++) {
    const vehicle = await testVehicle({ ...KAWASAKI, model: `${tag}-${String(i).padStart(2, "0")}` });
    await testAuction(vehicle.id, 40000, { endsInMinutes: (100 + i) * 60 });
  }
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const summary = page.getByRole("heading", { name: /ihale ·|Sonuç yok/ });
  const cards = page.getByRole("article");
  const openFilters = async () => {
    const toggle = page.getByRole("button", { name: "Filtreler", exact: true });
    if (isMobile && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  };

  await page.goto("/ihaleler");
  await expect(page.getByRole("heading", { level: 1, name: "İhaleye Katıl" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Canlı ve yakında" })).toHaveAttribute("aria-current", "page");
  // Survives only client-side navigation: a full page load would drop it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  await openFilters();
  await page.getByLabel("Model", { exact: true }).fill(tag);
  await page.getByRole("button", { name: "Filtrele", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}$`));
  await expect(summary).toHaveText("14 ihale · 1–12 arası gösteriliyor");
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(`${tag}-01`);
  await expect(page.getByLabel("Model", { exact: true })).toHaveValue(tag);

  await page.getByRole("link", { name: "Sayfa 2" }).click();
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}&page=2$`));
  await expect(summary).toHaveText("14 ihale · 13–14 arası gösteriliyor");
  await expect(cards).toHaveCount(2);
  await expect(cards.last()).toContainText(`${tag}-14`);

  await page.getByRole("combobox", { name: "Sırala" }).selectOption("price_desc");
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}&sort=price_desc$`));
  await expect(summary).toHaveText("14 ihale · 1–12 arası gösteriliyor");

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}&page=2$`));
  await expect(summary).toHaveText("14 ihale · 13–14 arası gösteriliyor");
  await expect(page.getByRole("combobox", { name: "Sırala" })).toHaveValue("ending");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/ihaleler$/);
  await expect(page.getByLabel("Model", { exact: true })).toHaveValue("");
  await expect(summary).not.toContainText(/^14 ihale/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}$`));
  await expect(summary).toHaveText("14 ihale · 1–12 arası gösteriliyor");

  // A state tab, then the empty state and its way back to the default view.
  await page.getByRole("link", { name: "Yakında başlayacak" }).click();
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}&state=upcoming$`));
  await expect(page.getByText("Aradığınız kriterlere uygun ihale bulunamadı.")).toBeVisible();
  await page.getByRole("link", { name: "Tüm ihaleleri göster" }).click();
  await expect(page).toHaveURL(/\/ihaleler$/);
  await expect(page.getByRole("link", { name: "Canlı ve yakında" })).toHaveAttribute("aria-current", "page");
  await expect(cards.first()).toBeVisible();
  expect(await sameDocument()).toBe(true);

  // A filtered URL loaded directly is rendered with its filters, indexable, and keeps working.
  await page.goto(`/ihaleler?model=${tag}&page=2`);
  await expect(summary).toHaveText("14 ihale · 13–14 arası gösteriliyor");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
  await page.getByRole("link", { name: "‹ Önceki" }).click();
  await expect(page).toHaveURL(new RegExp(`/ihaleler\\?model=${tag}$`));
  await expect(cards).toHaveCount(12);
  await openFilters();
  await page.getByRole("link", { name: "Temizle" }).click();
  await expect(page).toHaveURL(/\/ihaleler$/);
  await expect(page.getByLabel("Model", { exact: true })).toHaveValue("");
  expect(errors).toEqual([]);
});
