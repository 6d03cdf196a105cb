import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { createStaff, createUser, dismissCookies, newPage, signIn, signInStaff } from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";

test.beforeEach(async ({ context, baseURL }) => dismissCookies(context, baseURL));
// Three screens compiled on first visit by a dev server (auction page, management, profile).
test.describe.configure({ timeout: 240_000 });

async function liveAuction() {
  const model = `SRU-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Kawasaki', $1, 2022, 8000, 649, 'Ankara', 'Yeşil', '06SRU006', 'Soru-cevap testi aracı.', '[]', '{}') RETURNING id`,
    [model],
  );
  const [auction] = await sql<{ id: string }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price)
     VALUES ($1, 'live', now() - interval '1 hour', now() + interval '3 hours', 90000, 90000) RETURNING id`,
    [vehicle.id],
  );
  return { id: Number(auction.id), title: `2022 Kawasaki ${model}` };
}

test("a question asked, moderated and answered appears on the page, and the asker sees the notification", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const auction = await liveAuction();
  const path = `/ihaleler/${auction.id}`;
  const asker = await createUser({ name: "Cem" });
  const staff = await createStaff({ roles: ["questions:write"] });
  // A question with a script tag: it must reach the page as text.
  const question = `Zincir ve dişli seti ne zaman değişti? <script>window.hacked=1</script> ${randomUUID().slice(0, 4)}`;

  await signIn(page, asker, path);
  await page.waitForURL(`**${path}`);
  const block = page.getByRole("region", { name: "Soru-Cevap" });
  await expect(block).toContainText("Bu araç hakkında henüz yanıtlanmış bir soru yok.");
  await block.getByLabel("Sorunuz").fill(question);
  await block.getByRole("button", { name: "Soru Sor" }).click();
  await expect(block.getByRole("status").filter({ hasText: "Sorunuz alındı." })).toHaveText(
    "Sorunuz alındı. Onaylanıp yanıtlandığında size bildirim göndereceğiz.",
  );

  const staffPage = await newPage(browser, baseURL, isMobile);
  await signInStaff(staffPage, staff);
  await staffPage.goto("/management/sorular");
  const card = staffPage.getByRole("article").filter({ hasText: question });
  await expect(card).toContainText(auction.title);
  await expect(card).toContainText("Sorudaki uyarılar: Uyarı yok");
  await expectAccessible(staffPage, "/management/sorular");
  await card.getByRole("button", { name: "Soruyu Onayla" }).click();
  await expect(card).toHaveCount(0);
  await staffPage.getByRole("link", { name: /^Yanıt bekliyor/ }).click();
  const approved = staffPage.getByRole("article").filter({ hasText: question });
  await expect(approved).toContainText("Yanıt bekliyor");
  await approved.getByLabel("Yanıt").fill("Zincir seti Mart 2025'te yenilendi.");
  await approved.getByRole("button", { name: "Yanıtla ve Yayınla" }).click();
  await expect(approved).toHaveCount(0);
  await staffPage.context().close();

  await page.goto(path);
  await expect(block.getByRole("listitem")).toHaveCount(1);
  await expect(block.getByRole("listitem")).toContainText(question);
  await expect(block.getByRole("listitem")).toContainText("Zincir seti Mart 2025'te yenilendi.");
  await expect(block.getByRole("listitem")).toContainText(/Soruldu: \d/);
  await expect(block.getByRole("listitem")).toContainText(/Yanıtlandı: \d/);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  const bell = page.getByRole("button", { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName("Bildirimler, 1 okunmamış bildirim");
  await bell.click();
  const item = page.getByRole("region", { name: "Bildirimler" }).getByRole("link", { name: /Sorunuz yanıtlandı/ });
  await expect(item).toContainText(auction.title);
  await expect(item).toHaveAttribute("href", path);
});
