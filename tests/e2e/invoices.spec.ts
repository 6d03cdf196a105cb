import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { createStaff, dismissCookies, idToken, signIn } from "@/tests/e2e/helpers/accounts";
import { unpaidOrder } from "@/tests/e2e/helpers/data";
import { sql } from "@/tests/e2e/helpers/db";

test.beforeEach(async ({ context, baseURL }) => dismissCookies(context, baseURL));

test("the buyer of a paid order downloads its invoice from /profil: the PDF holds the number, KDV and the total in words", async ({
  page,
  baseURL,
}) => {
  const { buyer, orderId } = await unpaidOrder(baseURL!);
  const staff = await createStaff({ roles: ["orders:write"] });
  const paid = await fetch(`${baseURL}/api/management/orders/${orderId}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${await idToken(staff)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "paid" }),
  });
  expect(paid.status).toBe(200);
  const [invoice] = await sql<{ number: string }>(`SELECT number FROM invoices WHERE order_id = $1`, [orderId]);
  expect(invoice.number).toMatch(/^MBA\d{13}$/);

  await signIn(page, buyer, "/profil");
  const section = page.getByRole("region", { name: "Faturalarım ve belgelerim" });
  // The profile's sections load once the user is known (a first `next dev` compile takes long on a busy machine).
  await expect(section).toContainText(invoice.number, { timeout: 60_000 });
  await expect(section).toContainText("8.000,00 TL");
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: `Faturayı indir: ${invoice.number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
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
