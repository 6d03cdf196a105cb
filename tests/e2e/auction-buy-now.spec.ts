import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createUser, dismissCookies, newPage, signInByToken } from "@/tests/e2e/helpers/accounts";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

test.beforeEach(async ({ context, baseURL }) => dismissCookies(context, baseURL));

/** A live auction of our own at 50.000 TL with a Hemen Al price of 100.000 TL (offered below 70.000 TL). */
async function auctionWithBuyNow() {
  const model = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Kawasaki', $1, 2021, 14500, 649, 'Eskişehir', 'Yeşil', '26ABC123', 'Uçtan uca test aracı.', '[]', '{}') RETURNING id`,
    [model],
  );
  const [auction] = await sql<{ id: string }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price, buy_now_price)
     VALUES ($1, 'live', now() - interval '1 hour', now() + interval '1 hour', 50000, 50000, 100000) RETURNING id`,
    [vehicle.id],
  );
  return Number(auction.id);
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

  const other = await newPage(browser, baseURL, isMobile);
  await signInByToken(other, watcher, path);
  await expect(other.getByRole("button", { name: "Hemen Al: 100.000 TL" })).toBeVisible();

  const page = await newPage(browser, baseURL, isMobile);
  await signInByToken(page, buyer, path);
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
