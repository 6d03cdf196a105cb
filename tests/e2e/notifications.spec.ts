import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { createUser, newPage, signedInPage, signInByToken, type Account } from "@/tests/e2e/helpers/accounts";
import { testAuction, testVehicle } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";
import { linkIn, onlyMailTo } from "@/tests/e2e/helpers/mail";

async function liveAuction() {
  const vehicle = await testVehicle({
    modelPrefix: "BLD",
    brand: "Suzuki",
    year: 2020,
    km: 21000,
    engineCc: 645,
    colour: "Mavi",
    plate: "16BLD016",
    description: "Bildirim testi aracı.",
    details: [{ key: "Motor", value: "Sorunsuz" }],
  });
  return { id: await testAuction(vehicle.id, 50000, { endsInMinutes: 120 }), title: vehicle.title };
}

async function bidder(name: string): Promise<Account & { name: string }> {
  const user = await createUser({ name, lastName: "Demir" });
  await creditProvision(user.uid, 20_000);
  return user;
}

async function bidAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Teklifi onayla" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^En yüksek teklif sizde/ })).toBeVisible();
}

/** Our own live auction and two bidders with provision; Ali, signed in on its page, has bid and leads. */
async function aliLeads(browser: Browser, baseURL: string | undefined, isMobile: boolean) {
  const auction = await liveAuction();
  const ali = await bidder("Ali");
  const ayse = await bidder("Ayşe");
  const path = `/ihaleler/${auction.id}`;
  const alisPage = await signedInPage(browser, baseURL, ali, path, isMobile);
  await bidAndConfirm(alisPage);
  return { auction, ali, ayse, path, alisPage };
}

test("an outbid bidder's bell counts up without a reload and leads back to the auction", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const { auction, ayse, path, alisPage } = await aliLeads(browser, baseURL, isMobile);
  // Ali leaves the auction: the bell, not the auction page, must tell him.
  await alisPage.goto("/");
  const bell = alisPage.getByRole("button", { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName("Bildirimler");

  const aysesPage = await signedInPage(browser, baseURL, ayse, path, isMobile);
  await bidAndConfirm(aysesPage);

  await expect(bell).toHaveAccessibleName("Bildirimler, 1 okunmamış bildirim");
  await expect(alisPage.getByTestId("bildirim-sayisi")).toHaveText("1");
  await bell.click();
  const panel = alisPage.getByRole("region", { name: "Bildirimler" });
  const item = panel.getByRole("link", { name: /Teklifiniz geçildi/ });
  await expect(item).toContainText(auction.title);
  await expectAccessible(alisPage, "bildirim paneli");
  await item.click();
  await alisPage.waitForURL(`**${path}`);
  await expect(alisPage.getByRole("heading", { level: 1, name: auction.title })).toBeVisible();
  // Opening it marked it read.
  await expect(bell).toHaveAccessibleName("Bildirimler");

  await alisPage.goto("/profil/bildirimler");
  await expect(alisPage.getByRole("heading", { level: 1, name: "Bildirimler" })).toBeVisible();
  await expect(alisPage.getByRole("link", { name: /Teklifiniz geçildi/ })).toHaveAttribute("href", path);
  await expectAccessible(alisPage, "bildirimler sayfası");

  await alisPage.context().close();
  await aysesPage.context().close();
});

test("e-mail preferences: a category switched off stays off, order e-mails cannot be switched off", async ({
  page,
}) => {
  const user = await createUser({ name: "Selin" });
  await signInByToken(page, user, "/profil/bildirim-ayarlari");
  const bids = page.getByRole("switch", { name: "Teklifler ve ihale sonuçları" });
  const orders = page.getByRole("switch", { name: "Kazanılan ihaleler ve siparişler" });
  const searches = page.getByRole("switch", { name: "Kayıtlı aramalar" });
  await expect(bids).toBeChecked();
  await expect(orders).toBeChecked();
  await expect(orders).toBeDisabled();
  await expect(searches).not.toBeChecked();
  await expectAccessible(page, "bildirim ayarları");
  await bids.uncheck();
  await expect(page.getByText("Bildirim ayarlarınız kaydedildi.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Teklifler ve ihale sonuçları" })).not.toBeChecked();
  const [row] = await sql<{ email: boolean }>(
    `SELECT email FROM notification_settings WHERE user_id = $1 AND category = 'bids'`,
    [user.uid],
  );
  expect(row.email).toBe(false);
});

test("the outbid e-mail arrives in the inbox and its unsubscribe link works signed out", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const { auction, ali, ayse, path, alisPage } = await aliLeads(browser, baseURL, isMobile);
  const aysesPage = await signedInPage(browser, baseURL, ayse, path, isMobile);
  await bidAndConfirm(aysesPage);

  // The app's e-mail worker sends after commit; the test reads maildev's REST API.
  const mail = await onlyMailTo(ali.email, { timeout: 30_000 });
  expect(mail.subject).toBe("Teklifiniz geçildi – MotoBorsa");
  expect(mail.html).toContain(auction.title);
  const unsubscribe = linkIn(mail, /\/bildirim-iptal\?t=/);

  const visitor = await newPage(browser, baseURL, isMobile);
  await visitor.goto(unsubscribe);
  await expect(visitor.getByText("“Teklifler ve ihale sonuçları” e-postaları kapatıldı.")).toBeVisible();
  await expectAccessible(visitor, "abonelikten çıkma");
  const [row] = await sql<{ email: boolean }>(
    `SELECT email FROM notification_settings WHERE user_id = $1 AND category = 'bids'`,
    [ali.uid],
  );
  expect(row.email).toBe(false);
  await visitor.goto("/bildirim-iptal?t=sahte");
  await expect(visitor.getByText("Bu bağlantı geçerli değil.")).toBeVisible();

  await visitor.context().close();
  await alisPage.context().close();
  await aysesPage.context().close();
});
