import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, createUser, signedInPage, signedInStaffPage } from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { downloadedInvoiceText } from "@/tests/e2e/helpers/pdf";

/** yyyy-mm-dd in Istanbul, n days from now. */
const inDays = (n: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date(Date.now() + n * 86_400_000));

test("a visitor is sent to sign in and comes back to /nakliye", async ({ page }) => {
  const user = await createUser();
  await page.goto("/nakliye");
  await page.waitForURL((url) => url.pathname === "/giris");
  expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/nakliye");
  await page.getByLabel("E-posta adresi").fill(user.email);
  await page.getByLabel("Şifre", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.waitForURL("**/nakliye");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("kapınıza");
  await expect(page.getByRole("main").getByRole("link", { name: "Hizmet ayrıntıları" })).toHaveAttribute(
    "href",
    "/kurumsal/nakliye",
  );
  await expectAccessible(page, "/nakliye");
});

test("a user requests transport, staff quote, the user accepts, staff schedule and deliver, staff record the fee and the user downloads its invoice", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  // Two signed-in browsers and a dozen page loads: longer than the default budget on a busy machine.
  test.setTimeout(180_000);
  const user = await createUser({ name: "Ece", lastName: "Kaya" });
  const staff = await createStaff({ roles: ["transport:write"], displayName: "Nakliye Ekibi" });
  const model = `Tenere E2E${Date.now().toString(36).slice(-4).toUpperCase()}`;

  // Signing in is the first test's subject; here the session comes from the token.
  const page = await signedInPage(browser, baseURL, user, "/nakliye", isMobile);

  // The day cannot be in the past: a Turkish message, nothing sent.
  await page.getByLabel("Çıkış ili").selectOption("İstanbul");
  await page.getByLabel("Çıkış ilçesi").fill("Kadıköy");
  await page.getByLabel("Varış ili").selectOption("Eskişehir");
  await page.getByLabel("Varış ilçesi").fill("Tepebaşı");
  await page.getByLabel("Marka").fill("Yamaha");
  await page.getByLabel("Model", { exact: true }).fill(model);
  await page.getByLabel("Tercih ettiğiniz alım tarihi").fill(inDays(-1));
  await page.getByRole("button", { name: "Talep Gönder" }).click();
  await expect(page.getByText("Tercih ettiğiniz tarih geçmiş bir gün olamaz.")).toBeVisible();
  await expectAccessible(page, "/nakliye form with an error");

  await page.getByLabel("Tercih ettiğiniz alım tarihi").fill(inDays(5));
  await page.getByLabel("Not (isteğe bağlı)").fill("Yan çantalı.");
  await page.getByRole("button", { name: "Talep Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Nakliye talebiniz alındı \(No\. \d+\)/ })).toBeVisible();
  const item = page.getByRole("listitem", { name: /Nakliye talebi \d+/ }).filter({ hasText: model });
  await expect(item.getByText("Talep alındı")).toBeVisible();

  const staffPage = await signedInStaffPage(browser, baseURL, staff, "/management/nakliye?state=requested", isMobile);
  const row = staffPage.getByRole("listitem", { name: /Nakliye talebi \d+/ }).filter({ hasText: model });
  await row.getByRole("button", { name: /Fiyat ver/ }).click();
  const quote = staffPage.getByRole("dialog", { name: "Fiyat teklifi ver" });
  await quote.getByLabel("Nakliye ücreti (TL, KDV dahil)").fill("5250");
  await quote.getByLabel("Not (kullanıcı görür)").fill("Kapalı kasa, sigorta dahil.");
  await quote.getByRole("button", { name: "Teklifi gönder" }).click();
  // The dialog closes once the quote is saved; leaving earlier could cut the request off.
  await expect(quote).toBeHidden();
  await staffPage.goto("/management/nakliye?state=quoted");
  await expect(row.getByText("5.250 TL")).toBeVisible();

  await page.goto("/profil#nakliye-taleplerim");
  await expect(item.getByText("5.250 TL")).toBeVisible();
  await item.getByRole("button", { name: "Kabul Et" }).click();
  await page.getByRole("dialog", { name: "Fiyatı onayla" }).getByRole("button", { name: "Onaylıyorum" }).click();
  await expect(item.getByText("Teklif kabul edildi")).toBeVisible();

  await staffPage.goto("/management/nakliye?state=accepted");
  await row.getByRole("button", { name: /Planla/ }).click();
  const plan = staffPage.getByRole("dialog", { name: "Alımı planla" });
  await plan.getByLabel("Alım tarihi").fill(inDays(6));
  await plan.getByLabel("Saat aralığı / not (kullanıcı görür)").fill("09:00–12:00 arası");
  await plan.getByRole("button", { name: "Planla" }).click();
  await expect(staffPage.getByText(/“Planlandı” durumunda/)).toBeVisible();
  await staffPage.goto("/management/nakliye?state=scheduled");
  // Not delivered before the pick-up day: the button is not offered and the row says why.
  await expect(row.getByText("Alım günü gelince teslim edildi olarak işaretlenebilir.")).toBeVisible();
  await expect(row.getByRole("button", { name: /Teslim edildi/ })).toHaveCount(0);
  await row.getByRole("button", { name: /Tarihi değiştir/ }).click();
  await plan.getByLabel("Alım tarihi").fill(inDays(0));
  await plan.getByRole("button", { name: "Planla" }).click();
  await expect(row.getByRole("button", { name: /Teslim edildi/ })).toBeVisible();
  await row.getByRole("button", { name: /Teslim edildi/ }).click();
  await staffPage.getByRole("dialog").getByRole("button", { name: "Teslim edildi" }).click();
  // As with the quote: leaving before the dialog closes could cut the request off (a first compile is slow).
  await expect(staffPage.getByRole("dialog")).toBeHidden();
  // An old Turkish bookmark (durum=teslim) still opens the same tab as state=delivered.
  await staffPage.goto("/management/nakliye?durum=teslim");
  await expect(row.getByText("Teslim edildi", { exact: true })).toBeVisible();

  // The fee was paid: staff record it (asked once more), the invoice is issued and listed on the card.
  await row.getByRole("button", { name: /Ücret alındı/ }).click();
  const fee = staffPage.getByRole("dialog", { name: "Nakliye ücreti alındı" });
  await expect(fee).toContainText("5.250 TL");
  await fee.getByRole("button", { name: "Ücret alındı" }).click();
  await expect(fee).toBeHidden();
  const invoiceButton = row.getByRole("button", { name: /^Faturayı indir: MBA\d{13}$/ });
  await expect(invoiceButton).toBeVisible();
  await expect(row.getByRole("button", { name: /Ücret alındı/ })).toHaveCount(0);
  const number = (await invoiceButton.getAttribute("aria-label"))!.replace("Faturayı indir: ", "");

  await page.reload();
  await expect(item.getByText("Teslim edildi")).toBeVisible();
  await expect(item.getByText("09:00–12:00 arası")).toBeVisible();
  await expect(item.getByText(/Ödemeniz alındı; faturanız/)).toBeVisible();
  const documents = page.getByRole("region", { name: "Faturalarım ve belgelerim" });
  await expect(documents).toContainText(number);
  const text = await downloadedInvoiceText(page, documents, number);
  for (const expected of [
    number,
    "Nakliye hizmeti",
    "4.375,00 TL",
    "875,00 TL",
    "5.250,00 TL",
    "Yalnız beş bin iki yüz elli TL",
  ])
    expect(text).toContain(expected);
  await staffPage.context().close();
  await page.context().close();
});

test("an owner cancels their own transport request from /profil with the keyboard; staff see who cancelled", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ name: "Can", lastName: "Öztürk" });
  const staff = await createStaff({ roles: ["transport:write"] });
  const model = `Vespa E2E${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const id = await insertTransportRequest(user.uid, model);

  const page = await signedInPage(browser, baseURL, user, "/profil#nakliye-taleplerim", isMobile);
  const item = page.getByRole("listitem", { name: `Nakliye talebi ${id}` });
  await expect(item.getByText("Talep alındı")).toBeVisible();

  // Escape closes the confirmation without changing anything.
  const button = item.getByRole("button", { name: "Talebi iptal et" });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Talebi iptal et" });
  await expect(dialog).toContainText(`(No. ${id})`);
  await expect(dialog.getByRole("button", { name: "Vazgeç" })).toBeFocused();
  await expectAccessible(page, "/profil cancel dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(item.getByText("Talep alındı")).toBeVisible();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Evet, iptal et" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Nakliye talebinizi iptal ettiniz." })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item.getByText("İptal edildi")).toBeVisible();
  await expect(item.getByText("Bu talebi siz iptal ettiniz.")).toBeVisible();
  await expect(item.getByRole("button", { name: "Talebi iptal et" })).toHaveCount(0);
  await expect(item).toBeFocused();
  await page.reload();
  await expect(
    page.getByRole("listitem", { name: `Nakliye talebi ${id}` }).getByText("Bu talebi siz iptal ettiniz."),
  ).toBeVisible();

  const staffPage = await signedInStaffPage(browser, baseURL, staff, "/management/nakliye?durum=iptal", isMobile);
  const row = staffPage.getByRole("listitem", { name: `Nakliye talebi ${id}` });
  await expect(row.getByText("Kullanıcı iptal etti", { exact: true })).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);
  await staffPage.context().close();
  await page.context().close();
});

/** A fresh "requested" transport request, written straight into the database the app uses. */
async function insertTransportRequest(uid: string, model: string): Promise<number> {
  const rows = await sql<{ id: string }>(
    `INSERT INTO transport_requests (uid, from_city, from_district, to_city, to_district, brand, model, preferred_date) VALUES ($1, 'İzmir', 'Bornova', 'Bursa', 'Nilüfer', 'Piaggio', $2, $3) RETURNING id`,
    [uid, model, inDays(10)],
  );
  return Number(rows[0].id);
}
