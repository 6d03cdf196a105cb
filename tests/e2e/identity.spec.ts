import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signInByToken } from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { auctionWithPhotosPath, creditProvision } from "@/tests/e2e/helpers/db";
import { freshTestIdentity, registerWithLocalRegistry } from "@/scripts/lib/kpsServer";
import { bidAndConfirm, bidCount } from "@/tests/e2e/helpers/bidding";

test("an unverified bidder is sent to /profil#kimlik, verifies against the registry with the keyboard, then bids", async ({
  page,
}, testInfo) => {
  // The stack's local registry (npm test passes its address; against a dev stack, set KPS_URL).
  const kpsUrl = process.env.KPS_URL;
  if (!kpsUrl) throw new Error("KPS_URL is not set: pass the local registry address the stack printed");
  const person = freshTestIdentity();
  await registerWithLocalRegistry(kpsUrl, person);

  const user = await createUser({ name: "Kader", lastName: "Kimliksiz", identity: false });
  await creditProvision(user.uid, 100_000);
  const path = await auctionWithPhotosPath();
  const auctionId = Number(path.split("/").pop());

  // The bid is refused on the server, with the way to the form; the session stays.
  await signInByToken(page, user, path);
  await bidAndConfirm(page);
  const notice = page.getByTestId("identity-required-notice");
  await expect(notice).toContainText("Teklif vermek için kimliğinizi doğrulamanız gerekiyor.");
  expect(await bidCount(auctionId)).toBe(0);
  await notice.getByRole("link", { name: "Kimliğimi doğrula" }).click();
  await page.waitForURL("**/profil#kimlik");

  const section = page.getByRole("region", { name: "Kimlik doğrulama" });
  const number = section.getByLabel("T.C. Kimlik No / Yabancı Kimlik No");
  await expect(number).toBeFocused();

  // A wrong check digit is refused in the browser, before any call.
  const wrong = `${person.number.slice(0, 10)}${(Number(person.number[10]) + 1) % 10}`;
  await number.fill(wrong);
  await section.getByLabel("Ad (kimlikteki gibi)", { exact: true }).fill(person.firstName);
  await section.getByLabel("Soyad (kimlikteki gibi)", { exact: true }).fill(person.lastName);
  await section.getByLabel("Doğum yılı").fill(String(person.birthYear));
  await section.getByLabel("Doğum yılı").press("Enter");
  await expect(section.getByText("Kimlik numarası geçerli değil; lütfen numarayı kontrol edin.")).toBeVisible();
  await expect(number).toBeFocused();
  await expectAccessible(page, "/profil#kimlik with field errors");

  // The right number, submitted from the keyboard: the registry confirms it.
  await number.fill(person.number);
  await number.press("Enter");
  await expect(section.getByText("Kimliğiniz doğrulandı", { exact: true })).toBeVisible();
  await expect(section).toContainText(`${person.number.slice(0, 2)}*******${person.number.slice(-2)}`);
  await expect(section).not.toContainText(person.number);
  await page.screenshot({ path: testInfo.outputPath("kimlik-dogrulandi.png"), fullPage: false });

  // Now the same bid goes through.
  await page.goto(path);
  await bidAndConfirm(page);
  await expect(page.getByText("Teklifiniz alındı. En yüksek teklif sizde.")).toBeVisible();
  await expect.poll(() => bidCount(auctionId)).toBe(1);
});
