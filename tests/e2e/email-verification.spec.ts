import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { dismissCookies, emulatorOobLinks, uniqueEmail, verifyIdentityFor } from "@/tests/e2e/helpers/accounts";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

test.beforeEach(async ({ context, baseURL }) => dismissCookies(context, baseURL));

async function liveAuction() {
  const model = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Honda', $1, 2021, 15000, 649, 'Bursa', 'Kırmızı', '16ABC123', 'Uçtan uca test aracı.', '[]', '{}') RETURNING id`,
    [model],
  );
  const [auction] = await sql<{ id: string }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price)
     VALUES ($1, 'live', now() - interval '1 hour', now() + interval '1 hour', 90000, 90000) RETURNING id`,
    [vehicle.id],
  );
  return { id: Number(auction.id), path: `/ihaleler/${auction.id}` };
}

const bidCount = async (auctionId: number) =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM bids WHERE auction_id = $1`, [auctionId]))[0].n);

test("sign up → the verification link from the Auth emulator → bidding allowed, without signing out", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("dogrulama");
  const password = "Guvenli123";
  const auction = await liveAuction();

  await page.goto("/kayit");
  await page.getByLabel("Ad", { exact: true }).fill("Ece");
  await page.getByLabel("Soyad").fill("Doğan");
  await page.getByLabel("Cep telefonu").fill("0532 444 55 66");
  await page.getByLabel("İl").selectOption("Bursa");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByLabel("Şifre (tekrar)").fill(password);
  await page.getByLabel(/KVKK Aydınlatma Metni/).check();
  await page.getByLabel(/Üyelik Sözleşmesi/).check();
  await page.getByLabel(/yurt dışına aktarılmasına açık rıza/).check();
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await page.waitForURL("**/profil");

  // The sign-up sent Firebase's verification mail; /profil says what waits for it.
  const banner = page.getByTestId("email-verification-notice");
  await expect(banner).toContainText("E-posta adresinizi doğrulayın");
  await expect(banner).toContainText(email);
  await page.screenshot({ path: testInfo.outputPath("profil-dogrulama.png"), fullPage: false });
  await expect.poll(async () => (await emulatorOobLinks(email, "VERIFY_EMAIL")).length).toBe(1);

  // The resend button sends another one.
  await banner.getByRole("button", { name: "Doğrulama e-postasını yeniden gönder" }).click();
  await expect(banner.getByRole("status")).toHaveText(
    `Doğrulama e-postası ${email} adresine gönderildi. Gelen kutunuzu (ve istenmeyen e-postaları) kontrol edin.`,
  );
  await expect.poll(async () => (await emulatorOobLinks(email, "VERIFY_EMAIL")).length).toBe(2);

  const [{ uid }] = await sql<{ uid: string }>(`SELECT uid FROM users WHERE email = $1`, [email]);
  await creditProvision(uid, 20_000);
  // Bids also need a verified identity (PRODUCT §3.7); this journey is about the e-mail.
  await verifyIdentityFor(uid);

  // Not verified yet: the bid is refused with the Turkish reason and the resend button; still signed in.
  await page.goto(auction.path);
  const notice = page.getByTestId("email-verification-notice");
  await expect(notice).toContainText("Teklif verebilmek için e-posta adresinizi doğrulamanız gerekir.");
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page
    .getByRole("dialog", { name: "Teklifinizi onaylayın" })
    .getByRole("button", { name: "Teklifi onayla" })
    .click();
  await expect(page.getByRole("dialog", { name: "Teklifinizi onaylayın" })).toHaveCount(0);
  await expect(notice).toContainText("Teklif verebilmek için e-posta adresinizi doğrulamanız gerekir.");
  await expect(notice.getByRole("button", { name: "Doğrulama e-postasını yeniden gönder" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("teklif-dogrulanmamis.png"), fullPage: false });
  expect(await bidCount(auction.id)).toBe(0);
  // Still signed in: the 403 ended no session (PRODUCT §12.3's token removal is for auth failures).
  expect((await page.context().cookies()).some((c) => c.name === "bearer_token")).toBe(true);

  // The user opens the mailed link (the emulator's action page applies it) in another tab.
  const links = await emulatorOobLinks(email, "VERIFY_EMAIL");
  const mail = await page.context().newPage();
  const opened = await mail.goto(links.at(-1)!);
  expect(opened?.ok()).toBe(true);
  await mail.close();

  // Back on the same page, no reload and no new sign-in: the bid goes through with a refreshed token.
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page
    .getByRole("dialog", { name: "Teklifinizi onaylayın" })
    .getByRole("button", { name: "Teklifi onayla" })
    .click();
  await expect(page.getByText("Teklifiniz alındı. En yüksek teklif sizde.")).toBeVisible();
  await expect.poll(() => bidCount(auction.id)).toBe(1);
  await expect(notice).toHaveCount(0);
});
