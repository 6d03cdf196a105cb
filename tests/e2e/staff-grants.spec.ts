import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, signInStaffByToken, signUpAccount } from "@/tests/e2e/helpers/accounts";
import { sql } from "@/tests/e2e/helpers/db";

test("Personel: a manager ticks only permissions they hold, and an unverified e-mail gets no rights", async ({
  page,
}, testInfo) => {
  const manager = await createStaff({ roles: ["staff:write", "blog:write"], displayName: "Yönetici Yasin" });
  const unverified = await signUpAccount("dogrulanmamis", { verified: false });
  const verified = await signUpAccount("dogrulanmis");

  await signInStaffByToken(page, manager, "/management/personel");
  const form = page.getByRole("region", { name: "Personel ekle" });
  await expect(form.getByLabel("Blog")).toBeEnabled();
  await expect(form.getByLabel("Denetim kaydı")).toBeDisabled();
  await expect(form.getByLabel("Provizyon onayı")).toBeDisabled();
  await expect(form.getByText("Yalnızca kendinizde olan yetkileri verebilirsiniz.")).toBeVisible();

  await form.getByLabel("E-posta").fill(unverified.email);
  await form.getByLabel("Blog").check();
  await form.getByRole("button", { name: "Personel ekle" }).click();
  await expect(
    form.getByText(
      "Bu e-posta adresi doğrulanmamış; personel yetkisi yalnızca e-postasını doğrulamış bir hesaba verilebilir.",
    ),
  ).toBeVisible();
  await form.screenshot({ path: testInfo.outputPath("personel-ekle.png") });
  // Still signed in to the management area.
  await expect(page).toHaveURL(/\/management\/personel$/);
  expect(await sql(`SELECT uid FROM staff WHERE uid = $1`, [unverified.uid])).toEqual([]);

  await form.getByLabel("E-posta").fill(verified.email);
  await form.getByRole("button", { name: "Personel ekle" }).click();
  await expect(page.getByRole("row").filter({ hasText: verified.email })).toContainText("Blog");
});
