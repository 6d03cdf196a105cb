import { randomUUID } from "node:crypto";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signInByToken } from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { sql } from "@/tests/e2e/helpers/db";
import { modelAuction } from "@/tests/e2e/helpers/data";

// Two journeys through several signed-in pages each (a dev server compiles each page on its first visit).
test.describe.configure({ timeout: 120_000 });

test("a visitor's follow click leads to sign-in and back; the followed auction is then listed under Takip Ettiklerim", async ({
  page,
}) => {
  const item = await modelAuction();
  const user = await createUser({ name: "Selim" });
  const listPath = `/ihaleler?model=${item.model}`;

  await page.goto(listPath);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: item.title }) });
  const follow = card.getByRole("button", { name: "Takip Et" });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await page.waitForURL((url) => url.pathname === "/giris" && url.searchParams.get("returnUrl") === listPath);

  await page.getByLabel("E-posta adresi").fill(user.email);
  await page.getByLabel("Şifre", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.waitForURL((url) => url.pathname === "/ihaleler");

  await card.getByRole("button", { name: "Takip Et" }).click();
  const following = card.getByRole("button", { name: "Takip Ediliyor" });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(
      async () =>
        (await sql(`SELECT 1 FROM auction_follows WHERE user_uid = $1 AND auction_id = $2`, [user.uid, item.id]))
          .length,
    )
    .toBe(1);

  // The detail page shows the state and the follower count.
  await page.goto(`/ihaleler/${item.id}`);
  await expect(page.getByRole("button", { name: "Takip Ediliyor" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("follower-count")).toHaveText("1 kişi takip ediyor");

  await page.goto("/profil");
  await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Takip Ettiklerim" }).click();
  await page.waitForURL("**/profil/takip");
  await expect(page.getByRole("heading", { level: 1, name: "Takip Ettiklerim" })).toBeVisible();
  const listed = page.getByRole("article").filter({ has: page.getByRole("heading", { name: item.title }) });
  await expect(listed).toContainText("120.000 TL");
  await expect(listed.getByRole("timer")).toBeVisible();
  await expect(listed.getByRole("button", { name: "Takip Ediliyor" })).toBeVisible();
  await expectAccessible(page, "/profil/takip");

  // A bid elsewhere moves the price here without a reload (one event stream for the list).
  const [moved] = await sql<{ version: number }>(
    `UPDATE auctions SET current_price = 125000, bid_count = 1, version = version + 1 WHERE id = $1 RETURNING version`,
    [item.id],
  );
  await sql(`SELECT pg_notify('auction_events', $1)`, [`${item.id}:${moved.version}`]);
  await expect(listed).toContainText("125.000 TL");

  // Unfollowing from the list.
  await listed.getByRole("button", { name: "Takip Ediliyor" }).click();
  await expect(listed.getByRole("button", { name: "Takip Et" })).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM auction_follows WHERE user_uid = $1`, [user.uid])).length)
    .toBe(0);
});

test("a user saves the search on /ihaleler and manages it under Kayıtlı Aramalarım", async ({ page }) => {
  const user = await createUser({ name: "Gül" });
  const name = `Honda İstanbul ${randomUUID().slice(0, 4)}`;
  await signInByToken(page, user, "/ihaleler?brand=Honda&city=%C4%B0stanbul&yearMin=2018&page=2");

  await page.getByRole("button", { name: "Bu aramayı kaydet" }).click();
  const dialog = page.getByRole("dialog", { name: "Bu aramayı kaydet" });
  await expect(dialog.getByLabel("Arama adı")).toHaveValue("Honda · İstanbul");
  await expectAccessible(page, "save search dialog");
  await dialog.getByLabel("Arama adı").fill("");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Arama adı zorunludur.")).toBeVisible();
  await dialog.getByLabel("Arama adı").fill(name);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Arama kaydedildi.", { exact: false })).toBeVisible();

  await page.goto("/profil");
  await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Kayıtlı Aramalarım" }).click();
  await page.waitForURL("**/profil/aramalar");
  const link = page.getByRole("link", { name });
  await expect(link).toHaveAttribute("href", "/ihaleler?brand=Honda&city=%C4%B0stanbul&yearMin=2018");
  await expect(page.getByText("Honda · İstanbul · Yıl: en az 2018")).toBeVisible();
  await expectAccessible(page, "/profil/aramalar");

  await page.getByRole("button", { name: `${name} aramasını yeniden adlandır` }).click();
  const rename = page.getByRole("dialog", { name: "Aramayı yeniden adlandır" });
  await rename.getByLabel("Arama adı").fill("Honda 2018 sonrası");
  await rename.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("link", { name: "Honda 2018 sonrası" })).toBeVisible();

  await page.getByRole("link", { name: "Honda 2018 sonrası" }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === "/ihaleler" &&
      url.searchParams.get("brand") === "Honda" &&
      url.searchParams.get("yearMin") === "2018",
  );

  await page.goto("/profil/aramalar");
  await page.getByRole("button", { name: "Honda 2018 sonrası aramasını sil" }).click();
  await page.getByRole("dialog", { name: "Kayıtlı aramayı sil" }).getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Henüz kayıtlı aramanız yok.", { exact: false })).toBeVisible();
  expect(await sql(`SELECT 1 FROM saved_searches WHERE user_uid = $1`, [user.uid])).toHaveLength(0);
});
