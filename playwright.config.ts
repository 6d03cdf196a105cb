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
 * Specs the mobile project skips because a phone proves nothing the desktop run does not: the staff
 * back-office tools (their phone layout is checked by management.spec.ts, which does run on mobile),
 * the e-mail verification flow (server and Auth emulator logic; the phone sign-up form is covered by
 * account-journey and security), and whatsapp-bubble, which sets its own 390 px viewport, so its
 * desktop run already is the phone run. Also staff-only journeys whose screens management.spec.ts checks at
 * 390 px: dual-control (two finance members approving and paying), users-management (staff rights and
 * a suspension; the suspended user's refusal is a server message in the bid panel's alert, whose phone
 * layout bid-panel.spec.ts covers). Every other spec checks layout or branches on isMobile.
 */
const DESKTOP_ONLY = [
  "management-lists.spec.ts",
  "management-stock.spec.ts",
  "staff-grants.spec.ts",
  "email-verification.spec.ts",
  "whatsapp-bubble.spec.ts",
  "reserve-offer.spec.ts",
  "dual-control.spec.ts",
  "users-management.spec.ts",
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
    trace: "retain-on-failure",
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
