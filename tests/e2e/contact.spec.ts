import { randomUUID } from "node:crypto";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, dismissCookies, signInStaffByToken } from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { COMPANY } from "@/lib/company";

test("/iletisim shows the company details and has no axe violations", async ({ page }) => {
  await page.goto("/iletisim");
  await expect(page).toHaveTitle("İletişim | MotoBorsa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("İletişim");
  await expect(page.getByRole("link", { name: COMPANY.phone }).first()).toHaveAttribute("href", COMPANY.phoneHref);
  await expect(page.getByRole("link", { name: COMPANY.email }).first()).toHaveAttribute(
    "href",
    `mailto:${COMPANY.email}`,
  );
  await expect(page.getByRole("link", { name: COMPANY.whatsapp })).toHaveAttribute("href", COMPANY.whatsappHref);
  await expect(page.getByText(COMPANY.address).first()).toBeVisible();
  await expectAccessible(page, "İletişim", { everyRule: true });
});

test("a visitor sends the form after fixing a bad field, and staff read it in the inbox", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  // Letters only (the name field refuses digits), one letter per hex digit so two runs never share a name.
  const name = `Kerem Öztürk ${tag.replace(/\d/g, (d) => "ghijklmnop"[Number(d)])}`;
  const message = `Merhaba, Bursa'daki Honda CB650R için ekspertiz randevusu almak istiyorum. Kod ${tag}.`;

  await page.goto("/iletisim");
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByLabel("Adınız soyadınız").fill(name);
  await form.getByLabel("E-posta adresiniz").fill("kerem@ornek");
  await form.getByLabel("Telefon (isteğe bağlı)").fill("0532 111 22 33");
  await form.getByLabel("Konu").selectOption({ label: "İhaleler ve teklif verme" });
  await form.getByLabel("Mesajınız").fill(message);
  await form.getByLabel(/KVKK Aydınlatma Metni/).check();
  await form.getByRole("button", { name: "Mesajı Gönder" }).click();

  const email = form.getByLabel("E-posta adresiniz");
  await expect(form.getByText("Geçerli bir e-posta adresi girin (ör. ad@ornek.com).")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();

  await email.fill(`kerem.${tag}@ornek.com`);
  await expect(form.getByText("Geçerli bir e-posta adresi girin (ör. ad@ornek.com).")).toHaveCount(0);
  await form.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByText("Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.")).toBeVisible();
  await expect(form.getByLabel("Adınız soyadınız")).toHaveValue("");
  await expect(form.getByLabel("Mesajınız")).toHaveValue("");
  await expect(form.getByLabel(/KVKK Aydınlatma Metni/)).not.toBeChecked();

  const staff = await createStaff({ roles: ["messages:read"], displayName: "Destek Ekibi" });
  const context = await browser.newContext({ baseURL });
  await dismissCookies(context, baseURL);
  const desk = await context.newPage();
  await signInStaffByToken(desk, staff);
  // The menu is a sidebar on wide screens and a drawer on phones.
  const opener = desk.getByRole("button", { name: "Yönetim menüsünü aç" });
  const inboxLink = desk.getByRole("link", { name: /Mesajlar.*okunmamış mesaj/ }).filter({ visible: true });
  // Wait for the layout to render one of the two before deciding which one it is.
  await expect(opener.or(inboxLink).filter({ visible: true }).first()).toBeVisible();
  if (await opener.isVisible()) await opener.click();
  await expect(inboxLink).toBeVisible();
  await inboxLink.click();
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Mesajlar");

  await desk
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  const detail = desk.getByRole("region", { name: "Mesaj ayrıntısı" });
  await expect(detail.getByText(message)).toBeVisible();
  await expect(detail.getByRole("link", { name: `kerem.${tag}@ornek.com` })).toBeVisible();
  await expect(detail.getByText("0532 111 22 33")).toBeVisible();
  await expect(detail.getByRole("heading", { name: "İhaleler ve teklif verme" })).toBeVisible();

  await detail.getByRole("button", { name: "Okundu olarak işaretle" }).click();
  await expect(desk.getByText("Mesaj okundu olarak işaretlendi.")).toBeVisible();
  await expect(detail.getByText("Okundu", { exact: true })).toBeVisible();

  await detail.getByRole("button", { name: "Arşivle" }).click();
  await expect(desk.getByText("Mesaj arşivlendi.")).toBeVisible();
  await desk.getByRole("link", { name: /Arşiv/ }).click();
  await expect(desk.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await context.close();
});
