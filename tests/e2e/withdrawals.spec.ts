import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import {
  createStaff,
  createUser,
  signedInStaffPage,
  signInByToken,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { catalogue } from "@/tests/e2e/helpers/data";
import { creditProvision, pastNewIbanHold, sql } from "@/tests/e2e/helpers/db";
import { submitWithdrawal } from "@/tests/e2e/helpers/provision";

/** A finance staff member like the demo's finans@ (only provision:approve), made for the test: npm test's stack has no demo seed. */
const financeStaff = () => createStaff({ roles: ["provision:approve"], displayName: "Finans Fatma" });
// TR33 0006 1005 1978 6457 8413 26: a valid Turkish IBAN (mod-97 check digits).
const IBAN = "tr33 0006 1005 1978 6457 8413 26";

test("a user asks to withdraw provision to their IBAN, finance marks it paid, the user's ledger shows it", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  // A surname of its own: earlier runs leave withdrawals of other "Cem"s in the shared database.
  const lastName = `Yıldız ${Date.now().toString(36).toUpperCase()}`;
  const who = `Cem ${lastName}`;
  const user = await createUser({ name: "Cem", lastName });
  await creditProvision(user.uid, 20_000);

  await signInByToken(page, user, "/profil/provizyon");
  const section = page.getByRole("region", { name: "Provizyon Çek" });
  await expect(section.getByText(who)).toBeVisible();
  await submitWithdrawal(section, "25000", "TR34 0006 1005 1978 6457 8413 26");
  await expect(
    section.getByText("En fazla kullanılabilir provizyonunuz kadar (20.000 TL) çekebilirsiniz."),
  ).toBeVisible();
  await expect(
    section.getByText("IBAN'ın kontrol basamakları tutmuyor; numarayı hesap belgenizden kontrol edin."),
  ).toBeVisible();
  await expect(section.getByLabel("Çekilecek tutar (TL)")).toBeFocused();

  await submitWithdrawal(section, "7500", IBAN);
  await expect(page.getByText("Çekim talebiniz alındı; tutar ödenene kadar bloke edildi.")).toBeVisible();
  const item = section.getByRole("listitem", { name: "Çekim talebi 7.500 TL" });
  await expect(item.getByText("Ödeme bekliyor")).toBeVisible();
  await expect(item.getByText("TR33 0006 1005 1978 6457 8413 26")).toBeVisible();
  await expectAccessible(page, "/profil/provizyon with a withdrawal");

  // Finance pays it from /management/cekimler (a first payment to this IBAN: a day after the request).
  await pastNewIbanHold(user.uid);
  const staffPage = await signedInStaffPage(browser, baseURL, await financeStaff(), "/management/cekimler", isMobile);
  await expect(staffPage.getByRole("heading", { level: 1, name: "Çekim Talepleri" })).toBeVisible();
  const row = staffPage.getByRole("listitem", { name: `Çekim talebi ${who} 7.500 TL` });
  await expect(row.getByText(`Hesap sahibi: ${who}`)).toBeVisible();
  await expectAccessible(staffPage, "/management/cekimler");
  await row.getByRole("button", { name: `${who} 7.500 TL çekimini ödendi olarak işaretle` }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Ödendi olarak işaretle" });
  await dialog.getByLabel("Dekont / işlem numarası (isteğe bağlı)").fill("EFT-2026-001");
  await dialog.getByRole("button", { name: "Ödendi" }).click();
  await expect(staffPage.getByText("7.500 TL çekim ödendi olarak işaretlendi.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await staffPage.getByRole("link", { name: "Ödenen" }).click();
  await expect(
    staffPage.getByRole("listitem", { name: `Çekim talebi ${who} 7.500 TL` }).getByText(/Dekont EFT-2026-001/),
  ).toBeVisible();
  await staffPage.context().close();

  await page.reload();
  await expect(item.getByText("Ödendi", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: /iptal et/ })).toHaveCount(0);
  const ledger = page.getByRole("region", { name: "Hesap Hareketleri" });
  await expect(ledger.getByText("Provizyon iadesi")).toBeVisible();
  await expect(ledger.getByRole("link", { name: /Çekim talebi #\d+/ }).first()).toBeVisible();
  const [balance] = await sql<{ total: string; blocked: string }>(
    `SELECT provision_total AS total, provision_blocked AS blocked FROM users WHERE uid = $1`,
    [user.uid],
  );
  expect(balance).toEqual({ total: "12500", blocked: "0" });
});

test("a user cancels their own pending withdrawal and the amount is available again", async ({ page }) => {
  const user = await createUser();
  await creditProvision(user.uid, 3_000);
  await signInByToken(page, user, "/profil/provizyon");
  const section = page.getByRole("region", { name: "Provizyon Çek" });
  await submitWithdrawal(section, "3000", IBAN);
  await expect(section.getByText("Kullanılabilir: 0 TL. Tam TL (kuruşsuz).")).toBeVisible();
  await section.getByRole("button", { name: "3.000 TL çekim talebini iptal et" }).click();
  await page
    .getByRole("dialog", { name: "Çekim talebini iptal et" })
    .getByRole("button", { name: "Talebi iptal et" })
    .click();
  await expect(page.getByText("Çekim talebiniz iptal edildi.")).toBeVisible();
  await expect(section.getByText("İptal edildi")).toBeVisible();
  await expect(section.getByText("Kullanılabilir: 3.000 TL. Tam TL (kuruşsuz).")).toBeVisible();
});

test("the dashboard shows the period's figures and its charts", async ({ page }) => {
  const admin = await createStaff({ isSuper: true, displayName: "Selin Yönetici" });
  const bidder = await createUser();
  // A bid of today on an auction of our own, so the bids chart has a bar to draw.
  const [auctionId] = await catalogue("auction", 1);
  await sql(`INSERT INTO bids (auction_id, bidder_uid, amount, kind) VALUES ($1, $2, 1000, 'bid')`, [
    auctionId,
    bidder.uid,
  ]);

  await signInStaffByToken(page, admin);
  await expect(page.getByRole("group", { name: "Dönem" }).getByRole("button", { name: "Son 7 gün" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(
    page.getByRole("region", { name: "Bekleyen işler" }).getByText("Ödeme bekleyen çekim talebi"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "İhaleler" }).getByText("Satış oranı")).toBeVisible();
  await expect(page.getByRole("region", { name: "Satışlar" }).getByText("Brüt satış hacmi (GMV)")).toBeVisible();
  const charts = page.getByRole("region", { name: "Grafikler" });
  await expect(charts.getByRole("figure")).toHaveCount(3);
  await expect(charts.getByRole("figure", { name: "Günlük teklif" }).locator("svg.recharts-surface")).toBeVisible();

  await page.getByRole("button", { name: "Bugün" }).click();
  await expect(page.getByRole("button", { name: "Bugün" })).toHaveAttribute("aria-pressed", "true");
  await expect(charts.getByRole("figure", { name: "Günlük teklif (son 7 gün)" })).toBeVisible();
  await expectAccessible(page, "/management dashboard");
});

test("finance sees only its own figures on the dashboard", async ({ page }) => {
  await signInStaffByToken(page, await financeStaff());
  await expect(
    page.getByRole("region", { name: "Bekleyen işler" }).getByText("Onay bekleyen provizyon talebi"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "İhaleler" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Grafikler" })).toHaveCount(0);
});
