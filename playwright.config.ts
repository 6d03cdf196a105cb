import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from "./scripts/lib/chromium";

// `npm test` starts the stack and a production server and passes its address in E2E_BASE_URL.
const baseURL = process.env.E2E_BASE_URL || "http://localhost:3000";

const chromium = {
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...HEADLESS_CHROMIUM_ARGS, "--disable-quic"],
  },
};

const desktop = { ...devices["Desktop Chrome"], channel: undefined, ...chromium };

/**
 * Specs the mobile project skips because a phone proves nothing the desktop run does not (every other
 * spec checks a screen a buyer uses on a phone: the catalogue, the auction and Hemen Al pages, the bid and
 * buy panels, sign-up and sign-in, /profil and its forms, the sell and transport forms, the shell, the
 * cookie banner, the bell, accessibility at 390 px; management.spec.ts checks the staff screens at 390 px):
 * - staff back-office journeys: management-lists, management-stock, staff-grants, reserve-offer,
 *   dual-control, users-management, provision-requests (staff approval and the amount rule), questions
 *   (staff moderation), title-transfer (staff noter steps), order-forfeit (staff cancellation),
 *   vehicle-identity (the vehicle editor);
 * - server rules the viewport cannot change: security (headers, CSP, injected scripts, API probes), session
 *   (token cookies, returnUrl, the 401 rule), email-verification, account-security (password reset and
 *   e-mail change through the Auth emulator's links), withdrawal-step-up (the re-authentication and the
 *   new-IBAN hold), kvkk (data export and deletion by e-mailed link), consents (the agreement version
 *   rule), identity (the registry check), invoices (the PDF's content), auction-buy-now (the auction ends at
 *   once);
 * - whatsapp-bubble sets its own 390 px viewport, so its desktop run already is the phone run.
 * Measured in a clean-clone run of 2026-11-27: these files' mobile runs took 278 s of the 850 s mobile half.
 */
const DESKTOP_ONLY = [
  "management-lists.spec.ts",
  "management-stock.spec.ts",
  "staff-grants.spec.ts",
  "reserve-offer.spec.ts",
  "dual-control.spec.ts",
  "users-management.spec.ts",
  "provision-requests.spec.ts",
  "questions.spec.ts",
  "title-transfer.spec.ts",
  "order-forfeit.spec.ts",
  "vehicle-identity.spec.ts",
  "security.spec.ts",
  "session.spec.ts",
  "email-verification.spec.ts",
  "account-security.spec.ts",
  "withdrawal-step-up.spec.ts",
  "kvkk.spec.ts",
  "consents.spec.ts",
  "identity.spec.ts",
  "invoices.spec.ts",
  "auction-buy-now.spec.ts",
  "whatsapp-bubble.spec.ts",
];

/**
 * Spec files side by side against the one `next start` (E2E_WORKERS=2; a file's tests stay in order).
 * Every spec makes its own users and data and finds its rows by them; the ones in ALONE assert
 * site-wide figures (a count over every order or vehicle, a list's last page), which another file
 * making rows at that moment would change: with more than one worker they run after the others, alone
 * (one of them by itself: `--no-deps`, else its dependencies run first). One worker by default: two
 * are not yet proven green twice on the shared 2-core machine (DEVELOPING "Slowest tests").
 */
const WORKERS = Number(process.env.E2E_WORKERS) || 1;
const ALONE = WORKERS > 1 ? ["management-lists.spec.ts"] : [];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    // A failed test keeps its trace (actions, network, console; DOM snapshots outside CI). The screencast
    // is off: recording it cost a third of the browser suite's time (six specs, twice each: 145–170 s
    // with it, 111–117 s with snapshots only, 96–107 s with neither or no trace); a failure's screenshot
    // is still taken. CI keeps only the log, so there the snapshots go too; E2E_TRACE=full records all.
    trace:
      process.env.E2E_TRACE === "full"
        ? "retain-on-failure"
        : { mode: "retain-on-failure", screenshots: false, snapshots: !process.env.CI },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", testIgnore: ALONE, use: desktop },
    {
      name: "mobile",
      testIgnore: [...DESKTOP_ONLY, ...ALONE],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, ...chromium },
    },
    ...(ALONE.length ? [{ name: "alone", testMatch: ALONE, dependencies: ["desktop", "mobile"], use: desktop }] : []),
  ],
});
