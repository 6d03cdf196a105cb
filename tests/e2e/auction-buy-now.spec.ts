import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signedInPage } from "@/tests/e2e/helpers/accounts";
import { testAuction, testVehicle } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

/** A live auction of our own at 50.000 TL with a Hemen Al price of 100.000 TL (offered below 70.000 TL). */
async function auctionWithBuyNow() {
  const vehicle = await testVehicle({
    brand: "Kawasaki",
    km: 14500,
    city: "Eskişehir",
    colour: "Yeşil",
    plate: "26ABC123",
  });
  return testAuction(vehicle.id, 50000, { buyNowPrice: 100000 });
}

test("buying during an auction ends it at once: the buyer's order, and the other page loses the button live", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const id = await auctionWithBuyNow();
  const [buyer, watcher] = await Promise.all([
    createUser({ name: "Hakan", lastName: "Alıcı" }),
    createUser({ name: "Selin", lastName: "İzleyen" }),
  ]);
  await Promise.all([creditProvision(buyer.uid, 20_000), creditProvision(watcher.uid, 20_000)]);
  const path = `/ihaleler/${id}`;

  const other = await signedInPage(browser, baseURL, watcher, path, isMobile);
  await expect(other.getByRole("button", { name: "Hemen Al: 100.000 TL" })).toBeVisible();

  const page = await signedInPage(browser, baseURL, buyer, path, isMobile);
  await page.getByRole("button", { name: "Hemen Al: 100.000 TL" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("yüz bin");
  await dialog.getByRole("button", { name: "Satın al" }).click();

  await expect(page.getByTestId("auction-result")).toHaveText("Satıldı: 100.000 TL");
  await expect(page.getByTestId("auction-state-panel")).toContainText("İhale 100.000 TL bedelle satışla sonuçlandı.");
  await expect(page.getByRole("button", { name: /Hemen Al:/ })).toHaveCount(0);
  // The buyer's page says they bought it, with the way to the order, as for a won auction.
  await expect(page.getByTestId("auction-state-panel")).toContainText("Tebrikler, ihaleyi kazandınız!");
  await expect(page.getByRole("link", { name: "Kazandıklarım" })).toBeVisible();

  // The other bidder's page follows the end live: no Hemen Al, no bid form, the sold price.
  await expect(other.getByTestId("auction-result")).toHaveText("Satıldı: 100.000 TL", { timeout: 20_000 });
  await expect(other.getByRole("button", { name: /Hemen Al:/ })).toHaveCount(0);
  await expect(other.getByRole("button", { name: "Teklif Ver" })).toHaveCount(0);
  await expect(other.getByTestId("auction-state-panel")).not.toContainText("Tebrikler");

  const orders = await sql<{ buyer_uid: string; price: string; status: string }>(
    `SELECT buyer_uid, price, status FROM orders WHERE auction_id = $1`,
    [id],
  );
  expect(orders).toEqual([{ buyer_uid: buyer.uid, price: "100000", status: "awaiting_payment" }]);
});
