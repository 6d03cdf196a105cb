import { randomUUID } from "node:crypto";
import { test } from "@playwright/test";
import { Client } from "pg";
import { createStaff, createUser, dismissCookies, signIn, signInStaff } from "./helpers/accounts";

async function sql(text: string, values: unknown[] = []) {
  const c = new Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try { return (await c.query(text, values)).rows; } finally { await c.end(); }
}

test("shots", async ({ page, browser, baseURL, isMobile }) => {
  test.setTimeout(180_000);
  const w = isMobile ? 390 : 1280;
  await dismissCookies(page.context(), baseURL);
  const buyer = await createUser({ name: "Ekran", lastName: "Alıcı" });
  await sql(`UPDATE users SET provision_total = 50000 WHERE uid = $1`, [buyer.uid]);
  await sql(`INSERT INTO provision_entries (uid, kind, amount, ref_type, ref_id) VALUES ($1, 'deposit', 50000, 'e2e', 'x')`, [buyer.uid]);
  const [v] = await sql(`INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos) VALUES ('Yamaha', $1, 2021, 9000, 689, 'İzmir', 'Mavi', '35ABC123', 'x', '[]', '{}') RETURNING id`, [`MT-${randomUUID().slice(0, 4)}`]);
  const [l] = await sql(`INSERT INTO buy_now_listings (vehicle_id, price) VALUES ($1, 240000) RETURNING id`, [v.id]);
  await signIn(page, buyer, "/profil/provizyon");
  await page.waitForURL("**/profil/provizyon");
  const token = await page.evaluate(() => document.cookie.split("; ").find((c) => c.startsWith("bearer_token="))!.split("=")[1]);
  await page.request.post(`/api/listings/${l.id}/buy`, { headers: { Authorization: decodeURIComponent(token), "Content-Type": "application/json" }, data: {} });
  for (const amount of [15000, 2500]) await page.request.post(`/api/me/provision-requests`, { headers: { Authorization: decodeURIComponent(token), "Content-Type": "application/json" }, data: { amount } });
  await page.reload();
  await page.getByLabel("Eklemek istediğiniz tutar (TL)").fill("1000,50");
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  await page.getByText("Kuruş girilemez").waitFor();
  await page.screenshot({ path: `/tmp/finance-shots/profil-provizyon-${w}.png`, fullPage: true });
  await page.goto("/profil#siparislerim");
  await page.getByRole("list", { name: "Siparişlerim" }).waitFor();
  await page.getByRole("region", { name: "Siparişlerim" }).screenshot({ path: `/tmp/finance-shots/siparislerim-${w}.png` });

  const staff = await createStaff({ isSuper: true, displayName: "Ekran Finans" });
  const ctx = await browser.newContext({ baseURL, locale: "tr-TR", timezoneId: "Europe/Istanbul", viewport: { width: w, height: 900 }, isMobile, hasTouch: isMobile });
  await dismissCookies(ctx, baseURL);
  const sp = await ctx.newPage();
  await signInStaff(sp, staff);
  await sql(`UPDATE orders SET payment_due_at = now() - interval '1 day' WHERE id IN (SELECT id FROM orders WHERE status = 'awaiting_payment' ORDER BY id LIMIT 1)`);
  await sp.goto("/management/siparisler?durum=odeme-bekleyen");
  await sp.getByRole("row").nth(1).waitFor();
  await sp.screenshot({ path: `/tmp/finance-shots/mgmt-siparisler-${w}.png`, fullPage: true });
  await sp.getByRole("button", { name: /İptal et$/ }).last().click();
  await sp.getByRole("dialog").waitFor();
  await sp.screenshot({ path: `/tmp/finance-shots/mgmt-siparisler-dialog-${w}.png` });
  await sp.goto("/management/provizyon?durum=tumu");
  await sp.getByRole("listitem", { name: /^Talep MB-/ }).first().waitFor();
  await sp.getByRole("button", { name: /talebini onayla$/ }).first().click();
  await sp.getByRole("dialog").waitFor();
  await sp.screenshot({ path: `/tmp/finance-shots/mgmt-provizyon-dialog-${w}.png` });
  await sp.getByRole("button", { name: "Onayı ver" }).click();
  await sp.getByText("provizyon onaylandı").waitFor();
  await sp.screenshot({ path: `/tmp/finance-shots/mgmt-provizyon-${w}.png`, fullPage: true });
  await ctx.close();
});
