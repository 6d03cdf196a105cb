import { randomUUID } from "node:crypto";
import { test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { authEmulatorPost, backdateSignInAt, passwordSignIn } from "@/scripts/lib/authEmulatorRest";
import { REQUIRED_CONSENTS } from "@/lib/consents/rules";
import { currentConsentVersions } from "@/lib/server/consents/versions";
import { sql } from "@/tests/e2e/helpers/db";
import { identityLookupHash, sealIdentityNumber } from "@/lib/server/identity/crypto";
import { freshTestIdentity } from "@/scripts/lib/kpsServer";

/**
 * Test accounts in the real Auth emulator and database the app under test uses. `npm test` passes
 * both addresses in the environment; against a dev server set DATABASE_URL and
 * FIREBASE_AUTH_EMULATOR_HOST to that server's.
 */
function emulator(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set");
  return `http://${host}`;
}

export type Account = { uid: string; email: string; password: string };

export const PASSWORD = "Sifre1234!";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.motoborsa.test`;
}

const emulatorPost = <T>(path: string, body: object, admin = false) =>
  authEmulatorPost<T>(emulator().replace("http://", ""), path, body, admin);

/** Whether the account's e-mail is verified (default: yes, so bids, purchases and withdrawals pass). */
export type VerifiedOption = { verified?: boolean };

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || "demo-motoborsa";

/** A fresh Firebase account; its e-mail is marked verified unless `{ verified: false }`. */
export async function signUpAccount(prefix = "e2e", opts: VerifiedOption = {}): Promise<Account> {
  const email = uniqueEmail(prefix);
  const data = await emulatorPost<{ localId: string }>("accounts:signUp?key=demo-api-key", {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  if (opts.verified !== false)
    await emulatorPost(`projects/${PROJECT_ID}/accounts:update`, { localId: data.localId, emailVerified: true }, true);
  return { uid: data.localId, email, password: PASSWORD };
}

/**
 * The links the Auth emulator would have mailed to `email` (verification, password reset, e-mail
 * change), newest last: the emulator keeps them instead of sending mail.
 */
export async function emulatorOobLinks(
  email: string,
  requestType?: "VERIFY_EMAIL" | "PASSWORD_RESET" | "VERIFY_AND_CHANGE_EMAIL",
): Promise<string[]> {
  const response = await fetch(`${emulator()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const data = (await response.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  return data.oobCodes
    .filter((c) => c.email === email && (!requestType || c.requestType === requestType))
    .map((c) => c.oobLink);
}

/**
 * A verified identity for `uid`, written as the identity service writes it after the registry's
 * "true" (a fresh valid number, sealed with the configured key, and its lookup hash): bids,
 * purchases, withdrawals and sell requests need one. The journey through the form and the local
 * registry is tests/e2e/identity.spec.ts.
 */
export async function verifyIdentityFor(uid: string): Promise<void> {
  const person = freshTestIdentity();
  const sealed = sealIdentityNumber(person.number);
  await sql(
    `INSERT INTO identity_verifications (uid, kind, number_ciphertext, key_id, lookup_hash, first_name, last_name, birth_year) VALUES ($1, 'tckn', $2, $3, $4, $5, $6, $7)`,
    [
      uid,
      sealed.ciphertext,
      sealed.keyId,
      identityLookupHash(person.number),
      person.firstName,
      person.lastName,
      person.birthYear,
    ],
  );
}

/**
 * Consent rows for the required texts, as sign-up writes them: today's versions unless `versions`
 * names others (an older version makes the next sign-in ask again).
 */
export async function acceptConsents(
  uid: string,
  versions: Partial<Record<(typeof REQUIRED_CONSENTS)[number], string>> = {},
): Promise<void> {
  const current = currentConsentVersions();
  for (const kind of REQUIRED_CONSENTS)
    await sql(`INSERT INTO consents (uid, kind, action, version, source) VALUES ($1, $2, 'accept', $3, 'seed')`, [
      uid,
      kind,
      versions[kind] ?? current[kind],
    ]);
}

/**
 * A registered user with a profile (and no provision) and a verified identity (`{ identity: false }`
 * leaves it out, as a fresh sign-up has none).
 */
export async function createUser(
  opts: { name?: string; lastName?: string; identity?: boolean } & VerifiedOption = {},
): Promise<Account & { name: string }> {
  const account = await signUpAccount("kullanici", { verified: opts.verified });
  const name = opts.name ?? "Deniz";
  await sql(
    `INSERT INTO users (uid, email, name, last_name, phone, city, kvkk_accepted_at, membership_accepted_at) VALUES ($1, $2, $3, $4, '5551112233', 'Ankara', now(), now())`,
    [account.uid, account.email, name, opts.lastName ?? "Aksoy"],
  );
  await acceptConsents(account.uid);
  if (opts.identity !== false) await verifyIdentityFor(account.uid);
  return { ...account, name };
}

export async function createStaff(
  opts: { isSuper?: boolean; roles?: string[]; displayName?: string } & VerifiedOption = {},
): Promise<Account> {
  const account = await signUpAccount("personel", { verified: opts.verified });
  await sql(`INSERT INTO staff (uid, email, display_name, is_super, roles) VALUES ($1, $2, $3, $4, $5)`, [
    account.uid,
    account.email,
    opts.displayName ?? "Elif Personel",
    opts.isSuper ?? false,
    opts.roles ?? [],
  ]);
  return account;
}

/** Signs in through /giris like a user does, and waits for the greeting. */
export async function signIn(page: Page, account: Account, returnUrl?: string): Promise<void> {
  await page.goto(returnUrl ? `/giris?returnUrl=${encodeURIComponent(returnUrl)}` : "/giris");
  await page.getByLabel("E-posta adresi").fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/giris"));
}

/**
 * Fills the /kayit form as a user does, without sending it: name, surname, mobile and city, then (on a new
 * sign-up; a profile completion after Google has no password) the e-mail and the password twice
 * (`passwordAgain` for a mistyped repeat), and ticks the three required consents.
 */
export async function fillRegistration(
  page: Page,
  fields: {
    name: string;
    lastName: string;
    phone: string;
    city: string;
    email?: string;
    password?: string;
    passwordAgain?: string;
  },
): Promise<void> {
  await page.getByLabel("Ad", { exact: true }).fill(fields.name);
  await page.getByLabel("Soyad").fill(fields.lastName);
  await page.getByLabel("Cep telefonu").fill(fields.phone);
  await page.getByLabel("İl").selectOption(fields.city);
  if (fields.email !== undefined && fields.password !== undefined) {
    await page.getByLabel("E-posta adresi").fill(fields.email);
    await page.getByLabel("Şifre", { exact: true }).fill(fields.password);
    await page.getByLabel("Şifre (tekrar)").fill(fields.passwordAgain ?? fields.password);
  }
  for (const consent of [/KVKK Aydınlatma Metni/, /Üyelik Sözleşmesi/, /yurt dışına aktarılmasına açık rıza/])
    await page.getByLabel(consent).check();
}

export async function signInStaff(page: Page, account: Account): Promise<void> {
  await page.goto("/management/login");
  await page.getByLabel("E-posta adresi").fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.waitForURL((url) => url.pathname === "/management");
}

/**
 * A session without the sign-in form, for specs whose subject is what comes after it: the ID token the
 * Auth emulator gives for the password goes into the cookie the form would have set (`bearer_token`, or
 * `management_token` for staff), then the page opens `path`: one page load instead of the form's page, its
 * Firebase sign-in and the page after it (16 s of a 125 s journey on a busy machine, 26 s for staff,
 * where the login page also asks /api/management/me). The browser holds no Firebase session, so a
 * reload keeps the cookie's token (valid an hour) instead of refreshing it: a test that needs the SDK
 * signed in (a password re-entry, an e-mail change, `backdateSignIn`, logout from Firebase) and the
 * specs about signing in (session, security, account-journey) use `signIn`/`signInStaff`.
 */
export async function signInByToken(page: Page, account: Account, path = "/"): Promise<void> {
  await setSessionCookie(page, "bearer_token", account);
  await openWithSession(page, path, "/api/me/current");
}

/** `signInByToken` for the management area: the `management_token` cookie, then `path`. */
export async function signInStaffByToken(page: Page, account: Account, path = "/management"): Promise<void> {
  await setSessionCookie(page, "management_token", account);
  await openWithSession(page, path, "/api/management/me");
}

/**
 * Opens `path` and returns once the page has read its session (`me`, the call the session or management
 * provider makes on load), as `signIn` returns once the form has: on a busy machine that takes seconds,
 * and a following assertion's ten would otherwise be spent on "Yükleniyor…".
 */
async function openWithSession(page: Page, path: string, me: string): Promise<void> {
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === me && response.ok());
  await page.goto(path);
  await session;
}

async function setSessionCookie(page: Page, name: "bearer_token" | "management_token", account: Account) {
  // js-cookie stores `Bearer <token>` URI-encoded: the same bytes, so the app reads it as its own. The
  // address is playwright.config.ts's baseURL.
  const url = process.env.E2E_BASE_URL || "http://localhost:3000";
  const value = encodeURIComponent(`Bearer ${await idToken(account)}`);
  await page.context().addCookies([{ name, value, url }]);
}

/** Stores a cookie choice up front so the banner does not cover what a test clicks. */
export async function dismissCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([
    {
      name: "cookie-consent",
      value: JSON.stringify({ necessary: true, analytics: false, functionality: false, marketing: false }),
      url: baseURL ?? "http://localhost:3000",
    },
  ]);
}

/** An ID token straight from the Auth emulator, for set-up through the real API. */
export async function idToken(account: Account): Promise<string> {
  return (await passwordSignIn(emulator().replace("http://", ""), account)).idToken;
}

/** A page in a fresh Turkish browser context (a phone's when `isMobile`), cookie choice already made. */
export async function newPage(browser: Browser, baseURL: string | undefined, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  await dismissCookies(context, baseURL);
  return context.newPage();
}

/** Where a new signed-in browser opens: whose session, on which path, a phone's or not (see newPage). */
type SignedInPageArgs = [
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  path: string,
  isMobile: boolean,
];

async function pageSignedInWith(
  signInWith: (page: Page, account: Account, path: string) => Promise<void>,
  ...[browser, baseURL, account, path, isMobile]: SignedInPageArgs
): Promise<Page> {
  const page = await newPage(browser, baseURL, isMobile);
  await signInWith(page, account, path);
  return page;
}

/** A new browser (see newPage) with `account` signed in, on `path`. */
export const signedInPage = (...args: SignedInPageArgs) => pageSignedInWith(signInByToken, ...args);

/** `signedInPage` for the management area: staff member `account` signed in, on `path`. */
export const signedInStaffPage = (...args: SignedInPageArgs) => pageSignedInWith(signInStaffByToken, ...args);

/** A second browser beside `like` (its viewport; touch in the mobile project), cookies settled: a colleague's screen. */
export async function pageBeside(browser: Browser, like: Page, baseURL: string | undefined): Promise<Page> {
  const mobile = test.info().project.name === "mobile";
  const context = await browser.newContext({
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    viewport: like.viewportSize() ?? undefined,
    isMobile: mobile,
    hasTouch: mobile,
  });
  await dismissCookies(context, baseURL);
  return context.newPage();
}

/**
 * Moves the account's last sign-in `secondsAgo` into the past in the Auth emulator (admin API;
 * `validSince` with it, or its tokens would count as revoked). The browser's next token refresh
 * (every page load refreshes) then carries that old `auth_time`, as after a long-open session.
 */
export async function backdateSignIn(account: Account, secondsAgo: number): Promise<void> {
  await backdateSignInAt(emulator().replace("http://", ""), PROJECT_ID, account.uid, secondsAgo);
}
