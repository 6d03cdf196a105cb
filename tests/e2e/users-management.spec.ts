import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  type Account,
  createStaff,
  createUser,
  signedInPage,
  signedInStaffPage,
  signInStaffByToken,
} from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { liveTestAuction } from "@/tests/e2e/helpers/data";
import { creditProvision, sql } from "@/tests/e2e/helpers/db";

const counts = async (uid: string, auctionId: number) =>
  (
    await sql<{ bids: string; total: string; blocked: string; entries: string }>(
      `SELECT (SELECT count(*) FROM bids WHERE auction_id = $2) AS bids, u.provision_total AS total, u.provision_blocked AS blocked,
              (SELECT count(*) FROM provision_entries WHERE uid = $1) AS entries
       FROM users u WHERE u.uid = $1`,
      [uid, auctionId],
    )
  )[0];

test("staff find a user by e-mail and suspend them; the user's bid is refused with the reason, and /profil says why", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const user: Account = await createUser({ name: "Sedat", lastName: "Askı" });
  await creditProvision(user.uid, 50_000);
  const auction = await liveTestAuction(96000, { plate: "16ABC16" });
  const staff = await createStaff({ roles: ["users:read", "users:write"], displayName: "Operasyon Ece" });

  await signInStaffByToken(page, staff);
  if (isMobile) await page.getByRole("button", { name: "Yönetim menüsünü aç" }).click();
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Kullanıcılar" }).click();
  await page.waitForURL("**/management/kullanicilar");
  await page.getByRole("searchbox", { name: "Kullanıcı ara" }).fill(user.email);
  await page.getByRole("button", { name: "Ara" }).click();
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toContainText("50.000 TL");
  await expect(row).toContainText("Aktif");
  // The one match only (at 390 px the header row is hidden, so count the users' links).
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(1);
  await expectAccessible(page, "Kullanıcılar");

  await row.getByRole("link", { name: "Sedat Askı" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sedat Askı" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Provizyon hareketleri/ })).toContainText("50.000 TL");
  await expectAccessible(page, "a user's page");

  await page.getByRole("button", { name: "Askıya al" }).click();
  const dialog = page.getByRole("dialog", { name: "Hesabı askıya al" });
  await dialog.getByLabel("Askıya alma nedeni").fill("Sahte teklif şüphesi");
  await expectAccessible(page, "the suspension dialog");
  await dialog.getByRole("button", { name: "Askıya al" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Askıda:" })).toContainText("Sahte teklif şüphesi");
  await expect(page.getByRole("region", { name: /Denetim kaydı/ })).toContainText("Kullanıcı askıya alındı");

  const userPage = await signedInPage(browser, baseURL, user, auction.path, isMobile);
  const before = await counts(user.uid, auction.id);
  await userPage.getByRole("button", { name: "Teklif Ver" }).click();
  await userPage.getByRole("dialog").getByRole("button", { name: "Teklifi onayla" }).click();
  await expect(
    userPage
      .getByRole("alert")
      .filter({ hasText: "Hesabınız askıya alındı: Sahte teklif şüphesi. Teklif veremezsiniz." }),
  ).toBeVisible();
  // Still signed in: a suspension is no session failure.
  await expect(userPage).toHaveURL(new RegExp(`${auction.path}$`));
  expect(await counts(user.uid, auction.id)).toEqual(before);

  await userPage.goto("/profil");
  await expect(userPage.getByRole("alert").filter({ hasText: "Hesabınız askıya alındı" })).toContainText(
    "Sahte teklif şüphesi",
  );
  await userPage.context().close();
});

test("a super gives finans users:read; finans then sees Kullanıcılar", async ({ page, browser, baseURL, isMobile }) => {
  // Two staff sessions and three accessibility scans of pages listing every staff member and audit row the
  // suite made: 27 s on a quiet CI machine, over the minute on a busy one.
  test.slow();
  // Finance as the demo seeds it (finans@motoborsa.test: only provision:approve), made for the test:
  // npm test's stack has no demo seed, and a shared account would carry one run's rights into the next.
  const finans = await createStaff({ roles: ["provision:approve"], displayName: "Finans Fatma" });
  const superStaff = await createStaff({ isSuper: true, displayName: "Süper Selin" });

  await signInStaffByToken(page, superStaff, "/management/personel");
  const finansRow = page.getByRole("row").filter({ hasText: finans.email });
  await expect(finansRow).toContainText("Provizyon onayı");
  await expectAccessible(page, "Personel");
  await finansRow.getByRole("button", { name: /yetkilerini düzenle/ }).click();
  const dialog = page.getByRole("dialog", { name: /yetkiler/ });
  await dialog.getByLabel("Kullanıcıları görme").check();
  await expectAccessible(page, "the rights dialog");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(finansRow).toContainText("Kullanıcıları görme");

  await page.goto("/management/denetim");
  // This change's row: the suite's other workers change staff rights at the same time.
  await expect(
    page.getByRole("row").filter({ hasText: "Personel yetkileri değişti" }).filter({ hasText: finans.email }).first(),
  ).toContainText("users:read");
  await expectAccessible(page, "Denetim Kaydı");

  const finansPage = await signedInStaffPage(browser, baseURL, finans, "/management", isMobile);
  if (isMobile) await finansPage.getByRole("button", { name: "Yönetim menüsünü aç" }).click();
  await finansPage
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: "Kullanıcılar" })
    .click();
  await finansPage.waitForURL("**/management/kullanicilar");
  await expect(finansPage.getByRole("heading", { level: 1, name: "Kullanıcılar" })).toBeVisible();
  // users:read only: the page opens, the suspension button does not.
  await finansPage.getByRole("table").getByRole("link").first().click();
  await expect(finansPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(finansPage.getByRole("button", { name: "Askıya al" })).toHaveCount(0);
  await finansPage.context().close();
});
