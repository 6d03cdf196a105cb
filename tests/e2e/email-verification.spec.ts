import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { emulatorOobLinks, fillRegistration, uniqueEmail, verifyIdentityFor } from "@/tests/e2e/helpers/accounts";
import { liveTestAuction } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";
import { bidAndConfirm, bidCount } from "@/tests/e2e/helpers/bidding";

test("sign up → the verification link from the Auth emulator → bidding allowed, without signing out", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("dogrulama");
  const password = "Guvenli123";
  const auction = await liveTestAuction(90000, { colour: "Kırmızı" });

  await page.goto("/kayit");
  await fillRegistration(page, {
    name: "Ece",
    lastName: "Doğan",
    phone: "0532 444 55 66",
    city: "Bursa",
    email,
    password,
  });
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
  await bidAndConfirm(page);
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
  await bidAndConfirm(page);
  await expect(page.getByText("Teklifiniz alındı. En yüksek teklif sizde.")).toBeVisible();
  await expect.poll(() => bidCount(auction.id)).toBe(1);
  await expect(notice).toHaveCount(0);
});
