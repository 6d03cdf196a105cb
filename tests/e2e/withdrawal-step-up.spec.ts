import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import {
  backdateSignIn,
  createStaff,
  createUser,
  idToken,
  newPage,
  signedInStaffPage,
  signIn,
  signInByToken,
} from "@/tests/e2e/helpers/accounts";
import { api } from "@/tests/e2e/helpers/api";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";
import { linkIn, onlyMailTo } from "@/tests/e2e/helpers/mail";
import { submitWithdrawal } from "@/tests/e2e/helpers/provision";

// Each journey signs in two or three browsers and waits for an e-mail: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

// TR33 0006 1005 1978 6457 8413 26: a valid Turkish IBAN (mod-97 check digits).
const IBAN = "TR33 0006 1005 1978 6457 8413 26";
const shots = "/tmp/stepup-shots";

const authTimeOf = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === "bearer_token");
  const token = decodeURIComponent(cookie!.value).replace(/^Bearer /, "");
  return Number(JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).auth_time);
};

test("a withdrawal on an old sign-in asks for the password again; a wrong one is refused, the right one sends the request", async ({
  page,
  isMobile,
}) => {
  const user = await createUser({ name: "Ece", lastName: `Kaya ${Date.now().toString(36).toUpperCase()}` });
  await creditProvision(user.uid, 10_000);
  await signIn(page, user, "/profil/provizyon");
  const section = page.getByRole("region", { name: "Provizyon Çek" });
  await expect(section.getByLabel("IBAN")).toBeVisible({ timeout: 30_000 });

  // Ten minutes since the password was typed: the reload refreshes the token, which says so.
  await backdateSignIn(user, 10 * 60);
  await page.reload();
  await expect(section.getByLabel("IBAN")).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => Math.floor(Date.now() / 1000) - (await authTimeOf(page))).toBeGreaterThan(9 * 60);

  await submitWithdrawal(section, "4000", IBAN);
  const dialog = page.getByRole("dialog", { name: "Şifrenizi yeniden girin" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText("Güvenliğiniz için para çekme talebinden önce şifrenizi yeniden girmeniz gerekiyor."),
  ).toBeVisible();
  await expect(dialog.getByLabel("Şifre", { exact: true })).toBeFocused();
  // Still signed in: the refusal ended no session.
  expect(await authTimeOf(page)).toBeGreaterThan(0);
  expect(await sql(`SELECT id FROM withdrawals WHERE uid = $1`, [user.uid])).toEqual([]);
  await page.screenshot({ path: `${shots}/reauth-dialog-${isMobile ? "mobile" : "desktop"}.png` });
  await expectAccessible(page, "withdrawal password dialog");

  await dialog.getByLabel("Şifre", { exact: true }).fill("yanlis-sifre");
  await dialog.getByRole("button", { name: "Onayla ve talebi gönder" }).click();
  await expect(dialog.getByText("Şifreniz hatalı. Lütfen yeniden deneyin.")).toBeVisible();
  await page.screenshot({ path: `${shots}/reauth-wrong-${isMobile ? "mobile" : "desktop"}.png` });
  expect(await sql(`SELECT id FROM withdrawals WHERE uid = $1`, [user.uid])).toEqual([]);

  await dialog.getByLabel("Şifre", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Onayla ve talebi gönder" }).click();
  // The list, not the two-second toast: on a busy machine the toast can come and go between polls.
  await expect(
    section.getByRole("listitem", { name: "Çekim talebi 4.000 TL" }).getByText("Ödeme bekliyor"),
  ).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);
  expect(Math.floor(Date.now() / 1000) - (await authTimeOf(page))).toBeLessThan(120);
  expect(await sql(`SELECT amount FROM withdrawals WHERE uid = $1`, [user.uid])).toEqual([{ amount: "4000" }]);
});

test("finance sees when a first payment to a new IBAN opens; the user's e-mail link cancels the request once", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const lastName = `Tan ${Date.now().toString(36).toUpperCase()}`;
  const who = `Mert ${lastName}`;
  const user = await createUser({ name: "Mert", lastName });
  await creditProvision(user.uid, 9_000);
  await signIn(page, user, "/profil/provizyon");
  const section = page.getByRole("region", { name: "Provizyon Çek" });
  await submitWithdrawal(section, "6000", IBAN);
  await expect(
    section.getByRole("listitem", { name: "Çekim talebi 6.000 TL" }).getByText("Ödeme bekliyor"),
  ).toBeVisible({ timeout: 30_000 });

  const staffPage = await signedInStaffPage(
    browser,
    baseURL,
    await createStaff({ roles: ["provision:approve"], displayName: "Finans Fatma" }),
    "/management/cekimler",
    isMobile,
  );
  await expect(staffPage.getByRole("heading", { level: 1, name: "Çekim Talepleri" })).toBeVisible({ timeout: 30_000 });
  const row = staffPage.getByRole("listitem", { name: `Çekim talebi ${who} 6.000 TL` });
  await expect(row.getByText(/^Ödenebilir: \d{1,2} \S+ \d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(row.getByRole("button", { name: `${who} 6.000 TL çekimini ödendi olarak işaretle` })).toBeDisabled();
  await expect(row.getByRole("button", { name: `${who} 6.000 TL çekimini reddet` })).toBeEnabled();
  await row.scrollIntoViewIfNeeded();
  await staffPage.screenshot({ path: `${shots}/staff-payable-at-${isMobile ? "mobile" : "desktop"}.png` });
  await expectAccessible(staffPage, "/management/cekimler with a held withdrawal");
  await staffPage.context().close();

  // The request's e-mail, from the embedded inbox: its button is the cancel link.
  const mail = await onlyMailTo(user.email, { timeout: 30_000 });
  expect(mail.subject).toBe("Para çekme talebiniz alındı – MotoBorsa");
  expect(mail.text).toContain("Bu işlemi siz yapmadıysanız");
  expect(mail.text).toContain("sonu 1326 ile biten IBAN");
  const link = linkIn(mail, /\/cekim-iptal\?t=/);

  // Opened signed out, as from a phone's mail app: nothing happens until the button.
  const visitor = await newPage(browser, baseURL, isMobile);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: "Çekim talebini iptal et" })).toBeVisible();
  await expect(visitor.getByText("6.000 TL")).toBeVisible();
  await expect(visitor.getByText("Sonu 1326 ile biten hesap")).toBeVisible();
  expect(await sql(`SELECT status FROM withdrawals WHERE uid = $1`, [user.uid])).toEqual([{ status: "pending" }]);
  await visitor.screenshot({ path: `${shots}/cancel-link-${isMobile ? "mobile" : "desktop"}.png` });
  await expectAccessible(visitor, "/cekim-iptal");
  await visitor.getByRole("button", { name: "Talebi iptal et" }).click();
  await expect(
    visitor.getByText("Çekim talebi iptal edildi; tutar kullanılabilir provizyonunuza geri döndü."),
  ).toBeVisible();
  expect(await sql(`SELECT status FROM withdrawals WHERE uid = $1`, [user.uid])).toEqual([{ status: "cancelled" }]);

  const response = await visitor.goto(link);
  expect(response?.status()).toBe(409);
  await expect(visitor.getByText("Bu çekim talebi zaten iptal edilmiş; bağlantı artık kullanılamaz.")).toBeVisible();
  expect((await visitor.goto("/cekim-iptal?t=sahte"))?.status()).toBe(400);
  await expect(visitor.getByText(/Bu iptal bağlantısı geçersiz/)).toBeVisible();
  await visitor.context().close();

  await page.reload();
  await expect(section.getByText("Kullanılabilir: 9.000 TL. Tam TL (kuruşsuz).")).toBeVisible();
  await expect(
    section.getByRole("listitem", { name: "Çekim talebi 6.000 TL" }).getByText("İptal edildi"),
  ).toBeVisible();
});

test("the profile name cannot change while a withdrawal is pending, and the form says why", async ({
  page,
  baseURL,
}) => {
  const user = await createUser({ name: "Selin", lastName: "Aydın" });
  await creditProvision(user.uid, 2_000);
  await api(baseURL!, await idToken(user), "POST", "/api/me/withdrawals", { amount: 1_000, iban: IBAN });
  await signInByToken(page, user, "/profil");
  const details = page.getByRole("region", { name: "Profil Bilgileri" });
  await details.getByRole("button", { name: "Bilgilerimi Düzenle" }).click();
  await details.getByLabel("Soyad").fill("Demir");
  await details.getByRole("button", { name: "Kaydet" }).click();
  await expect(
    details.getByText(/^Bekleyen bir para çekme talebiniz varken ad ve soyadınız değiştirilemez/),
  ).toBeVisible();
  await expect(details.getByLabel("Soyad")).toBeFocused();
  expect(await sql(`SELECT last_name FROM users WHERE uid = $1`, [user.uid])).toEqual([{ last_name: "Aydın" }]);
  // Still signed in and editing: the phone may change.
  await details.getByLabel("Soyad").fill("Aydın");
  await details.getByLabel("Cep telefonu").fill("0555 444 33 22");
  await details.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Profiliniz güncellendi.")).toBeVisible();
});
