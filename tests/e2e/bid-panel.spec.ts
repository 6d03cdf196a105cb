import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signInByToken, type Account } from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { testAuction, testVehicle } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";
import { bidCount } from "@/tests/e2e/helpers/bidding";

type Opts = {
  startingPrice?: number;
  state?: "live" | "scheduled" | "unsold";
  startsInMinutes?: number;
  endsInMinutes?: number;
};

/** A vehicle and an auction of our own (live by default), with a unique model name. */
async function makeAuction({
  startingPrice = 96_000,
  state = "live",
  startsInMinutes = -60,
  endsInMinutes = 60,
}: Opts = {}) {
  const vehicle = await testVehicle({
    brand: "Yamaha",
    year: 2020,
    km: 21000,
    engineCc: 689,
    city: "İzmir",
    colour: "Mavi",
    plate: "35ABC123",
  });
  const id = await testAuction(vehicle.id, startingPrice, { state, startsInMinutes, endsInMinutes });
  return { id, path: `/ihaleler/${id}` };
}

async function bidder(provision: number): Promise<Account> {
  const user = await createUser({ name: "Can", lastName: "Teklif" });
  await creditProvision(user.uid, provision);
  return user;
}

/** A live 96.000 TL auction of our own, and a bidder with 30.000 TL provision signed in on its page. */
async function signedInOnAuction(page: Page) {
  const auction = await makeAuction({ startingPrice: 96_000 });
  const user = await bidder(30_000);
  await signInByToken(page, user, auction.path);
  return auction;
}

const amountField = (page: Page) => page.getByRole("textbox", { name: /Teklif tutarı|Yeni azami tutar/ });

test("a mistyped bid is caught: valid amounts are suggested, the confirmation spells the amount out and warns, and nothing binds until confirmed", async ({
  page,
}) => {
  const auction = await signedInOnAuction(page);

  // Off the increment grid: the two nearest valid amounts are offered.
  await amountField(page).fill("97500");
  const hint = page.locator("#bid-amount-hint");
  await expect(hint).toContainText("97.500 TL geçerli bir tutar değil; tutarlar 1.000 TL artışlarla ilerler.");
  await hint.getByRole("button", { name: "98.000 TL" }).click();
  await expect(amountField(page)).toHaveValue("98.000");
  await page.getByRole("button", { name: "Teklifi bir artış artır", exact: true }).click();
  await expect(amountField(page)).toHaveValue("99.000");
  await page.getByRole("button", { name: "Teklifi bir artış azalt", exact: true }).click();
  await expect(amountField(page)).toHaveValue("98.000");

  // Kuruş are refused as a Turkish user means them, never read as a hundred times the amount.
  await amountField(page).fill("98000,50");
  await expect(amountField(page)).toHaveValue("98.000,50");
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await expect(page.getByText(/Kuruş girilemez/)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Teklifinizi onaylayın" })).toHaveCount(0);

  // The typo: 980000 for 98000.
  await amountField(page).fill("980000");
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  const dialog = page.getByRole("dialog", { name: "Teklifinizi onaylayın" });
  await expect(dialog).toContainText("980.000 TL");
  await expect(dialog).toContainText("(dokuz yüz seksen bin TL)");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Dikkat: Teklifiniz güncel fiyatın (96.000 TL) 10,2 katı. Fazladan ya da eksik bir sıfır yazmadığınızdan emin olun.",
  );
  const summary = dialog.getByRole("definition");
  await expect(dialog.getByText("Kazanırsanız en fazla ödeyeceğiniz")).toBeVisible();
  await expect(summary.filter({ hasText: "1.000.000 TL" })).toHaveCount(1);
  await expect(summary.filter({ hasText: "20.000 TL" })).toHaveCount(2);
  await expectAccessible(page, "the bid confirmation");
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await bidCount(auction.id)).toBe(0);

  await amountField(page).fill("98000");
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await expect(dialog).toContainText("(doksan sekiz bin TL)");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(summary.filter({ hasText: "106.000 TL" })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Teklifi onayla" }).click();
  await expect(page.getByTestId("current-price")).toHaveText("98.000 TL");
  expect(await bidCount(auction.id)).toBe(1);
});

test("a far-above maximum is warned about too, and the leader is told a plain bid only raises their maximum", async ({
  page,
}) => {
  await signedInOnAuction(page);

  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Teklifi onayla" }).click();
  await expect(page.getByText("En yüksek teklif sizde.")).toBeVisible();

  // Before sending: the panel says what a leader's bid does.
  await expect(page.getByTestId("leader-note")).toHaveText(
    /yeni teklifiniz fiyatı ve teklif geçmişini değiştirmez; yalnızca azami tutarınızı yükseltir/,
  );
  await amountField(page).fill("150000");
  await page.getByRole("button", { name: "Teklif Ver" }).click();
  const dialog = page.getByRole("dialog", { name: "Azami teklifinizi onaylayın" });
  await expect(dialog).toContainText(
    "fiyat 96.000 TL olarak kalır ve teklif geçmişine yeni satır eklenmez. Azami teklifiniz 150.000 TL olur",
  );
  await expect(dialog).toContainText("(yüz elli bin TL)");
  await expect(dialog.getByRole("alert")).toContainText("Dikkat: Teklifiniz güncel fiyatın (96.000 TL) 1,6 katı.");
  await dialog.getByRole("button", { name: "Teklifi onayla" }).click();
  await expect(page.getByText("En yüksek teklif sizde (azami 150.000 TL).")).toBeVisible();
  await expect(page.getByTestId("current-price")).toHaveText("96.000 TL");
  await expect(page.getByTestId("bid-count")).toContainText("1 teklif");
});

test("a bid refused because the auction moved on shows the refusal and the latest price at once", async ({ page }) => {
  const auction = await makeAuction({ startingPrice: 96_000 });
  const user = await bidder(30_000);
  const other = await bidder(30_000);
  // The page reads the signed-in viewer's state once; the change below must come after it.
  const viewerRead = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/auctions/${auction.id}` && r.request().method() === "GET",
  );
  await signInByToken(page, user, auction.path);
  await viewerRead;
  await expect(amountField(page)).toHaveValue("96.000");

  // Another bid lands that this page has not heard of (no live event is sent).
  await sql(
    `UPDATE auctions SET current_price = 100000, leader_uid = $2, leader_max = 100000, bid_count = 1, version = version + 1 WHERE id = $1`,
    [auction.id, other.uid],
  );

  await page.getByRole("button", { name: "Teklif Ver" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Teklifi onayla" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Teklifiniz en az 102.500 TL olmalıdır." })).toBeVisible();
  await expect(page.getByTestId("current-price")).toHaveText("100.000 TL");
  await expect(page.getByTestId("minimum-bid")).toHaveText("102.500 TL");
  await expect(amountField(page)).toHaveValue("102.500");
});

test("each state shows its own panel: upcoming says when bidding opens, an ended one shows the result and no bid inputs", async ({
  page,
}) => {
  const upcoming = await makeAuction({
    state: "scheduled",
    startingPrice: 75_000,
    startsInMinutes: 120,
    endsInMinutes: 24 * 60,
  });
  await page.goto(upcoming.path);
  const panel = page.getByTestId("auction-state-panel");
  await expect(panel).toHaveAttribute("data-state", "upcoming");
  await expect(panel.getByRole("status")).toContainText("Teklif verme");
  await expect(panel.getByRole("status")).toContainText(
    "tarihinde açılır. İlk teklif en az başlangıç fiyatı olan 75.000 TL olabilir.",
  );
  await expect(page.getByText("İlk teklifi siz verin")).toHaveCount(0);
  await expect(page.getByText(/Teklif verme .* tarihinde açılacak\./)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Teklif tutarı" })).toHaveCount(0);
  await expect(page.getByText("Sonraki en az teklif", { exact: true })).toHaveCount(0);
  await expectAccessible(page, "an upcoming auction");

  const ended = await makeAuction({ state: "unsold", startsInMinutes: -120, endsInMinutes: -60 });
  await page.goto(ended.path);
  await expect(panel).toHaveAttribute("data-state", "ended");
  await expect(panel).toContainText("İhale satışsız sona erdi: teklif verilmedi.");
  for (const gone of ["Sonraki en az teklif", "Gereken teminat", "Teklif kuralları"])
    await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
  await expect(page.getByText("İlk teklifi siz verin")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Teklif Ver" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Giriş Yap ve Teklif Ver" })).toHaveCount(0);
  await expectAccessible(page, "an ended auction");
});
