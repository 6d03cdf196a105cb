import { randomUUID } from "node:crypto";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { createStaff, createUser, signedInStaffPage, signInByToken } from "@/tests/e2e/helpers/accounts";
import { modelAuction } from "@/tests/e2e/helpers/data";

// Three screens compiled on first visit by a dev server (auction page, management, profile).
test.describe.configure({ timeout: 240_000 });

test("a question asked, moderated and answered appears on the page, and the asker sees the notification", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const auction = await modelAuction();
  const path = `/ihaleler/${auction.id}`;
  const asker = await createUser({ name: "Cem" });
  const staff = await createStaff({ roles: ["questions:write"] });
  // A question with a script tag: it must reach the page as text.
  const question = `Zincir ve dişli seti ne zaman değişti? <script>window.hacked=1</script> ${randomUUID().slice(0, 4)}`;

  await signInByToken(page, asker, path);
  const block = page.getByRole("region", { name: "Soru-Cevap" });
  await expect(block).toContainText("Bu araç hakkında henüz yanıtlanmış bir soru yok.");
  await block.getByLabel("Sorunuz").fill(question);
  await block.getByRole("button", { name: "Soru Sor" }).click();
  await expect(block.getByRole("status").filter({ hasText: "Sorunuz alındı." })).toHaveText(
    "Sorunuz alındı. Onaylanıp yanıtlandığında size bildirim göndereceğiz.",
  );

  const staffPage = await signedInStaffPage(browser, baseURL, staff, "/management/sorular", isMobile);
  const card = staffPage.getByRole("article").filter({ hasText: question });
  await expect(card).toContainText(auction.title);
  await expect(card).toContainText("Sorudaki uyarılar: Uyarı yok");
  await expectAccessible(staffPage, "/management/sorular");
  await card.getByRole("button", { name: "Soruyu Onayla" }).click();
  await expect(card).toHaveCount(0);
  await staffPage.getByRole("link", { name: /^Yanıt bekliyor/ }).click();
  const approved = staffPage.getByRole("article").filter({ hasText: question });
  await expect(approved).toContainText("Yanıt bekliyor");
  await approved.getByLabel("Yanıt").fill("Zincir seti Mart 2025'te yenilendi.");
  await approved.getByRole("button", { name: "Yanıtla ve Yayınla" }).click();
  await expect(approved).toHaveCount(0);
  await staffPage.context().close();

  await page.goto(path);
  await expect(block.getByRole("listitem")).toHaveCount(1);
  await expect(block.getByRole("listitem")).toContainText(question);
  await expect(block.getByRole("listitem")).toContainText("Zincir seti Mart 2025'te yenilendi.");
  await expect(block.getByRole("listitem")).toContainText(/Soruldu: \d/);
  await expect(block.getByRole("listitem")).toContainText(/Yanıtlandı: \d/);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  const bell = page.getByRole("button", { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName("Bildirimler, 1 okunmamış bildirim");
  await bell.click();
  const item = page.getByRole("region", { name: "Bildirimler" }).getByRole("link", { name: /Sorunuz yanıtlandı/ });
  await expect(item).toContainText(auction.title);
  await expect(item).toHaveAttribute("href", path);
});
