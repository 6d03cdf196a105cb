import type { Page } from "@playwright/test";
import { sql } from "@/tests/e2e/helpers/db";

/** Bids from an auction page's panel as a user does: "Teklif Ver", then "Teklifi onayla" in the confirmation dialog. */
export async function bidAndConfirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page
    .getByRole("dialog", { name: "Teklifinizi onaylayın" })
    .getByRole("button", { name: "Teklifi onayla" })
    .click();
}

/** How many bids the auction has in the database (placed or refused, the server's word). */
export const bidCount = async (auctionId: number) =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM bids WHERE auction_id = $1`, [auctionId]))[0].n);
