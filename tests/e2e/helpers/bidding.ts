import type { Page } from "@playwright/test";

/** Bids from an auction page's panel as a user does: "Teklif Ver", then "Teklifi onayla" in the confirmation dialog. */
export async function bidAndConfirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page
    .getByRole("dialog", { name: "Teklifinizi onaylayın" })
    .getByRole("button", { name: "Teklifi onayla" })
    .click();
}
