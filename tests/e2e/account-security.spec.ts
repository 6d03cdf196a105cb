import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, createUser, signIn, signInStaff, uniqueEmail, type Account } from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";

type OobCode = { email: string; newEmail?: string; requestType: string; oobCode: string; oobLink: string };

/**
 * The query of the newest mail link the Auth emulator "sent" (it lists them instead of mailing).
 * Opened on our own pages, as the project's mail templates point there in production.
 */
async function mailLink(filter: (code: OobCode) => boolean): Promise<string> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-motoborsa/oobCodes`,
      );
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter(filter).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return new URL(found!.oobLink).search;
}

async function profileEmail(uid: string): Promise<string> {
  const rows = await sql<{ email: string }>("SELECT email FROM users WHERE uid = $1", [uid]);
  return rows[0]?.email ?? "";
}

async function trySignIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

const SENT = /Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısını gönderdik/;

test("Şifremi unuttum: the same answer for any address, the mailed link sets a new password on our page, then sign-in works with it", async ({
  page,
}) => {
  const user = await createUser({ name: "Sinan" });
  await page.goto("/giris");
  await page.getByRole("link", { name: "Şifremi unuttum" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Şifremi Unuttum" })).toBeVisible();

  await page.getByRole("button", { name: "Sıfırlama Bağlantısı Gönder" }).click();
  await expect(page.getByText("E-posta adresi zorunludur.")).toBeVisible();

  // An address without an account gets exactly the answer a registered one gets.
  await page.getByLabel("E-posta adresi").fill(uniqueEmail("kayitsiz"));
  await page.getByRole("button", { name: "Sıfırlama Bağlantısı Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
  const unknownAnswer = await page.getByRole("status").filter({ hasText: SENT }).textContent();

  await page.goto("/sifre-sifirla");
  await page.getByLabel("E-posta adresi").fill(user.email);
  await page.getByRole("button", { name: "Sıfırlama Bağlantısı Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toHaveText(unknownAnswer!);

  const link = await mailLink((c) => c.email === user.email && c.requestType === "PASSWORD_RESET");
  await page.goto(`/sifre-sifirla${link}`);
  await expect(page.getByRole("heading", { level: 1, name: "Yeni Şifre Belirleyin" })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByLabel("Yeni şifre", { exact: true }).fill("kisa");
  await page.getByRole("button", { name: "Şifremi Değiştir" }).click();
  await expect(page.getByText("Şifre en az 6 karakter olmalıdır.")).toBeVisible();
  await page.getByLabel("Yeni şifre", { exact: true }).fill("YeniSifre2026!");
  await page.getByLabel("Yeni şifre (tekrar)").fill("YeniSifre2026!");
  await page.getByRole("button", { name: "Şifremi Değiştir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Şifreniz değiştirildi." })).toBeVisible();

  // A link works once.
  await page.goto(`/sifre-sifirla${link}`);
  await expect(page.getByRole("alert").filter({ hasText: "geçersiz ya da daha önce kullanılmış" })).toBeVisible();

  await page.goto("/giris");
  await trySignIn(page, user.email, user.password);
  await expect(page.locator("form").getByRole("alert")).toHaveText("E-posta adresi veya şifre hatalı.");
  await trySignIn(page, user.email, "YeniSifre2026!");
  await page.waitForURL((url) => url.pathname === "/");
});

test("the staff login has Şifremi unuttum too, and the link leads back to the staff login", async ({ page }) => {
  const staff = await createStaff({ isSuper: true });
  await page.goto("/management/login");
  await page.getByRole("link", { name: "Şifremi unuttum" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Şifremi Unuttum" })).toBeVisible();
  await page.getByLabel("E-posta adresi").fill(staff.email);
  await page.getByRole("button", { name: "Sıfırlama Bağlantısı Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();

  const link = await mailLink((c) => c.email === staff.email && c.requestType === "PASSWORD_RESET");
  expect(new URLSearchParams(link).get("continueUrl")).toMatch(/\/management\/login$/);
  await page.goto(`/sifre-sifirla${link}`);
  await page.getByLabel("Yeni şifre", { exact: true }).fill("PersonelYeni1!");
  await page.getByLabel("Yeni şifre (tekrar)").fill("PersonelYeni1!");
  await page.getByRole("button", { name: "Şifremi Değiştir" }).click();
  await page.getByRole("link", { name: "Giriş Yap" }).click();
  await page.waitForURL((url) => url.pathname === "/management/login");
  await signInStaff(page, { ...staff, password: "PersonelYeni1!" });
});

test("/profil Hesap Güvenliği: a password change needs the current password", async ({ page }) => {
  const user = await createUser({ name: "Derya" });
  await signIn(page, user, "/profil");
  const security = page.getByRole("region", { name: "Hesap Güvenliği" });
  await security.getByRole("button", { name: "Şifremi Değiştir" }).click();
  await security.getByLabel("Mevcut şifre").fill("YanlisSifre1");
  await security.getByLabel("Yeni şifre", { exact: true }).fill("DahaGuclu2026!");
  await security.getByLabel("Yeni şifre (tekrar)").fill("DahaGuclu2026!");
  await security.getByRole("button", { name: "Şifreyi Güncelle" }).click();
  await expect(security.getByText("Mevcut şifreniz hatalı.")).toBeVisible();

  await security.getByLabel("Mevcut şifre").fill(user.password);
  await security.getByRole("button", { name: "Şifreyi Güncelle" }).click();
  await expect(page.getByText("Şifreniz değiştirildi.")).toBeVisible();
  // The session goes on after the change.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Profilim" })).toBeVisible();

  await page.context().clearCookies({ name: "bearer_token" });
  await page.goto("/giris");
  await trySignIn(page, user.email, "DahaGuclu2026!");
  await page.waitForURL((url) => url.pathname === "/");
});

test("/profil Hesap Güvenliği: an e-mail change completes through the mailed link and the profile follows", async ({
  page,
}) => {
  const user = await createUser({ name: "Kaan" });
  const newEmail = uniqueEmail("yeni-adres");
  await signIn(page, user, "/profil");
  const security = page.getByRole("region", { name: "Hesap Güvenliği" });
  await security.getByRole("button", { name: "E-posta Adresimi Değiştir" }).click();
  await security.getByLabel("Yeni e-posta adresi").fill(user.email);
  await security.getByLabel("Mevcut şifre").fill(user.password);
  await security.getByRole("button", { name: "Doğrulama Bağlantısı Gönder" }).click();
  await expect(security.getByText("Bu zaten şu anki e-posta adresiniz.")).toBeVisible();

  await security.getByLabel("Yeni e-posta adresi").fill(newEmail);
  await security.getByRole("button", { name: "Doğrulama Bağlantısı Gönder" }).click();
  await expect(security.getByRole("status")).toContainText(`Doğrulama bağlantısını ${newEmail} adresine gönderdik`);
  // Nothing changes until the link is followed.
  expect(await profileEmail(user.uid)).toBe(user.email);

  const link = await mailLink(
    (c) => c.email === user.email && c.newEmail === newEmail && c.requestType === "VERIFY_AND_CHANGE_EMAIL",
  );
  // One action address serves every mail: /sifre-sifirla hands an e-mail link on to /eposta-onay.
  await page.goto(`/sifre-sifirla${link}`);
  await page.waitForURL((url) => url.pathname === "/eposta-onay");
  await expect(
    page.getByRole("status").filter({ hasText: `E-posta adresiniz ${newEmail} olarak güncellendi.` }),
  ).toBeVisible();
  await expect.poll(() => profileEmail(user.uid)).toBe(newEmail);
  await page.getByRole("link", { name: "Profilime git" }).click();
  await expect(page.getByRole("region", { name: "Profil Bilgileri" }).getByText(newEmail)).toBeVisible();

  await page.context().clearCookies({ name: "bearer_token" });
  await page.goto("/giris");
  await trySignIn(page, newEmail, user.password);
  await page.waitForURL((url) => url.pathname === "/");
});

test("a staff member who is also signed in as a user keeps both sessions on /profil and can save the profile", async ({
  page,
  isMobile,
}) => {
  const user = await createUser({ name: "Berk" });
  const staff: Account = await createStaff({ isSuper: true });
  await signIn(page, user, "/profil");
  await signInStaff(page, staff);

  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Profilim" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profil Bilgileri" });
  await profile.getByRole("button", { name: "Bilgilerimi Düzenle" }).click();
  await profile.getByLabel("İl").selectOption("Eskişehir");
  await profile.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Profiliniz güncellendi.")).toBeVisible();
  await expect(profile.getByText("Eskişehir")).toBeVisible();
  await expect(page.getByText("Oturumunuz sona erdi")).toHaveCount(0);
  if (!isMobile) await expect(page.getByRole("banner").getByText(/Berk/)).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(["bearer_token", "management_token"]));

  await page.goto("/management");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/management$/);
});
