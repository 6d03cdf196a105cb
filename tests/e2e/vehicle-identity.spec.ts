import { randomInt } from "node:crypto";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, idToken, signInStaffByToken } from "@/tests/e2e/helpers/accounts";
import { api } from "@/tests/e2e/helpers/api";
import { buyNowListing } from "@/tests/e2e/helpers/data";

const LETTERS = "ABCDEFGHJKLMNPRSTUVYZ";
const uniquePlate = () =>
  `06 ${Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join("")} ${randomInt(100, 1000)}`;

test("staff enter a vehicle's identity and EİDS record in the editor; its auction page shows the EİDS badge and the yetki belgesi number", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff({ roles: ["listings:write", "auctions:write"], displayName: "Stok Ekibi" });
  await signInStaffByToken(page, staff);
  const model = `VIN ${randomInt(100_000, 1_000_000)}`;

  await page.goto("/management/araclar");
  await page.getByRole("button", { name: "Yeni araç" }).click();
  const form = page.getByRole("form", { name: "Yeni araç" });
  await form.getByLabel("Marka").fill("Ducati");
  await form.getByLabel("Model", { exact: true }).fill(model);
  await form.getByLabel("Plaka").fill(uniquePlate());
  await form.getByLabel("Kilometre").fill("9000");
  await form.getByLabel("Motor hacmi (cc)").fill("937");
  await form.getByLabel("Ekspertiz değeri 1").fill("Sorunsuz");
  // A VIN with an O is refused with its Turkish message, under the field.
  await form.getByLabel("Şasi numarası (VIN)").fill("ZDMH700AAKB01234O");
  await form.getByRole("button", { name: "Aracı ekle" }).click();
  await expect(form).toContainText("Şasi numarası yalnızca harf ve rakamdan oluşur; I, O ve Q harflerini içermez.");
  await form.getByLabel("Şasi numarası (VIN)").fill("zdmh700aakb012345");
  await form.getByLabel("Motor numarası").fill("zdm937a2-123456");
  await form.getByLabel("Ruhsat seri numarası").fill("AB 123456");
  await form.getByLabel("Sahibin e-Devlet EİDS onay referansı").fill("EIDS-2026-777001");
  await form.getByRole("button", { name: "Aracı ekle" }).click();
  const row = page.getByRole("row").filter({ hasText: model });
  await expect(row).toBeVisible();
  const id = Number(/#(\d+)/.exec((await row.textContent()) ?? "")![1]);

  // Opened again: the identity stored cleaned, the EİDS record (who, reference) and nothing missing.
  await page.getByRole("button", { name: `#${id} aracı düzenle` }).click();
  const editor = page.getByRole("form", { name: "Aracı düzenle" });
  await expect(editor.getByLabel("Şasi numarası (VIN)")).toHaveValue("ZDMH700AAKB012345");
  await expect(editor.getByLabel("Motor numarası")).toHaveValue("ZDM937A2-123456");
  await expect(editor.getByRole("group", { name: "EİDS doğrulaması" })).toContainText("referans EIDS-2026-777001");
  await expect(editor.getByRole("status")).toHaveText("Kimlik tam: araç yayına alınabilir.");

  // It goes live; the public page shows the badge and the company's yetki belgesi number, never the engine or ruhsat number.
  const token = await idToken(staff);
  const { auction } = await api<{ auction: { id: number } }>(baseURL!, token, "POST", "/api/management/auctions", {
    vehicleId: id,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    startingPrice: 300_000,
  });
  await page.goto(`/ihaleler/${auction.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
  await expect(page.getByText("EİDS doğrulamalı ilan")).toBeVisible();
  await expect(page.getByText("Yetki belgesi no: 34-2024-0012345")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("ZDM937A2-123456");
  await expect(page.locator("body")).not.toContainText("AB 123456");
});

test("a Hemen Al page shows the EİDS badge and the yetki belgesi number", async ({ page }) => {
  const listing = await buyNowListing(210_000);
  await page.goto(`/hemenal/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(listing.title);
  await expect(page.getByText("EİDS doğrulamalı ilan")).toBeVisible();
  await expect(page.getByText("Yetki belgesi no: 34-2024-0012345")).toBeVisible();
});
