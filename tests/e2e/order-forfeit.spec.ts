import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  createStaff,
  dismissCookies,
  idToken,
  pageBeside,
  signInByToken,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { axeOn } from "@/tests/e2e/helpers/a11y";
import { unpaidOrder } from "@/tests/e2e/helpers/data";
import { sql } from "@/tests/e2e/helpers/db";

test("staff cancel an unpaid order collecting the deposit as a cayma bedeli; the buyer sees it in Siparişlerim and Hesap Hareketleri", async ({
  page,
  browser,
  baseURL,
}) => {
  const { buyer, orderId, title, listingId } = await unpaidOrder(baseURL!);

  const staff = await createStaff({ roles: ["orders:write"] });
  const staffPage = await pageBeside(browser, page, baseURL);
  await signInStaffByToken(staffPage, staff, "/management/siparisler?state=awaiting_payment&source=listing");
  const row = staffPage.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Teminat (bloke): 8.000 TL");
  await staffPage.getByRole("button", { name: `#${orderId} İptal et` }).click();

  const dialog = staffPage.getByRole("dialog", { name: `Siparişi iptal et (#${orderId})` });
  const group = dialog.getByRole("group", { name: "Alıcının bloke teminatı: 8.000 TL" });
  const release = group.getByRole("radio", { name: /Teminatı serbest bırak/ });
  const forfeit = group.getByRole("radio", { name: /Cayma bedeli olarak tahsil et \(8\.000 TL\)/ });
  await expect(release).toBeChecked();
  await expect(forfeit).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Onayla", exact: true })).toBeVisible();

  const axe = await axeOn(staffPage)
    .include("[role=dialog]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Keyboard only: the radios are one tab stop and the arrow key moves the choice.
  await release.focus();
  await staffPage.keyboard.press("ArrowDown");
  await expect(forfeit).toBeChecked();
  await expect(forfeit).toBeFocused();
  const confirm = dialog.getByRole("button", { name: "Onayla ve tahsil et" });
  await staffPage.keyboard.press("Tab");
  await staffPage.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await staffPage.keyboard.press("Enter");

  await expect(staffPage.getByText("Sipariş iptal edildi; 8.000 TL cayma bedeli olarak tahsil edildi.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await staffPage.goto("/management/siparisler?state=cancelled&source=listing");
  const cancelledRow = staffPage.getByRole("row").filter({ hasText: title });
  await expect(cancelledRow).toContainText("İptal edildi");
  await expect(cancelledRow).toContainText("Cayma bedeli tahsil edildi: 8.000 TL");
  await staffPage.context().close();

  const [block] = await sql<{ state: string }>(`SELECT state FROM deposit_blocks WHERE listing_id = $1`, [listingId]);
  expect(block.state).toBe("captured");

  await signInByToken(page, buyer, "/profil/provizyon");
  const balance = page.getByRole("region", { name: "Provizyon bakiyesi" });
  await expect(balance).toContainText("Toplam provizyon12.000 TL");
  // 20.000 TL was approved; after the capture the note must not claim the total is all approved deposits.
  await expect(balance).toContainText(
    "Onaylanan yatırımlarınızdan iadeler ve tahsil edilen cayma bedelleri düşülmüş tutar",
  );
  await expect(balance).not.toContainText("Onaylanan tüm yatırımlarınız");
  await expect(balance).toContainText("Bloke0 TL");
  const movements = page.getByRole("list", { name: "Hesap hareketleri" });
  const capture = movements.getByRole("listitem").first();
  await expect(capture).toContainText("Cayma bedeli tahsili");
  await expect(capture).toContainText(`Cayma bedeli: sipariş #${orderId}`);
  await expect(capture).toContainText("−8.000 TL");
  await expect(movements.getByRole("listitem").nth(1)).toContainText("Bloke edildi");

  await page.goto("/profil#siparislerim");
  const item = page.getByRole("list", { name: "Siparişlerim" }).getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("İptal edildi");
  await expect(item).toContainText("Sipariş iptal edildi · 8.000 TL teminat cayma bedeli olarak tahsil edildi.");
  await item.getByRole("link", { name: "Hesap hareketlerini görün" }).click();
  await page.waitForURL("**/profil/provizyon#hesap-hareketleri");
  await expect(page.getByRole("list", { name: "Hesap hareketleri" }).getByRole("listitem").first()).toContainText(
    `Cayma bedeli: sipariş #${orderId}`,
  );
});

test("a cancel refused because the order was paid meanwhile shows the Turkish message; the default choice releases the deposit, which the buyer sees in Siparişlerim", async ({
  page,
  browser,
  baseURL,
}) => {
  const paidMeanwhile = await unpaidOrder(baseURL!);
  const plain = await unpaidOrder(baseURL!);
  const staff = await createStaff({ roles: ["orders:write"] });
  await signInStaffByToken(page, staff, "/management/siparisler?state=awaiting_payment&source=listing");
  await expect(page.getByRole("row").filter({ hasText: paidMeanwhile.title })).toBeVisible();

  // A colleague records the payment while the dialog is open: collecting is then refused.
  await page.getByRole("button", { name: `#${paidMeanwhile.orderId} İptal et` }).click();
  const colleague = await createStaff({ roles: ["orders:write"] });
  const paid = await fetch(`${baseURL}/api/management/orders/${paidMeanwhile.orderId}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${await idToken(colleague)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "paid" }),
  });
  expect(paid.status).toBe(200);
  await page.getByRole("radio", { name: /Cayma bedeli olarak tahsil et/ }).check();
  await page.getByRole("button", { name: "Onayla ve tahsil et" }).click();
  await expect(
    page.getByText(/^Ödemesi alınmış bir siparişin teminatı cayma bedeli olarak tahsil edilemez/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Vazgeç" }).click();
  const [still] = await sql<{ status: string; state: string }>(
    `SELECT o.status, b.state FROM orders o JOIN deposit_blocks b ON b.listing_id = o.listing_id WHERE o.id = $1`,
    [paidMeanwhile.orderId],
  );
  expect(still).toEqual({ status: "paid", state: "active" });

  await page.reload();
  await page.getByRole("button", { name: `#${plain.orderId} İptal et` }).click();
  await expect(page.getByRole("radio", { name: /Teminatı serbest bırak/ })).toBeChecked();
  await page.getByRole("button", { name: "Onayla", exact: true }).click();
  await expect(page.getByText("Sipariş iptal edildi; teminat serbest bırakıldı.")).toBeVisible();
  const [released] = await sql<{ state: string }>(
    `SELECT b.state FROM deposit_blocks b JOIN orders o ON o.listing_id = b.listing_id WHERE o.id = $1`,
    [plain.orderId],
  );
  expect(released.state).toBe("released");
  await page.goto("/management/siparisler?state=cancelled&source=listing");
  await expect(page.getByRole("row").filter({ hasText: plain.title })).toContainText(
    "Teminat serbest bırakıldı: 8.000 TL",
  );

  const buyerContext = await browser.newContext({
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    viewport: page.viewportSize() ?? undefined,
    isMobile: test.info().project.name === "mobile",
    hasTouch: test.info().project.name === "mobile",
  });
  await dismissCookies(buyerContext, baseURL);
  const buyerPage = await buyerContext.newPage();
  await signInByToken(buyerPage, plain.buyer, "/profil");
  const item = buyerPage
    .getByRole("list", { name: "Siparişlerim" })
    .getByRole("listitem")
    .filter({ hasText: plain.title });
  await expect(item).toContainText("İptal edildi");
  await expect(item).toContainText("Teminatınız serbest bırakıldı (8.000 TL).");
  await expect(item.getByRole("link", { name: "Hesap hareketlerini görün" })).toHaveCount(0);
  await buyerContext.close();
});

test("an unpaid order shows where, how much and by when to pay; staff cannot collect a cayma bedeli before the due date, then find it under Gecikmiş", async ({
  page,
  browser,
  baseURL,
}) => {
  const { buyer, orderId, title } = await unpaidOrder(baseURL!, { overdue: false });
  const [{ due }] = await sql<{ due: Date }>(`SELECT payment_due_at AS due FROM orders WHERE id = $1`, [orderId]);
  const dueText = new Intl.DateTimeFormat("tr-TR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  }).format(due);

  await signInByToken(page, buyer, "/profil");
  const item = page.getByRole("list", { name: "Siparişlerim" }).getByRole("listitem").filter({ hasText: title });
  const payment = item.getByRole("region", { name: `Sipariş ${orderId} ödeme bilgileri` });
  await expect(payment).toContainText(`Son ödeme: ${dueText}`);
  await expect(payment).toContainText("TR33 0006 4000 0011 2345 6789 01");
  await expect(payment).toContainText("MotoBorsa Pazaryeri A.Ş.");
  // Only the service fee is paid to the company; the vehicle price goes through the noter's GÖS (PRODUCT §7.2).
  await expect(payment.getByText("8.000 TL", { exact: true })).toBeVisible();
  await expect(payment).toContainText(`MB-S-${orderId}`);
  await expect(payment).toContainText("Ödemeyi yalnızca bu ekranda gösterilen hesaba yapın.");
  await expect(payment.getByRole("button", { name: "IBAN kopyala" })).toBeVisible();
  await expect(payment.getByRole("button", { name: "Ödeme referansı kopyala" })).toBeVisible();
  await expect(page.getByText("ödeme bilgileri için sizinle iletişime geçilecek")).toHaveCount(0);

  const staff = await createStaff({ roles: ["orders:write"] });
  const staffPage = await pageBeside(browser, page, baseURL);
  await signInStaffByToken(staffPage, staff, "/management/siparisler");
  await staffPage.getByRole("searchbox", { name: "Sipariş ara" }).fill(`MB-S-${orderId}`);
  await staffPage.getByRole("button", { name: "Ara" }).click();
  await staffPage.waitForURL(/q=MB-S-/);
  await expect(staffPage.getByRole("row").filter({ hasText: "MB-S-" })).toHaveCount(1);
  const row = staffPage.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(`Son ödeme: ${dueText}`);
  await expect(row).not.toContainText("Gecikmiş");
  // Status and actions are on screen without scrolling sideways, at 390 px too.
  await expect(row.getByText("Ödeme bekleniyor")).toBeInViewport();
  await staffPage.getByRole("button", { name: `#${orderId} İptal et` }).click();
  const dialog = staffPage.getByRole("dialog", { name: `Siparişi iptal et (#${orderId})` });
  await expect(dialog.getByRole("radio", { name: /Cayma bedeli olarak tahsil et/ })).toBeDisabled();
  await expect(dialog).toContainText(`Son ödeme tarihi (${dueText}) geçmeden cayma bedeli tahsil edilemez.`);
  await dialog.getByRole("button", { name: "Vazgeç" }).click();

  // The server is the gate, not the disabled radio.
  const early = await fetch(`${baseURL}/api/management/orders/${orderId}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${await idToken(staff)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "cancelled", forfeitDeposit: true }),
  });
  expect(early.status).toBe(409);
  expect(((await early.json()) as { error: string }).error).toContain(`son ödeme tarihinden (${dueText}) sonra`);

  await sql(`UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE id = $1`, [orderId]);
  await staffPage.goto("/management/siparisler");
  await staffPage.getByRole("navigation", { name: "Sipariş durumu" }).getByRole("link", { name: "Gecikmiş" }).click();
  await staffPage.waitForURL(/state=overdue/);
  const late = staffPage.getByRole("row").filter({ hasText: title });
  await expect(late).toContainText("Gecikmiş");
  await staffPage.getByRole("button", { name: `#${orderId} İptal et` }).click();
  await expect(dialog.getByRole("radio", { name: /Cayma bedeli olarak tahsil et/ })).toBeEnabled();
  await staffPage.context().close();

  await page.reload();
  await expect(payment).toContainText("Ödeme süresi doldu.");
});
