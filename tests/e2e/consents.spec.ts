import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signIn, uniqueEmail } from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";

type Row = { kind: string; action: string; source: string };
const consentRows = (email: string) =>
  sql<Row>(
    `SELECT c.kind, c.action, c.source FROM consents c JOIN users u ON u.uid = c.uid WHERE u.email = $1 ORDER BY c.id`,
    [email],
  );

test("sign-up records the ticked consents; marketing e-mail is opted into on /profil/bildirim-ayarlari", async ({
  page,
}) => {
  const email = uniqueEmail("onay");
  const password = "Guvenli123";
  await page.goto("/kayit");
  await page.getByLabel("Ad", { exact: true }).fill("Nil");
  await page.getByLabel("Soyad").fill("Karaca");
  await page.getByLabel("Cep telefonu").fill("0532 777 88 99");
  await page.getByLabel("İl").selectOption("İzmir");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByLabel("Şifre (tekrar)").fill(password);
  await page.getByLabel(/KVKK Aydınlatma Metni/).check();
  await page.getByLabel(/Üyelik Sözleşmesi/).check();
  // The explicit consent to the transfer abroad is required like the two above.
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByText("Yurt dışına aktarım için açık rıza vermeniz gerekiyor.", { exact: true })).toBeVisible();
  await page.getByLabel(/yurt dışına aktarılmasına açık rıza/).check();
  await expect(page.getByLabel(/ticari elektronik iletilerin/)).not.toBeChecked();
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await page.waitForURL("**/profil");

  await expect
    .poll(() => consentRows(email))
    .toEqual([
      { kind: "membership", action: "accept", source: "signup" },
      { kind: "kvkk_notice", action: "accept", source: "signup" },
      { kind: "abroad_transfer", action: "accept", source: "signup" },
    ]);

  await page.goto("/profil/bildirim-ayarlari");
  const marketing = page.getByRole("switch", { name: "Kampanya ve duyuru e-postaları" });
  // A full page load restores the session first (Firebase token refresh): slow on a busy machine.
  await expect(marketing).not.toBeChecked({ timeout: 30_000 });
  await marketing.check();
  await expect(page.getByText("Ticari elektronik ileti izniniz kaydedildi.")).toBeVisible();
  await expect(marketing).toBeChecked();
  await expect
    .poll(async () => (await consentRows(email)).at(-1))
    .toEqual({
      kind: "commercial_email",
      action: "accept",
      source: "settings",
    });

  // The choice holds after a reload, and withdrawing it is a row too.
  await page.reload();
  await expect(marketing).toBeChecked({ timeout: 30_000 });
  await marketing.uncheck();
  await expect(page.getByText("Ticari elektronik ileti izniniz geri alındı.")).toBeVisible();
  await expect.poll(async () => (await consentRows(email)).at(-1)?.action).toBe("withdraw");
});

test("a changed membership agreement is asked again at the next sign-in, and the site waits for it", async ({
  page,
  isMobile,
}) => {
  const user = await createUser({ name: "Oya" });
  // The last membership agreement the user accepted is an older version than the one shown today.
  await sql(
    `INSERT INTO consents (uid, kind, action, version, source) VALUES ($1, 'membership', 'accept', 'eskisurum0000000', 'signup')`,
    [user.uid],
  );

  await signIn(page, user, "/profil");
  const prompt = page.getByRole("dialog", { name: "Güncellenen metinleri onaylayın" });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt.getByRole("link", { name: /Üyelik Sözleşmesi/ })).toHaveAttribute(
    "href",
    "/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi",
  );
  // Escape does not dismiss it.
  await page.keyboard.press("Escape");
  await expect(prompt).toBeVisible();

  await prompt.getByRole("button", { name: "Onaylıyorum ve devam et" }).click();
  await expect(prompt.getByText("Güncellenen metinlerin tümünü onaylamanız gerekiyor.")).toBeVisible();
  await prompt.getByLabel("“Üyelik Sözleşmesi” metninin güncel hâlini okudum, onaylıyorum.").check();
  await prompt.getByRole("button", { name: "Onaylıyorum ve devam et" }).click();
  await expect(prompt).toBeHidden();
  const rows = await sql<Row>(`SELECT kind, action, source FROM consents WHERE uid = $1 ORDER BY id`, [user.uid]);
  expect(rows.at(-1)).toEqual({ kind: "membership", action: "accept", source: "renewal" });

  // Accepted once: the next visit goes straight on.
  await page.reload();
  // A phone shows the greeting inside the menu.
  if (isMobile) await page.getByRole("button", { name: "Menüyü aç" }).click({ timeout: 30_000 });
  const area = isMobile ? page.getByRole("dialog", { name: "Menü" }) : page.getByRole("banner");
  await expect(area.getByRole("link", { name: /Merhaba, Oya/ })).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toBeHidden();
});
