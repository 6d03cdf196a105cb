import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "@/tests/e2e/helpers/fixtures";
import {
  createStaff,
  createUser,
  dismissCookies,
  signInByToken,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";
import { downloadedInvoiceText, downloadedPdf } from "@/tests/e2e/helpers/pdf";

// Five staff steps, each a dialog, an API call and a reload of the list: on a busy machine (and a dev
// server compiling each route on first use) a step's answer may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 60_000 });

/** A sold auction of our own whose winner holds an order awaiting the service fee (set up in SQL). */
async function wonAuctionOrder() {
  const buyer = await createUser({ name: "Deniz", lastName: "Noter" });
  const model = `DEVIR-${Date.now().toString(36).toUpperCase()}`;
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Kawasaki', $1, 2021, 12000, 649, 'İstanbul', 'Yeşil', '34DV123', 'Uçtan uca devir testi.', '[]', '{}') RETURNING id`,
    [model],
  );
  const [auction] = await sql<{ id: number }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price, leader_uid, closed_at)
     VALUES ($1, 'sold', now() - interval '2 hours', now() - interval '1 hour', 100000, 100000, $2, now()) RETURNING id`,
    [vehicle.id, buyer.uid],
  );
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (auction_id, vehicle_id, buyer_uid, price, commission, payment_due_at)
     VALUES ($1, $2, $3, 100000, 8000, now() + interval '3 days') RETURNING id`,
    [auction.id, vehicle.id, buyer.uid],
  );
  return { buyer, orderId: Number(order.id), title: `2021 Kawasaki ${model}` };
}

/** Clicks a step's button on the order's row, fills the dialog and confirms; waits for the success toast. */
async function step(page: Page, orderId: number, button: string, done: string, fill?: () => Promise<void>) {
  await page.getByRole("button", { name: `#${orderId} ${button}` }).click();
  if (fill) await fill();
  await page.getByRole("dialog").getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test("staff walk a won auction's order through the noter steps to Tamamlandı; the buyer's timeline follows and the service-fee invoice downloads", async ({
  page,
  browser,
  baseURL,
}) => {
  const { buyer, orderId, title } = await wonAuctionOrder();
  const staff = await createStaff({ roles: ["orders:write"] });
  const staffContext = await browser.newContext({ baseURL, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  await dismissCookies(staffContext, baseURL);
  const staffPage = await staffContext.newPage();
  await signInStaffByToken(staffPage, staff, "/management/siparisler?source=auction");
  const row = staffPage.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();

  await step(staffPage, orderId, "Ödendi", "Sipariş ödendi olarak işaretlendi.");
  const day = new Date(Date.now() + 4 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const dialog = staffPage.getByRole("dialog");
  await step(staffPage, orderId, "Noter randevusu", "Noter randevusu kaydedildi; taraflara bildirildi.", async () => {
    await dialog.getByLabel("Noterlik").fill("Kadıköy 5. Noterliği");
    await dialog.getByLabel("İl").fill("İstanbul");
    await dialog.getByLabel("Tarih").fill(day);
    await dialog.getByLabel("Saat").fill("10:30");
  });
  await expect(row).toContainText("Kadıköy 5. Noterliği, İstanbul");
  await step(staffPage, orderId, "GÖS ödendi", "GÖS ödemesi kaydedildi.", async () => {
    await dialog.getByLabel("GÖS ödeme referansı").fill("GOS-E2E-4455");
  });
  await expect(row).toContainText("GÖS ödeme referansı: GOS-E2E-4455");
  await step(staffPage, orderId, "Devir tamamlandı", "Devir kaydedildi; araç stoktan çıktı.", async () => {
    await dialog.getByLabel("İmzalı satış sözleşmesi (PDF)").setInputFiles({
      name: "sozlesme.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% imzalı\n%%EOF\n"),
    });
  });
  await expect(row.getByRole("button", { name: "Sözleşmeyi indir" })).toBeVisible();
  await step(staffPage, orderId, "Tamamla", "Sipariş tamamlandı; teminat serbest bırakıldı.");
  await expect(row).toContainText("Tamamlandı");
  await staffContext.close();

  const [{ left }] = await sql<{ left: boolean }>(
    `SELECT v.left_stock_at IS NOT NULL AS left FROM vehicles v JOIN orders o ON o.vehicle_id = v.id WHERE o.id = $1`,
    [orderId],
  );
  expect(left).toBe(true);

  await signInByToken(page, buyer, "/profil");
  const timeline = page
    .getByRole("region", { name: "Kazandıklarım" })
    .getByRole("region", { name: `Sipariş ${orderId} Devir adımları` });
  for (const text of [
    "Hizmet bedeli ödendi",
    "Kadıköy 5. Noterliği, İstanbul",
    "GÖS ödeme referansı: GOS-E2E-4455",
    "Devir (tescil) tamamlandı",
    "Tamamlandı",
  ])
    await expect(timeline).toContainText(text);
  await expect(timeline.getByText("sıradaki adım")).toHaveCount(0);

  // The service fee (8 000 TL, KDV included) was invoiced when staff marked it paid; the buyer downloads it.
  const [invoice] = await sql<{ number: string }>(
    `SELECT number FROM invoices WHERE order_id = $1 AND kind = 'invoice'`,
    [orderId],
  );
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Istanbul" }).format(new Date());
  expect(invoice.number).toMatch(new RegExp(`^MBA${year}\\d{9}$`));
  const documents = page.getByRole("region", { name: "Faturalarım ve belgelerim" });
  await expect(documents).toContainText(invoice.number);
  const text = await downloadedInvoiceText(page, documents, invoice.number);
  for (const expected of [
    invoice.number,
    `MB-S-${orderId}`,
    "KDV",
    "6.666,67 TL",
    "1.333,33 TL",
    "8.000,00 TL",
    "Yalnız sekiz bin TL",
  ])
    expect(text).toContain(expected);
  // The sales contract the noter appointment needed is the buyer's to download as well.
  const contract = await downloadedPdf(
    page,
    documents.getByRole("button", { name: `Satış sözleşmesini indir: MB-S-${orderId}` }),
  );
  for (const expected of ["Motosiklet Satış Sözleşmesi", "34DV123", "100.000 TL", "Yalnız yüz bin TL"])
    expect(contract.text).toContain(expected);
});
