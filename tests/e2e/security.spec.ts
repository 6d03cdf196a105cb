import type { Page } from "@playwright/test";
import { expect, test } from "@/tests/e2e/helpers/fixtures";
import {
  createStaff,
  createUser,
  fillRegistration,
  signIn,
  signInStaff,
  uniqueEmail,
} from "@/tests/e2e/helpers/accounts";
import { buyNowListing, liveAuction, publishedPost } from "@/tests/e2e/helpers/data";
import { sql } from "@/tests/e2e/helpers/db";

const PAYLOAD = "Başlık </script><script>alert(1)</script>";

/** Collects every CSP violation the page reports, from the browser's own event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCsp", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (message) => {
    const text = message.text();
    // NEXT_PUBLIC_ANALYTICS=1 outside Vercel (npm test's build) mounts Vercel's first-party scripts,
    // which only Vercel serves: their 404 is no policy matter.
    if (/Refused to execute script from '[^']*\/_vercel\//.test(text)) return;
    if (/Content Security Policy|Refused to/.test(text)) violations.push(text);
  });
  return violations;
}

/** Signed in as a user: the session cookie PRODUCT §3.1 names (the greeting is hidden in the mobile header). */
async function hasUserSession(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((c) => c.name === "bearer_token" && c.value.length > 20);
}

function expectSecurityHeaders(headers: Record<string, string>, build: boolean) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'/);
  // A build (what npm test serves) pins https and never allows eval; next dev needs eval for its reloads.
  if (build) {
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  }
}

/** A production build (what npm test serves) or next dev: its pages say which. */
async function servesBuild(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId !== "development",
  );
}

/**
 * What blocks an injected inline script in a build (what npm test serves, `next start`): the header
 * policy's script-src carries 'unsafe-inline' and no hash, so on its own it would let the script run
 * ('unsafe-inline' is ignored only in a policy that also lists a hash or nonce). The page's meta
 * policy (components/layout/InlineScriptCsp.tsx) is enforced on top of it and lists 'self' and one
 * hash only, without 'unsafe-inline'. Both must hold on every kind of page.
 */
async function expectInjectedScriptBlocked(page: Page) {
  const header = (await page.request.get(page.url())).headers()["content-security-policy"];
  expect(header, "run the e2e suite against a build (next start)").not.toContain("'unsafe-eval'");
  expect(header).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    /^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/,
  );
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran, page.url()).toBe(false);
}

test("the main pages carry the security headers and run without a CSP violation", async ({
  page,
  request,
  baseURL,
}) => {
  // Thirteen pages; a dev server compiles each on its first visit.
  test.setTimeout(300_000);
  const violations = await watchCsp(page);
  const auction = { id: await liveAuction() };
  const listing = await buyNowListing();
  const post = await publishedPost(baseURL!);
  const paths = [
    "/",
    "/ihaleler",
    "/ihaleler?brand=Honda",
    `/ihaleler/${auction.id}`,
    "/hemenal",
    `/hemenal/${listing.id}`,
    "/blog",
    `/blog/${post.slug}`,
    "/iletisim",
    "/borsadasat",
    "/giris",
    "/kayit",
    "/management/login",
  ];
  let build: boolean | null = null;
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    build ??= await servesBuild(page);
    expectSecurityHeaders(response!.headers(), build);
    // Every Suspense boundary arrives complete: React's placeholder is completed by an inline script the
    // CSP refuses (a lazy island on a page next build prerendered, lib/server/nodeRenderer.ts).
    expect(await response!.text(), path).not.toMatch(/<!--\$\?-->|\$RC\b/);
    await page.waitForLoadState("networkidle");
  }
  // The detail pages' photos went through /_next/image and the auction page opened its event stream.
  expect(violations).toEqual([]);
  const api = await request.get("/api/health");
  expectSecurityHeaders(api.headers(), build!);
});

test("a user and a staff member sign in against the Auth emulator under the CSP", async ({ page }) => {
  const violations = await watchCsp(page);
  const user = await createUser({ name: "Selin" });
  await signIn(page, user);
  await expect.poll(() => hasUserSession(page)).toBe(true);
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const staff = await createStaff({ isSuper: true });
  await signInStaff(page, staff);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("a visitor signs up on /kayit, lands on /profil and opens a live auction, all under the CSP", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto("/kayit");
  await fillRegistration(page, {
    name: "Deniz",
    lastName: "Aksoy",
    phone: "0532 444 55 66",
    city: "İzmir",
    email: uniqueEmail("csp"),
    password: "Guvenli123",
  });
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await page.waitForURL("**/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Profilim" })).toBeVisible();
  // Signed in, the auction page loads the bid panel and opens its event stream.
  const auction = { id: await liveAuction() };
  await page.goto(`/ihaleler/${auction.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("an injected inline script does not run on the home page, an auction, /profil and a management page", async ({
  page,
}) => {
  const auctionId = await liveAuction();
  for (const path of ["/", `/ihaleler/${auctionId}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectInjectedScriptBlocked(page);
  }
  await signIn(page, await createUser({ name: "Canan" }));
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Profilim" })).toBeVisible();
  await expectInjectedScriptBlocked(page);
  await signInStaff(page, await createStaff({ roles: ["orders:write"] }));
  await page.goto("/management/siparisler");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectInjectedScriptBlocked(page);
});

test("a blog title with </script> is shown as text and never runs", async ({ page, baseURL, request }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const post = await publishedPost(baseURL!, {
    title: PAYLOAD,
    excerpt: "Başlığında kapanış etiketi olan bir deneme yazısı; sayfada yalnızca metin olarak görünmeli.",
  });

  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).not.toContain("</script><script>alert(1)");
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAYLOAD);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((text) => JSON.parse(text)).find((d) => d["@type"] === "BlogPosting")).toMatchObject({
    headline: PAYLOAD,
  });
  const inline = await page
    .locator("script:not([src])")
    .evaluateAll((scripts) =>
      scripts.filter((s) => !/json/.test(s.getAttribute("type") ?? "")).map((s) => s.textContent ?? ""),
    );
  expect(inline.filter((text) => text.includes("alert("))).toEqual([]);
  // The page's meta policy allows only its own bootstrap inline: a script injected into the page does not run.
  await expectInjectedScriptBlocked(page);
  expect(dialogs).toEqual([]);
});

test("/_next/image serves our uploads and refuses any other address with 400", async ({ request }) => {
  // A vehicle of our own whose photos were drawn into the server's uploads folder.
  const auctionId = await liveAuction();
  const [row] = await sql<{ photo: string }>(
    "SELECT v.photos[1] AS photo FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.id = $1",
    [auctionId],
  );
  const ok = await request.get(`/_next/image?url=${encodeURIComponent(row.photo)}&w=640&q=75`);
  expect(ok.status()).toBe(200);
  for (const url of ["/\\evil.example/x.png", "//evil.example/x.png", "https://evil.example/x.png", "/api/health"]) {
    const refused = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(refused.status(), url).toBe(400);
  }
});

test("an /api address no handler serves answers the API's JSON 404 for any method, not the HTML page", async ({
  request,
}) => {
  for (const method of ["GET", "POST", "DELETE"] as const) {
    const res = await request.fetch("/api/bu-servis-yok/1", { method, data: method === "GET" ? undefined : { a: 1 } });
    expect(res.status(), method).toBe(404);
    expect(res.headers()["content-type"], method).toContain("application/json");
    expect(await res.json(), method).toEqual({ error: "Servis bulunamadı.", code: "not_found" });
  }
  // Served addresses are untouched by the catch-all.
  expect((await request.get("/api/health")).status()).toBe(200);
});

test("a staff member with a user profile is told staff cannot bid or buy, and stays signed in", async ({ page }) => {
  const member = await createUser({ name: "Kerem" });
  await sql("INSERT INTO staff (uid, email, display_name, roles) VALUES ($1, $2, 'Kerem Personel', $3)", [
    member.uid,
    member.email,
    ["auctions:write"],
  ]);
  const auction = { id: await liveAuction() };
  const listing = await buyNowListing();
  await signIn(page, member);

  await page.goto(`/ihaleler/${auction.id}`);
  await expect(page.getByText("Personel hesaplarıyla ihalelere teklif verilemez")).toBeVisible();
  await expect(page.getByRole("button", { name: /Teklif Ver/ })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/api-shots/staff-bid-${page.viewportSize()?.width}.png`, fullPage: false });

  await page.goto(`/hemenal/${listing.id}`);
  await expect(page.getByText("Personel hesaplarıyla satın alma yapılamaz")).toBeVisible();
  await expect(page.getByRole("button", { name: /Satın Al/ })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/api-shots/staff-buy-${page.viewportSize()?.width}.png`, fullPage: false });

  // Still signed in: no 403 wiped the tokens or sent them to /giris.
  expect(await hasUserSession(page)).toBe(true);
  expect(new URL(page.url()).pathname).toBe(`/hemenal/${listing.id}`);
});
