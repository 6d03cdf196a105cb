import { expect, test } from "@playwright/test";
import { createUser, dismissCookies, idToken, signIn } from "@/tests/e2e/helpers/accounts";
import { liveAuction } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

test.beforeEach(async ({ context, baseURL }) => dismissCookies(context, baseURL));

test("an auction closed below its reserve: the top bidder accepts the reserve offer on /profil and gets the usual order", async ({
  page,
  baseURL,
}) => {
  // A live 150.000 TL auction with a hidden 180.000 TL reserve, and one bid at the start price.
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

  await signIn(page, bidder, "/profil");
  const section = page.getByRole("region", { name: "İhale sonrası teklifler" });
  // The profile sections load as their own chunk once the user is known (slow on a first dev compile).
  await expect(section).toContainText("Rezerv fiyatına satın alma teklifi", { timeout: 60_000 });
  await expect(section).toContainText("Fiyat: 180.000 TL + 8.000 TL hizmet bedeli");
  await section.getByRole("button", { name: "Kabul Et (188.000 TL)" }).click();
  await expect(page.getByText("Teklif kabul edildi; siparişiniz oluşturuldu.")).toBeVisible();
  await expect(section).toContainText("Kabul edildi");
  await expect(section.getByRole("button", { name: /Kabul Et/ })).toHaveCount(0);

  const [order] = await sql<{ id: string; price: string; commission: string; status: string }>(
    `SELECT id, price, commission, status FROM orders WHERE auction_id = $1`,
    [auctionId],
  );
  expect(order).toMatchObject({ price: "180000", commission: "8000", status: "awaiting_payment" });
  await page.reload();
  await expect(page.getByRole("region", { name: "Siparişlerim" })).toContainText(`${order.id}`);
});
