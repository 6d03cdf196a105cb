import type { Locator, Page } from "@playwright/test";

/** The reference (MB-XXXXXXXX) of the provision request just made on /profil/provizyon, read from its confirmation. */
export async function createdRequestReference(page: Page): Promise<string> {
  const confirmation = page.getByRole("status").filter({ hasText: "Talebiniz oluşturuldu" });
  return (await confirmation.locator("strong.font-mono").textContent())!.trim();
}

/** Fills the "Provizyon Çek" form (`section`, on /profil/provizyon) with `amount` and `iban` and sends it. */
export async function submitWithdrawal(section: Locator, amount: string, iban: string): Promise<void> {
  await section.getByLabel("Çekilecek tutar (TL)").fill(amount);
  await section.getByLabel("IBAN").fill(iban);
  await section.getByRole("button", { name: "Çekim Talep Et" }).click();
}
