import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, signInStaffByToken } from "@/tests/e2e/helpers/accounts";

const LETTERS = "ABCDEFGHJKLMNPRSTUVYZ";
/** A valid plate nobody else's test uses: 34 + three letters + three digits. */
function uniquePlate(): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join("");
  return `34 ${letters} ${randomInt(100, 1000)}`;
}

/** Adds a vehicle through /management/araclar like staff do and answers its number. */
async function addVehicle(page: Page, model: string): Promise<{ id: string; plate: string }> {
  const plate = uniquePlate();
  await page.goto("/management/araclar");
  await page.getByRole("button", { name: "Yeni araç" }).click();
  const form = page.getByRole("form", { name: "Yeni araç" });
  await form.getByLabel("Marka").fill("Honda");
  await form.getByLabel("Model", { exact: true }).fill(model);
  await form.getByLabel("Plaka").fill(plate);
  await form.getByLabel("Kilometre").fill("12000");
  await form.getByLabel("Motor hacmi (cc)").fill("750");
  await form.getByLabel("Ekspertiz değeri 1").fill("Sorunsuz");
  // A vehicle goes live only with its identity and EİDS record (PRODUCT §8.3).
  await fillIdentity(page);
  await form.getByRole("button", { name: "Aracı ekle" }).click();
  // The success toast lasts 2 s (PRODUCT §13); the saved row is what stays.
  const row = page.getByRole("row").filter({ hasText: model });
  await expect(row).toBeVisible();
  const id = /#(\d+)/.exec((await row.textContent()) ?? "")![1];
  return { id, plate: plate.replace(/\s/g, "") };
}

/** The identity fields of the vehicle editor, as staff copy them from the ruhsat and e-Devlet. */
async function fillIdentity(page: Page): Promise<void> {
  const form = page.getByRole("form", { name: /araç/i });
  await form.getByLabel("Şasi numarası (VIN)").fill("ZDMH700AAKB012345");
  await form.getByLabel("Motor numarası").fill("ZDM937A2-123456");
  await form.getByLabel("Ruhsat seri numarası").fill("AB 123456");
  await form.getByLabel("Sahibin e-Devlet EİDS onay referansı").fill("EIDS-2026-000123");
}

test("a fresh vehicle becomes an auction, another a Hemen Al listing, and each picker says why a vehicle is taken", async ({
  page,
}) => {
  // Two vehicles, an auction and a listing through the real screens: more than the default budget on a busy machine.
  test.setTimeout(180_000);
  const staff = await createStaff({ isSuper: true });
  await signInStaffByToken(page, staff);
  const tag = String(randomInt(100_000, 1_000_000));
  const forAuction = await addVehicle(page, `CB ${tag} A`);
  const forListing = await addVehicle(page, `CB ${tag} L`);

  // Yeni ihale: the fresh vehicle is offered and becomes a scheduled auction.
  await page.goto("/management/ihaleler");
  await page.getByRole("button", { name: "Yeni ihale" }).click();
  const auctionForm = page.getByRole("form", { name: "Yeni ihale" });
  const auctionPicker = auctionForm.getByLabel("Araç");
  await expect(auctionPicker.locator(`option[value="${forAuction.id}"]`)).toBeEnabled();
  await auctionPicker.selectOption(forAuction.id);
  await auctionForm.getByLabel("Başlangıç fiyatı (TL)").fill("250000");
  await auctionForm.getByRole("button", { name: "İhaleyi oluştur" }).click();
  await expect(page.getByRole("row").filter({ hasText: `CB ${tag} A` })).toContainText("Yakında");

  // Yeni ilan: the other fresh vehicle is offered; the auctioned one is disabled with its reason.
  await page.goto("/management/hemenal");
  await page.getByRole("button", { name: "Yeni ilan" }).click();
  const listingForm = page.getByRole("form", { name: "Yeni Hemen Al ilanı" });
  const listingPicker = listingForm.getByLabel("Araç");
  await expect(listingPicker.locator(`option[value="${forAuction.id}"]`)).toBeDisabled();
  await expect(listingPicker.locator(`option[value="${forAuction.id}"]`)).toContainText("açık ihalesi var");
  await expect(listingPicker.locator(`option[value="${forListing.id}"]`)).toBeEnabled();
  await listingPicker.selectOption(forListing.id);
  await listingForm.getByLabel("Hemen Al fiyatı (TL)").fill("180000");
  await listingForm.getByRole("button", { name: "Satışa aç" }).click();
  await expect(page.getByRole("row").filter({ hasText: `CB ${tag} L` })).toContainText("Satışta");

  // Both pickers now refuse the listed vehicle too, and say why.
  await page.getByRole("button", { name: "Yeni ilan" }).click();
  const listed = page
    .getByRole("form", { name: "Yeni Hemen Al ilanı" })
    .getByLabel("Araç")
    .locator(`option[value="${forListing.id}"]`);
  await expect(listed).toBeDisabled();
  await expect(listed).toContainText("Hemen Al ilanı var");
  await page.goto("/management/ihaleler");
  await page.getByRole("button", { name: "Yeni ihale" }).click();
  const inAuctionPicker = page
    .getByRole("form", { name: "Yeni ihale" })
    .getByLabel("Araç")
    .locator(`option[value="${forListing.id}"]`);
  await expect(inAuctionPicker).toBeDisabled();
  await expect(inAuctionPicker).toContainText("Hemen Al ilanı var");
});

test("a vehicle whose auction is live shows its bidding fields read-only; the description can still be corrected", async ({
  page,
}) => {
  // Two vehicles, an auction and a listing through the real screens: more than the default budget on a busy machine.
  test.setTimeout(180_000);
  const staff = await createStaff({ isSuper: true });
  await signInStaffByToken(page, staff);
  const model = `NC ${randomInt(100_000, 1_000_000)}`;
  const { id } = await addVehicle(page, model);

  await page.goto("/management/ihaleler");
  await page.getByRole("button", { name: "Yeni ihale" }).click();
  const auctionForm = page.getByRole("form", { name: "Yeni ihale" });
  await auctionForm.getByLabel("Araç").selectOption(id);
  const started = new Date(Date.now() - 60 * 60_000);
  // The browser runs in Europe/Istanbul (playwright.config.ts); datetime-local takes that zone's wall time.
  const local = started.toLocaleString("sv-SE", { timeZone: "Europe/Istanbul" }).slice(0, 16).replace(" ", "T");
  await auctionForm.getByLabel("Başlangıç", { exact: true }).fill(local);
  await auctionForm.getByLabel("Başlangıç fiyatı (TL)").fill("250000");
  await auctionForm.getByRole("button", { name: "İhaleyi oluştur" }).click();
  await expect(page.getByRole("row").filter({ hasText: model })).toContainText("Canlı");
  // Management list URLs speak English like the public ones.
  await page.getByRole("navigation", { name: "İhale durumu" }).getByRole("link", { name: "Canlı" }).click();
  await expect(page).toHaveURL(/\/management\/ihaleler\?state=live$/);
  await expect(page.getByRole("row").filter({ hasText: model })).toBeVisible();

  await page.goto("/management/araclar");
  const row = page.getByRole("row").filter({ hasText: model });
  await expect(row).toContainText("Bilgiler kilitli");
  await row.getByRole("button", { name: `#${id} aracı düzenle` }).click();
  const form = page.getByRole("form", { name: "Aracı düzenle" });
  await expect(form.getByRole("note", { name: "Kilitli alanlar" })).toContainText("Araç canlı ihalede");
  for (const label of ["Marka", "Plaka", "Model yılı", "Kilometre", "Motor hacmi (cc)", "Renk", "Ekspertiz değeri 1"]) {
    await expect(form.getByLabel(label, { exact: true })).not.toBeEditable();
  }
  await expect(form.getByLabel("Şehir")).toBeDisabled();
  await expect(form.getByRole("button", { name: "Satır ekle" })).toHaveCount(0);
  await form.getByLabel("Açıklama").fill("Lastikler yeni değişti.");
  await form.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
  await expect(form).toHaveCount(0);
  await row.getByRole("button", { name: `#${id} aracı düzenle` }).click();
  await expect(page.getByRole("form", { name: "Aracı düzenle" }).getByLabel("Açıklama")).toHaveValue(
    "Lastikler yeni değişti.",
  );
});
