import { readFile } from "node:fs/promises";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import {
  createStaff,
  createUser,
  idToken,
  newPage,
  signedInStaffPage,
  signIn,
  signInByToken,
} from "@/tests/e2e/helpers/accounts";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";
import { linkIn, onlyMailTo } from "@/tests/e2e/helpers/mail";

// Each journey waits for a background job and an e-mail, the deletion also signs in a staff browser:
// more than the default minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

/** The one e-mail to `address` with `subject`, from the embedded inbox, and the site path its button links to. */
const mailLink = async (address: string, subject: string, path: RegExp) =>
  linkIn(await onlyMailTo(address, { subject }), path);

test("a user asks for their data on /profil/kvkk, gets the e-mail and downloads the archive with their own session", async ({
  page,
}) => {
  const user = await createUser({ name: "Veri", lastName: `Sahibi ${Date.now().toString(36).toUpperCase()}` });
  await signInByToken(page, user, "/profil");
  await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "KVKK Haklarım" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "KVKK haklarım" })).toBeVisible({ timeout: 60_000 });
  const section = page.getByRole("region", { name: "Verilerimi indir" });
  await expect(section.getByText("Henüz veri dökümü istemediniz.")).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "/profil/kvkk");

  await section.getByRole("button", { name: "Veri dökümü iste" }).click();
  await expect(section.getByText("Talebiniz alındı.", { exact: false })).toBeVisible();
  const link = await mailLink(user.email, "Veri dökümünüz hazır – MotoBorsa", /\/profil\/kvkk\?indir=/);
  expect(await sql(`SELECT status FROM data_exports WHERE uid = $1`, [user.uid])).toEqual([{ status: "ready" }]);

  await page.goto(link);
  const panel = page.getByRole("region", { name: "Veri dökümünü indir" });
  await expect(panel.getByRole("button", { name: "İndir" })).toBeEnabled({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "İndir" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("motoborsa-verilerim.zip");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  await expect(panel.getByText("Dosya indirildi.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Verilerimi indir" }).getByText("Hazır", { exact: true }),
  ).toBeVisible();
});

test("a user deletes their account by the e-mailed link: a wrong phrase is refused, blocked provision is named, the link signs nobody in", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const user = await createUser({ name: "Giden", lastName: `Kullanıcı ${Date.now().toString(36).toUpperCase()}` });
  await creditProvision(user.uid, 5_000);
  await sql(`UPDATE users SET provision_blocked = 5000 WHERE uid = $1`, [user.uid]);
  await signIn(page, user, "/profil/kvkk");
  const section = page.getByRole("region", { name: "Hesabımı sil" });
  await expect(section.getByText("blokeli provizyonunuz var")).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("button", { name: "Hesabımı silmek istiyorum" })).toHaveCount(0);

  await sql(`UPDATE users SET provision_blocked = 0 WHERE uid = $1`, [user.uid]);
  await page.reload();
  const phrase = section.getByLabel('Onaylamak için "HESABIMI SİL" yazın');
  await expect(phrase).toBeVisible({ timeout: 30_000 });
  await phrase.fill("sil");
  await section.getByRole("button", { name: "Hesabımı silmek istiyorum" }).click();
  await expect(section.getByText('Onaylamak için "HESABIMI SİL" yazın.')).toBeVisible();
  expect(await sql(`SELECT id FROM account_deletions WHERE uid = $1`, [user.uid])).toEqual([]);

  await phrase.fill("HESABIMI SİL");
  await section.getByRole("button", { name: "Hesabımı silmek istiyorum" }).click();
  await expect(
    section.getByText(`Onay bağlantısını ${user.email} adresine gönderdik.`, { exact: false }),
  ).toBeVisible();
  const link = await mailLink(user.email, "Hesap silme talebinizi onaylayın – MotoBorsa", /\/hesap-silme\?t=/);

  // Opened signed out, as from a phone's mail app: nothing happens until the button.
  const visitor = await newPage(browser, baseURL, isMobile);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: "Hesabımı sil" })).toBeVisible();
  await expect(visitor.getByText(`${user.email} hesabı kalıcı olarak silinecek.`, { exact: false })).toBeVisible();
  expect(await sql(`SELECT deleted_at FROM users WHERE uid = $1`, [user.uid])).toEqual([{ deleted_at: null }]);
  await expectAccessible(visitor, "/hesap-silme");
  await visitor.getByRole("button", { name: "Hesabımı kalıcı olarak sil" }).click();
  await expect(visitor.getByText("Hesabınız silindi.", { exact: false })).toBeVisible({ timeout: 30_000 });

  expect(await sql(`SELECT name, email, phone, provision_total FROM users WHERE uid = $1`, [user.uid])).toEqual([
    { name: "Silinmiş kullanıcı", email: "", phone: "", provision_total: "5000" },
  ]);
  await expect(idToken(user)).rejects.toThrow(/sign-in failed/);
  const used = await visitor.goto(link);
  expect(used?.status()).toBe(409);
  await expect(visitor.getByText("Bu hesap silme talebi artık geçerli değil.")).toBeVisible();
  await visitor.context().close();

  // Staff see the anonymous account, its ledger kept, and the requests.
  const staffPage = await signedInStaffPage(
    browser,
    baseURL,
    await createStaff({ roles: ["users:read"] }),
    `/management/kullanicilar/${encodeURIComponent(user.uid)}`,
    isMobile,
  );
  await expect(staffPage.getByRole("heading", { level: 1, name: "Silinmiş kullanıcı" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(staffPage.getByText("Silinmiş", { exact: true })).toBeVisible();
  const requests = staffPage.getByRole("region", { name: /KVKK talepleri/ });
  await expect(requests.getByText("Hesap silme")).toBeVisible();
  await expect(requests.getByText("Oturum hesabı silindi")).toBeVisible();
  await expect(requests.getByText(/kişisel veriler anonimleştirildi/)).toBeVisible();
  await expectAccessible(staffPage, "/management/kullanicilar/[uid] of a deleted account");
  await staffPage.context().close();
});
