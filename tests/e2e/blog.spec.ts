import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import { createStaff, idToken, signInStaffByToken } from "@/tests/e2e/helpers/accounts";
import { expectAccessible } from "@/tests/e2e/helpers/a11y";
import { api } from "@/tests/e2e/helpers/api";

const ATTACKS = [
  "<script>window.__xss = 'script'</script>",
  '<img src="/yok.png" onerror="window.__xss = \'onerror\'">',
  "[Tıklayın](javascript:window.__xss='link')",
].join("\n\n");

test("a reader finds a published post on /blog and reads it, safely rendered", async ({ page, baseURL }) => {
  const editor = await createStaff({ roles: ["blog:write"], displayName: "Editör" });
  const token = await idToken(editor);
  const tag = randomUUID().slice(0, 6);
  // An older published post, so this one has a "previous" neighbour.
  const { post: older } = await api(baseURL!, token, "POST", "/api/management/blog", {
    title: `Lastik Değişim Zamanı ${tag}`,
    excerpt: "Lastiklerinizi ne zaman değiştirmeniz gerektiğini anlatan kısa bir rehber.",
    body: "Diş derinliği ve üretim tarihi belirleyicidir.",
    authorName: "Ustamız Kemal",
  });
  await api(baseURL!, token, "POST", `/api/management/blog/${older.id}/publish`);
  const title = `Zincir Bakımı Nasıl Yapılır ${tag}`;
  const { post } = await api(baseURL!, token, "POST", "/api/management/blog", {
    title,
    excerpt: "Zincir ve dişli setini uzun ömürlü kılmanın yolları: temizlik, yağlama ve gerginlik ayarı.",
    body: `## Temizlik\n\nZinciri **haftada bir** temizleyin.\n\n${ATTACKS}\n\n## Yağlama\n\nSürüşten sonra, zincir ılıkken yağlayın.`,
    authorName: "Ustamız Kemal",
    coverImageUrl: "/images/blog/mevsimlik-bakim.svg",
  });
  await api(baseURL!, token, "POST", `/api/management/blog/${post.id}/publish`);

  await page.goto("/blog");
  await expect(page).toHaveTitle("Blog | MotoBorsa");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Motosiklet alıp satarken");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.locator("time")).toHaveText(
    new Intl.DateTimeFormat("tr-TR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Istanbul",
    }).format(new Date()),
  );
  await expect(card.locator("img")).toHaveAttribute("src", "/images/blog/mevsimlik-bakim.svg");
  await expectAccessible(page, "the blog", { everyRule: true });

  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | MotoBorsa`);
  await expect(page.getByText("1 dk okuma")).toBeVisible();
  await expect(page.getByText("Ustamız Kemal")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Yağlama" })).toBeVisible();
  await expect(page.locator("article strong", { hasText: "haftada bir" })).toBeVisible();

  // None of the attacks written into the post reached the page.
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  const bodyHtml = await page.locator("article").innerHTML();
  expect(bodyHtml).not.toContain("onerror");
  expect(bodyHtml).not.toContain("javascript:");
  expect(bodyHtml).not.toContain("__xss");

  const crumbs = page.getByRole("navigation", { name: "Sayfa yolu" });
  await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  const share = page.getByRole("link", { name: "WhatsApp ile paylaş" });
  // The absolute address of this post, filled in once the page knows its origin.
  const encodedUrl = encodeURIComponent(`${new URL(page.url()).origin}/blog/${post.slug}`);
  await expect.poll(() => share.getAttribute("href")).toContain(`https://wa.me/?text=`);
  await expect.poll(() => share.getAttribute("href")).toContain(encodedUrl);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => JSON.parse(text)["@type"]);
  expect(types).toContain("BlogPosting");
  expect(types).toContain("BreadcrumbList");
  const posting = jsonLd.map((text) => JSON.parse(text)).find((d) => d["@type"] === "BlogPosting");
  expect(posting).toMatchObject({ headline: title, author: { name: "Ustamız Kemal" }, inLanguage: "tr-TR" });

  await expectAccessible(page, "the blog", { everyRule: true });

  await expect(
    page.getByRole("navigation", { name: "Diğer yazılar" }).getByRole("link", { name: /Önceki yazı/ }),
  ).toContainText(older.title);

  // Unpublishing takes the post off at once.
  await api(baseURL!, token, "POST", `/api/management/blog/${post.id}/unpublish`);
  const gone = await page.goto(`/blog/${post.slug}`);
  expect(gone?.status()).toBe(404);
});

test("drafts and unknown slugs answer 404", async ({ page, baseURL }) => {
  const editor = await createStaff({ roles: ["blog:write"] });
  const token = await idToken(editor);
  const { post } = await api(baseURL!, token, "POST", "/api/management/blog", {
    title: `Henüz taslak olan yazı ${randomUUID().slice(0, 6)}`,
    excerpt: "Bu yazı yayınlanmadığı için okuyucular tarafından görülmemelidir.",
    body: "Taslak metin, yalnızca yönetim panelinde görünür.",
    authorName: "Editör",
  });
  expect((await page.goto(`/blog/${post.slug}`))?.status()).toBe(404);
  expect((await page.goto("/blog/boyle-bir-yazi-yok"))?.status()).toBe(404);
});

test("an editor writes a post with live preview, publishes it, unpublishes and deletes it", async ({ page }) => {
  const editor = await createStaff({ roles: ["blog:write"], displayName: "Derya Editör" });
  await signInStaffByToken(page, editor, "/management/blog");
  await page.getByRole("link", { name: "Yeni yazı" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yeni yazı");

  const title = `Lastik Basıncı Rehberi ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Başlık").fill(title);
  await page.getByLabel("Özet").fill("Doğru lastik basıncı hem güvenliği hem yakıt tüketimini doğrudan etkiler.");
  await page
    .getByLabel("Yazı metni (Markdown)")
    .fill("## Neden önemli?\n\nDüşük basınç **virajda** tutuşu azaltır.\n\n<script>window.__xss=1</script>");
  // Side by side on wide screens; behind a tab on phones.
  const previewTab = page.getByRole("tab", { name: "Önizle" });
  if (await previewTab.isVisible()) await previewTab.click();
  const preview = page.getByRole("region", { name: "Canlı önizleme" });
  await expect(preview.getByRole("heading", { name: "Neden önemli?" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("virajda");
  expect(await preview.innerHTML()).not.toContain("<script");

  // The cover goes through the product's shared upload endpoint.
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#ea580c" } })
    .png()
    .toBuffer();
  await page.locator("#cover-file").setInputFiles({ name: "kapak.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Kapak görseli yüklendi.")).toBeVisible();
  await page
    .locator("#cover-file")
    .setInputFiles({ name: "notlar.txt", mimeType: "text/plain", buffer: Buffer.from("metin") });
  await expect(page.getByText("Kapak görseli JPEG, PNG ya da WebP olmalıdır.")).toBeVisible();

  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yazı yayınlandı.")).toBeVisible();
  await expect(page).toHaveURL(/\/management\/blog\/\d+$/);
  await expect(page.getByText("Yayında", { exact: true })).toBeVisible();

  const reader = await page.context().newPage();
  await reader.goto("/blog");
  const card = reader.getByRole("article").filter({ has: reader.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/api\/uploads\/.+\.webp$/);

  await page.getByRole("button", { name: "Yayından kaldır" }).click();
  await expect(page.getByText("Yazı yayından kaldırıldı; artık taslak.")).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { name: title })).toHaveCount(0);
  await reader.close();

  await page.getByRole("button", { name: "Sil", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Yazı silinsin mi?" });
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page).toHaveURL(/\/management\/blog$/);
  await expect(page.getByText("Yazı silindi.")).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});

test("search engines get robots.txt, a sitemap with the posts, and the Organization on the home page", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await idToken(await createStaff({ roles: ["blog:write"] }));
  const { post } = await api(baseURL!, token, "POST", "/api/management/blog", {
    title: `Arama motorları için yazı ${randomUUID().slice(0, 6)}`,
    excerpt: "Site haritasında görünmesi gereken, yayınlanmış bir deneme yazısı.",
    body: "Yayınlanan her yazı site haritasına girer.",
    authorName: "Editör",
  });
  await api(baseURL!, token, "POST", `/api/management/blog/${post.id}/publish`);

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const robotsText = await robots.text();
  for (const line of ["Disallow: /management", "Disallow: /profil", "Disallow: /api"])
    expect(robotsText).toContain(line);
  const sitemapUrl = /Sitemap: (\S+)/.exec(robotsText)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/blog</loc>");
  expect(xml).toContain("/iletisim</loc>");
  expect(xml).toMatch(new RegExp(`/blog/${post.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));

  await page.goto("/");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  expect(blocks.find((b) => b["@type"] === "Organization")).toMatchObject({
    name: "MotoBorsa",
    telephone: expect.any(String),
    email: expect.any(String),
  });
});
