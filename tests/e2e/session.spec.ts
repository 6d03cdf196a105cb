import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  createUser,
  fillRegistration,
  PASSWORD,
  signIn,
  signUpAccount,
  uniqueEmail,
} from "@/tests/e2e/helpers/accounts";

const tokenCookies = async (page: import("@playwright/test").Page) =>
  (await page.context().cookies())
    .filter((c) => c.name === "bearer_token" || c.name === "management_token")
    .map((c) => c.name);

test.describe("sign-in (/giris)", () => {
  test("field messages, then one Turkish message for an unknown user and a wrong password (no registered address is revealed)", async ({
    page,
  }) => {
    const user = await createUser();
    await page.goto("/giris");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByText("E-posta adresi zorunludur.")).toBeVisible();
    await expect(page.getByText("Şifre zorunludur.")).toBeVisible();

    await page.getByLabel("E-posta adresi").fill(uniqueEmail("yok"));
    await page.getByLabel("Şifre", { exact: true }).fill("Herhangi1");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("E-posta adresi veya şifre hatalı.");

    await page.getByLabel("E-posta adresi").fill(user.email);
    await page.getByLabel("Şifre", { exact: true }).fill("YanlisSifre9");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("E-posta adresi veya şifre hatalı.");
    expect(await tokenCookies(page)).toEqual([]);
  });

  test("success stores `Bearer {token}`, toasts and follows a same-site returnUrl", async ({ page }) => {
    const user = await createUser({ name: "Leyla" });
    await signIn(page, user, "/profil/provizyon");
    await expect(page).toHaveURL(/\/profil\/provizyon$/);
    await expect(page.getByText("Başarıyla giriş yaptınız.")).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "bearer_token");
    expect(decodeURIComponent(cookie!.value)).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
  });

  test("a foreign returnUrl is ignored", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user, "//evil.example/yol");
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test("a Firebase account without a profile is sent back to /kayit and resumes at the profile step", async ({
    page,
  }) => {
    const account = await signUpAccount("profilsiz");
    await signIn(page, account);
    await page.waitForURL("**/kayit");
    await expect(page.getByText("Lütfen baştan kayıt olunuz.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Profilinizi tamamlayın" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByLabel("Şifre", { exact: true })).toHaveCount(0);
    await fillRegistration(page, { name: "Can", lastName: "Yücel", phone: "5441234567", city: "Ankara" });
    await page.getByRole("button", { name: "Profilimi Kaydet" }).click();
    await page.waitForURL("**/profil");
    await expect(page.getByText("Can Yücel").first()).toBeVisible();
  });

  test("an empty sign-up moves the keyboard to the first field on screen (Ad), not to E-posta", async ({ page }) => {
    await page.goto("/kayit");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByText("Telefon numarası zorunludur.")).toBeVisible();
    await expect(page.getByLabel("Ad", { exact: true })).toBeFocused();
    // With the first row filled, the next empty field in reading order gets it.
    await page.getByLabel("Ad", { exact: true }).fill("Cem");
    await page.getByLabel("Soyad").fill("Uçar");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByLabel("Cep telefonu")).toBeFocused();
  });

  test("an already used e-mail is reported under the e-mail field", async ({ page }) => {
    const user = await createUser();
    await page.goto("/kayit");
    await fillRegistration(page, {
      name: "Ece",
      lastName: "Kara",
      phone: "5321234567",
      city: "İzmir",
      email: user.email,
      password: PASSWORD,
    });
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByText("Bu e-posta adresiyle zaten bir hesap var. Giriş yapmayı deneyin.")).toBeVisible();
    await expect(page.getByLabel("E-posta adresi")).toHaveAttribute("aria-invalid", "true");
  });

  test("a page that needs a user sends a visitor to /giris with a returnUrl", async ({ page }) => {
    await page.goto("/profil");
    await page.waitForURL("**/giris?returnUrl=%2Fprofil");
  });
});

test.describe("expired session (PRODUCT §12.3)", () => {
  test("a 401 from the API clears both tokens, shows the Turkish toast and goes to /", async ({
    page,
    context,
    baseURL,
  }) => {
    // A token the API refuses (not a valid Firebase ID token).
    await context.addCookies([
      { name: "bearer_token", value: encodeURIComponent("Bearer aaa.bbb.ccc"), url: baseURL! },
      { name: "management_token", value: encodeURIComponent("Bearer ddd.eee.fff"), url: baseURL! },
    ]);
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Oturumunuz sona erdi. Lütfen tekrar giriş yapın.")).toBeVisible();
    await expect.poll(() => tokenCookies(page)).toEqual([]);
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: "Giriş Yap" })
        .or(page.getByRole("button", { name: "Menüyü aç" })),
    ).toBeVisible();
  });

  test("a 401 on a page that needs a user still goes to / (the sign-in guard does not override PRODUCT §12.3)", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: "bearer_token", value: encodeURIComponent("Bearer aaa.bbb.ccc"), url: baseURL! },
    ]);
    await page.goto("/profil");
    await expect(page.getByText("Oturumunuz sona erdi. Lütfen tekrar giriş yapın.")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect.poll(() => tokenCookies(page)).toEqual([]);
  });
});
