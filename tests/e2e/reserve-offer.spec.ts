import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  type Account,
  createStaff,
  createUser,
  idToken,
  signedInStaffPage,
  signInByToken,
} from "@/tests/e2e/helpers/accounts";
import { liveAuction } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

/**
 * A live 150.000 TL auction with a hidden 180.000 TL reserve and one bid at the start price, closed:
 * its top bidder now holds a reserve offer.
 */
async function closedBelowReserve(baseURL: string | undefined) {
  const auctionId = await liveAuction();
  await sql(`UPDATE auctions SET reserve_price = 180000 WHERE id = $1`, [auctionId]);
  const bidder = await createUser({ name: "Rezan", lastName: "Teklif" });
  await creditProvision(bidder.uid, 10_000);
  const bid = await fetch(`${baseURL}/api/auctions/${auctionId}/bids`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await idToken(bidder)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ amount: 150_000 }),
  });
  expect(bid.status).toBe(200);
  // The end passes; reading the auction closes it (the job queue does the same within a minute).
  await sql(`UPDATE auctions SET ends_at = now() - interval '1 second' WHERE id = $1`, [auctionId]);
  expect((await fetch(`${baseURL}/api/auctions/${auctionId}`)).status).toBe(200);
  await expect
    .poll(async () => (await sql<{ state: string }>(`SELECT state FROM auctions WHERE id = $1`, [auctionId]))[0].state)
    .toBe("unsold");
  return { auctionId, bidder };
}

/**
 * The buyer signs in, accepts the offer at `price` (+ 8.000 TL commission) on /profil and gets the
 * usual order at that price; answers the order's id.
 */
async function acceptOnProfile(page: Page, bidder: Account, auctionId: number, price: number, countered: boolean) {
  await signInByToken(page, bidder, "/profil");
  const section = page.getByRole("region", { name: "İhale sonrası teklifler" });
  // The profile sections load as their own chunk once the user is known (slow on a first dev compile).
  await expect(section).toContainText("Rezerv fiyatına satın alma teklifi", { timeout: 60_000 });
  const tl = (n: number) => `${n.toLocaleString("tr-TR")} TL`;
  await expect(section).toContainText(`${countered ? "Karşı teklif" : "Fiyat"}: ${tl(price)} + 8.000 TL hizmet bedeli`);
  await section.getByRole("button", { name: `Kabul Et (${tl(price + 8_000)})` }).click();
  await expect(page.getByText("Teklif kabul edildi; siparişiniz oluşturuldu.")).toBeVisible();
  await expect(section).toContainText("Kabul edildi");
  await expect(section.getByRole("button", { name: /Kabul Et/ })).toHaveCount(0);
  const orders = await sql<{ id: string; price: string; commission: string; status: string }>(
    `SELECT id, price, commission, status FROM orders WHERE auction_id = $1`,
    [auctionId],
  );
  expect(orders).toEqual([
    { id: expect.any(String), price: String(price), commission: "8000", status: "awaiting_payment" },
  ]);
  return orders[0].id;
}

test("an auction closed below its reserve: the top bidder accepts the reserve offer on /profil and gets the usual order", async ({
  page,
  baseURL,
}) => {
  const { auctionId, bidder } = await closedBelowReserve(baseURL);
  const orderId = await acceptOnProfile(page, bidder, auctionId, 180_000, false);
  await page.reload();
  await expect(page.getByRole("region", { name: "Siparişlerim" })).toContainText(orderId);
});

test("staff see the open offer in Yönetim › İhaleler and counter once; the buyer accepts the counter on /profil", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const { auctionId, bidder } = await closedBelowReserve(baseURL);
  const staff = await createStaff({ roles: ["auctions:write"] });
  const desk = await signedInStaffPage(browser, baseURL, staff, "/management/ihaleler", isMobile);
  const offer = desk.getByTestId("managed-offer").filter({ hasText: `İhale #${auctionId}` });
  const fact = (label: string) => offer.locator("dl > div").filter({ hasText: label }).locator("dd");
  await expect(fact("En yüksek teklif")).toHaveText("150.000 TL", { timeout: 60_000 });
  await expect(fact("Rezerv")).toHaveText("180.000 TL");
  await expect(fact("İstenen fiyat")).toHaveText("180.000 TL");
  // Outside the range between the top bid and the reserve: refused with the range named.
  await offer.getByLabel("Karşı teklif fiyatı (TL)").fill("190.000");
  await offer.getByRole("button", { name: "Karşı Teklif Ver" }).click();
  await expect(offer).toContainText("Karşı teklif 150.000 TL ile 180.000 TL arasında olmalıdır.");
  await offer.getByLabel("Karşı teklif fiyatı (TL)").fill("165.000");
  await offer.getByRole("button", { name: "Karşı Teklif Ver" }).click();
  await expect(fact("Karşı teklif")).toHaveText("165.000 TL");
  await expect(offer).toContainText("Karşı teklif verildi; alıcının yanıtı bekleniyor.");
  // Once only: the server's actions no longer offer the counter.
  await expect(offer.getByRole("button", { name: "Karşı Teklif Ver" })).toHaveCount(0);

  await acceptOnProfile(page, bidder, auctionId, 165_000, true);
  const audit = await sql<{ action: string; staff_uid: string }>(
    `SELECT action, staff_uid FROM audit_log WHERE target_type = 'auction' AND target_id = $1`,
    [String(auctionId)],
  );
  expect(audit).toEqual([{ action: "auction.offer_counter", staff_uid: staff.uid }]);
});
