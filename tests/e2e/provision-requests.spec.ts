import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  createStaff,
  createUser,
  dismissCookies,
  signedInStaffPage,
  signInByToken,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";
import { createdRequestReference } from "@/tests/e2e/helpers/provision";

async function requestsOf(
  uid: string,
): Promise<Array<{ amount: string; status: string; received_amount: string | null }>> {
  return sql(`SELECT amount, status, received_amount FROM provision_requests WHERE uid = $1 ORDER BY id`, [uid]);
}

test("a Turkish amount means what the user means: 1000,50 is refused, 1.000 is a thousand; a pending request can be cancelled", async ({
  page,
}) => {
  const user = await createUser({ name: "Nazlı", lastName: "Tutar" });
  await signInByToken(page, user, "/profil/provizyon");

  const amount = page.getByLabel("Eklemek istediğiniz tutar (TL)");
  await amount.fill("1000,50");
  // The comma stays visible: the user sees kuruş, not "100.050".
  await expect(amount).toHaveValue("1.000,50");
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  await expect(
    page.getByText("Kuruş girilemez; tutarı tam TL olarak yazın (ör. 1.000).", { exact: true }),
  ).toBeVisible();
  expect(await requestsOf(user.uid)).toEqual([]);

  await amount.fill("1.000");
  await expect(amount).toHaveValue("1.000");
  await page.getByRole("button", { name: "Talep Oluştur" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Talebiniz oluşturuldu" });
  await expect(confirmation).toContainText("1.000 TL");
  const reference = (await confirmation.locator("strong.font-mono").textContent())!.trim();
  expect(await requestsOf(user.uid)).toEqual([{ amount: "1000", status: "pending", received_amount: null }]);

  const mine = page.getByRole("region", { name: "Provizyon Taleplerim" });
  const item = mine.getByRole("listitem", { name: `Talep ${reference}` });
  await item.getByRole("button", { name: `${reference} talebini iptal et` }).click();
  const dialog = page.getByRole("dialog", { name: "Provizyon talebini iptal et" });
  await expect(dialog).toContainText(`1.000 TL tutarındaki ${reference} referanslı talebiniz iptal edilir.`);
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(item).toContainText("Onay bekliyor");
  await item.getByRole("button", { name: `${reference} talebini iptal et` }).click();
  await dialog.getByRole("button", { name: "Talebi iptal et" }).click();
  await expect(page.getByText("Talebiniz iptal edildi.")).toBeVisible();
  await expect(item).toContainText("İptal edildi");
  await expect(item.getByRole("button", { name: `${reference} talebini iptal et` })).toHaveCount(0);
  expect((await requestsOf(user.uid))[0].status).toBe("cancelled");
});

test("staff find a request by its MB- code, approve the amount that actually arrived; the user sees both amounts and who approved", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const user = await createUser({ name: "Tolga", lastName: "Havale" });
  const userContext = await browser.newContext({
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    viewport: page.viewportSize() ?? undefined,
    isMobile,
    hasTouch: isMobile,
  });
  await dismissCookies(userContext, baseURL);
  const userPage = await userContext.newPage();
  await signInByToken(userPage, user, "/profil/provizyon");
  await userPage.getByLabel("Eklemek istediğiniz tutar (TL)").fill("15000");
  await userPage.getByRole("button", { name: "Talep Oluştur" }).click();
  const reference = await createdRequestReference(userPage);

  // A received amount that differs from the request takes two staff members (dual control): Finans Ece
  // records it, Finans Deniz confirms it and is the one who approved it.
  const maker = await createStaff({ roles: ["provision:approve"], displayName: "Finans Ece" });
  const staff = await createStaff({ roles: ["provision:approve"], displayName: "Finans Deniz" });
  const makerPage = await signedInStaffPage(browser, baseURL, maker, "/management/provizyon?state=all", isMobile);
  await makerPage.getByRole("searchbox", { name: "Talep ara" }).fill(reference.toLowerCase());
  await makerPage.getByRole("button", { name: "Ara" }).click();
  await makerPage.waitForURL(/q=/);
  const rows = makerPage.getByRole("listitem", { name: /^Talep MB-/ });
  await expect(rows).toHaveCount(1);
  const makerRow = makerPage.getByRole("listitem", { name: `Talep ${reference}` });
  await expect(makerRow).toContainText("Tolga Havale");

  await makerRow.getByRole("button", { name: `${reference} talebini onayla` }).click();
  const dialog = makerPage.getByRole("dialog", { name: "Talebi onayla" });
  const received = dialog.getByLabel("Hesaba ulaşan tutar (TL)");
  await expect(received).toHaveValue("15.000");
  await received.fill("999");
  await dialog.getByRole("button", { name: "Onayı ver" }).click();
  await expect(dialog.getByText("Hesaba ulaşan tutar en az 1.000 TL olmalıdır.")).toBeVisible();
  await received.fill("14.500,75");
  await dialog.getByRole("button", { name: "Onayı ver" }).click();
  await expect(dialog.getByText("Kuruş girilemez; tutarı tam TL olarak yazın (ör. 1.000).")).toBeVisible();
  await received.fill("14500");
  await expect(received).toHaveValue("14.500");
  await dialog.getByRole("button", { name: "Onayı ver" }).click();
  await expect(
    makerPage.getByText("14.500 TL için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor."),
  ).toBeVisible();
  await expect(makerRow).toContainText("İlk onay: Finans Ece");

  await makerPage.context().close();

  await signInStaffByToken(page, staff, `/management/provizyon?state=all&q=${reference}`);
  const row = page.getByRole("listitem", { name: `Talep ${reference}` });
  await row.getByRole("button", { name: `${reference} talebini onayla (ikinci onay)` }).click();
  await page.getByRole("dialog", { name: "İkinci onay" }).getByRole("button", { name: "Onayla (ikinci onay)" }).click();
  await expect(page.getByText("14.500 TL provizyon onaylandı.")).toBeVisible();
  await expect(row).toContainText("Talep: 15.000 TL · Hesaba ulaşan: 14.500 TL");
  await expect(row).toContainText("Onaylayan: Finans Deniz");
  // Status stays on screen at 390 px as well.
  await expect(row.getByText("Onaylandı")).toBeInViewport();
  expect(await requestsOf(user.uid)).toEqual([{ amount: "15000", status: "approved", received_amount: "14500" }]);

  await userPage.reload();
  const item = userPage
    .getByRole("region", { name: "Provizyon Taleplerim" })
    .getByRole("listitem", { name: `Talep ${reference}` });
  await expect(item).toContainText("Hesabımıza ulaşan: 14.500 TL (talep: 15.000 TL)");
  await expect(item).toContainText("Onaylayan: Finans Deniz");
  await expect(userPage.getByRole("region", { name: "Provizyon bakiyesi" })).toContainText("Toplam provizyon14.500 TL");
  await userContext.close();
});
