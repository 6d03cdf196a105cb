import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createUser, signInByToken } from "@/tests/e2e/helpers/accounts";

test("the profile can be edited with field messages, and the header greets the new name", async ({
  page,
  isMobile,
}) => {
  const user = await createUser({ name: "Nazlı" });
  await signInByToken(page, user, "/profil");
  const details = page.getByRole("region", { name: "Profil Bilgileri" });
  await expect(details).toContainText("Nazlı Aksoy");
  await expect(page.getByRole("button", { name: "Kaydet" })).toHaveCount(0);

  await details.getByRole("button", { name: "Bilgilerimi Düzenle" }).click();
  await details.getByLabel("Ad", { exact: true }).fill("");
  await details.getByLabel("Cep telefonu").fill("123");
  await details.getByRole("button", { name: "Kaydet" }).click();
  await expect(details.getByText("Ad en az 2 karakter olmalıdır.", { exact: true })).toBeVisible();
  await expect(details.getByText("Geçerli bir cep telefonu numarası girin (5XX XXX XX XX).")).toBeVisible();

  await details.getByLabel("Ad", { exact: true }).fill("Nilüfer");
  await details.getByLabel("Cep telefonu").fill("0555 444 33 22");
  await details.getByLabel("İl").selectOption("Trabzon");
  await details.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Profiliniz güncellendi.")).toBeVisible();
  await expect(details).toContainText("Nilüfer Aksoy");
  await expect(details).toContainText("0555 444 33 22");
  await expect(details).toContainText("Trabzon");

  if (isMobile) await page.getByRole("button", { name: "Menüyü aç" }).click();
  const area = isMobile ? page.getByRole("dialog", { name: "Menü" }) : page.getByRole("banner");
  await expect(area.getByRole("link", { name: "Merhaba, Nilüfer" })).toBeVisible();
});
