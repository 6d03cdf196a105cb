import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, createUser, idToken, newPage, signInStaff } from "@/tests/e2e/helpers/accounts";
import { api } from "@/tests/e2e/helpers/api";
import { creditProvision, pastNewIbanHold, sql } from "@/tests/e2e/helpers/db";

/**
 * Issue 21, as two finance staff members see it: one records a large approval, the other confirms it
 * ("Onayla (ikinci onay)"); the first one's own step and own request show no buttons.
 */
test("a large provision approval takes two staff members; a staff member's own request is 'Kendi kaydınız'", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const lastName = `Çift ${Date.now().toString(36).toUpperCase()}`;
  const user = await createUser({ name: "Selin", lastName });
  const { request } = await api(baseURL!, await idToken(user), "POST", "/api/me/provision-requests", {
    amount: 150_000,
  });
  const reference = request.referenceCode as string;

  // The maker also has a marketplace account (every staff member does) and a request of their own.
  const maker = await createStaff({ roles: ["provision:approve"], displayName: "Finans Ece" });
  await sql(
    `INSERT INTO users (uid, email, name, last_name, phone, city, kvkk_accepted_at, membership_accepted_at) VALUES ($1, $2, 'Ece', 'Finans', '5551112233', 'Ankara', now(), now())`,
    [maker.uid, maker.email],
  );
  const own = await api(baseURL!, await idToken(maker), "POST", "/api/me/provision-requests", { amount: 2_000 });
  const ownReference = own.request.referenceCode as string;

  await signInStaff(page, maker);
  await page.goto(`/management/provizyon?state=all&q=${reference}`);
  const row = page.getByRole("listitem", { name: `Talep ${reference}` });
  await expect(row).toContainText(`Selin ${lastName}`);
  await row.getByRole("button", { name: `${reference} talebini onayla` }).click();
  const dialog = page.getByRole("dialog", { name: "Talebi onayla" });
  await expect(dialog).toContainText("ikinci onayıyla geçerli olur");
  await dialog.getByRole("button", { name: "Onayı ver" }).click();
  await expect(
    page.getByText("150.000 TL için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor."),
  ).toBeVisible();
  await expect(row).toContainText("İkinci onay bekliyor");
  await expect(row).toContainText("İlk onay: Finans Ece");
  await expect(row).toContainText("İlk onayı siz verdiniz; ikinci onayı başka bir yetkili vermeli.");
  await expect(row.getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`first-approval-${isMobile ? "mobile" : "desktop"}.png`) });

  // Their own request: marked, no buttons.
  await page.goto(`/management/provizyon?state=all&q=${ownReference}`);
  const ownRow = page.getByRole("listitem", { name: `Talep ${ownReference}` });
  await expect(ownRow.getByText("Kendi kaydınız")).toBeVisible();
  await expect(ownRow.getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`own-record-${isMobile ? "mobile" : "desktop"}.png`) });

  // Nothing was credited yet: the user's balance is untouched.
  expect(await sql(`SELECT count(*)::int AS n FROM provision_entries WHERE uid = $1`, [user.uid])).toEqual([{ n: 0 }]);

  // The checker, in a browser of their own, finds it in the "İkinci onay bekleyen" queue.
  const checker = await createStaff({ roles: ["provision:approve"], displayName: "Finans Deniz" });
  const checkerPage = await newPage(browser, baseURL, isMobile);
  await signInStaff(checkerPage, checker);
  await checkerPage.goto("/management/provizyon");
  await checkerPage.getByRole("link", { name: "İkinci onay bekleyen" }).click();
  await checkerPage.waitForURL(/state=awaiting_second_approval/);
  await checkerPage.getByRole("searchbox", { name: "Talep ara" }).fill(reference);
  await checkerPage.getByRole("button", { name: "Ara" }).click();
  await checkerPage.waitForURL(/q=/);
  const queued = checkerPage.getByRole("listitem", { name: `Talep ${reference}` });
  await expect(queued).toContainText("İlk onay: Finans Ece");
  await expect(queued).toContainText("Hesaba ulaşan: 150.000 TL");
  await expect(queued.getByRole("button", { name: `${reference} talebini onayla`, exact: true })).toHaveCount(0);
  await checkerPage.screenshot({
    path: testInfo.outputPath(`second-approval-queue-${isMobile ? "mobile" : "desktop"}.png`),
  });
  await queued.getByRole("button", { name: `${reference} talebini onayla (ikinci onay)` }).click();
  const second = checkerPage.getByRole("dialog", { name: "İkinci onay" });
  await expect(second).toContainText("İlk onay: Finans Ece, hesaba ulaşan tutar 150.000 TL");
  await second.getByRole("button", { name: "Onayla (ikinci onay)" }).click();
  await expect(checkerPage.getByText("150.000 TL provizyon onaylandı.")).toBeVisible();

  await checkerPage.goto(`/management/provizyon?state=all&q=${reference}`);
  await expect(checkerPage.getByRole("listitem", { name: `Talep ${reference}` })).toContainText(
    "Onaylayan: Finans Deniz",
  );
  expect(await sql(`SELECT kind, amount::int AS amount FROM provision_entries WHERE uid = $1`, [user.uid])).toEqual([
    { kind: "deposit", amount: 150_000 },
  ]);
  await checkerPage.context().close();
});

test("a withdrawal of 50 000 TL or more is paid only on a second staff member's confirmation; the dashboard counts the queue", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const lastName = `Çekim ${Date.now().toString(36).toUpperCase()}`;
  const user = await createUser({ name: "Kaan", lastName });
  await creditProvision(user.uid, 80_000);
  const { withdrawal } = await api(baseURL!, await idToken(user), "POST", "/api/me/withdrawals", {
    amount: 60_000,
    iban: "TR330006100519786457841326",
  });
  await pastNewIbanHold(user.uid);
  const label = `Kaan ${lastName} 60.000 TL`;

  const maker = await createStaff({ roles: ["provision:approve"], displayName: "Finans Ece" });
  await signInStaff(page, maker);
  await page.goto(`/management/cekimler?q=${encodeURIComponent(user.email)}`);
  const row = page.getByRole("listitem", { name: `Çekim talebi ${label}` });
  await row.getByRole("button", { name: `${label} çekimini ödendi olarak işaretle` }).click();
  const dialog = page.getByRole("dialog", { name: "Ödendi olarak işaretle" });
  await dialog.getByLabel("Dekont / işlem numarası (isteğe bağlı)").fill("EFT-2026-77");
  await dialog.getByRole("button", { name: "Ödendi" }).click();
  await expect(
    page.getByText("60.000 TL ödeme için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor."),
  ).toBeVisible();
  await expect(row).toContainText("İlk onay: Finans Ece");
  await expect(row).toContainText("Dekont EFT-2026-77");
  await expect(row.getByRole("button")).toHaveCount(0);
  expect(await sql(`SELECT status FROM withdrawals WHERE id = $1`, [withdrawal.id])).toEqual([{ status: "pending" }]);

  const checker = await createStaff({ roles: ["provision:approve"], displayName: "Finans Deniz" });
  const checkerPage = await newPage(browser, baseURL, isMobile);
  await signInStaff(checkerPage, checker);
  await expect(checkerPage.getByRole("link", { name: /İkinci onay bekleyen/ })).toBeVisible();
  await checkerPage.screenshot({
    path: testInfo.outputPath(`dashboard-${isMobile ? "mobile" : "desktop"}.png`),
    fullPage: true,
  });
  await checkerPage.goto(`/management/cekimler?state=awaiting_second_approval&q=${encodeURIComponent(user.email)}`);
  const queued = checkerPage.getByRole("listitem", { name: `Çekim talebi ${label}` });
  await expect(queued).toContainText("İlk onay: Finans Ece");
  await checkerPage.screenshot({
    path: testInfo.outputPath(`withdrawal-queue-${isMobile ? "mobile" : "desktop"}.png`),
  });
  await queued.getByRole("button", { name: `${label} çekimini onayla (ikinci onay)` }).click();
  await checkerPage
    .getByRole("dialog", { name: "İkinci onay" })
    .getByRole("button", { name: "Onayla (ikinci onay)" })
    .click();
  await expect(checkerPage.getByText("60.000 TL çekim ikinci onayla ödendi olarak işaretlendi.")).toBeVisible();
  expect(await sql(`SELECT status, payment_reference FROM withdrawals WHERE id = $1`, [withdrawal.id])).toEqual([
    { status: "paid", payment_reference: "EFT-2026-77" },
  ]);
  expect(
    await sql(`SELECT kind FROM provision_entries WHERE uid = $1 AND ref_type = 'withdrawal' ORDER BY id`, [user.uid]),
  ).toEqual([{ kind: "block" }, { kind: "release" }, { kind: "withdrawal" }]);
  await checkerPage.context().close();
});
