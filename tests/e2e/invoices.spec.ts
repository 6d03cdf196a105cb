import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, idToken, signInByToken } from "@/tests/e2e/helpers/accounts";
import { unpaidOrder } from "@/tests/e2e/helpers/data";
import { sql } from "@/tests/e2e/helpers/db";
import { downloadedInvoiceText } from "@/tests/e2e/helpers/pdf";

test("the buyer enters company billing before paying, then downloads the paid order's invoice from /profil: the PDF holds the company, the number, KDV and the total in words", async ({
  page,
  baseURL,
}) => {
  const { buyer, orderId } = await unpaidOrder(baseURL!);

  // Before paying, the buyer asks for the invoice in their company's name (a wrong VKN is refused first).
  await signInByToken(page, buyer, "/profil");
  const orders = page.getByRole("region", { name: "Siparişlerim" });
  // The profile's sections load once the user is known (a first `next dev` compile takes long on a busy machine).
  await orders.getByRole("button", { name: "Şirket adına fatura" }).click({ timeout: 60_000 });
  const form = orders.getByRole("form", { name: `Fatura bilgisi (MB-S-${orderId})` });
  await form.getByLabel("Şirket unvanı").fill("Örnek Motor Ticaret Ltd. Şti.");
  await form.getByLabel("Vergi kimlik no (VKN)").fill("4810058591");
  await form.getByLabel("Vergi dairesi").fill("Kadıköy");
  await form.getByRole("button", { name: "Fatura bilgisini kaydet" }).click();
  await expect(form.getByRole("status")).toHaveText("Vergi kimlik numarası geçerli değil.");
  await form.getByLabel("Vergi kimlik no (VKN)").fill("4810058590");
  await form.getByRole("button", { name: "Fatura bilgisini kaydet" }).click();
  await expect(form.getByRole("status")).toHaveText("Fatura bilgisi kaydedildi.");

  const staff = await createStaff({ roles: ["orders:write"] });
  const paid = await fetch(`${baseURL}/api/management/orders/${orderId}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${await idToken(staff)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "paid" }),
  });
  expect(paid.status).toBe(200);
  const [invoice] = await sql<{ number: string }>(`SELECT number FROM invoices WHERE order_id = $1`, [orderId]);
  expect(invoice.number).toMatch(/^MBA\d{13}$/);

  await page.reload();
  const section = page.getByRole("region", { name: "Faturalarım ve belgelerim" });
  await expect(section).toContainText(invoice.number, { timeout: 60_000 });
  await expect(section).toContainText("8.000,00 TL");
  const text = await downloadedInvoiceText(page, section, invoice.number);
  for (const expected of [
    invoice.number,
    `MB-S-${orderId}`,
    "6.666,67 TL",
    "1.333,33 TL",
    "8.000,00 TL",
    "Yalnız sekiz bin TL",
  ])
    expect(text).toContain(expected);

  // The sales contract for the noter is there too, once the fee is paid.
  await expect(section.getByRole("button", { name: `Satış sözleşmesini indir: MB-S-${orderId}` })).toBeVisible();
});
