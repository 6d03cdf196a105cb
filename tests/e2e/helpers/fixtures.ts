import { test as base } from "@playwright/test";
import { dismissCookies } from "@/tests/e2e/helpers/accounts";

/**
 * Playwright's `test` with the cookie choice stored in each test's own browser context before it starts, so the
 * banner never covers what a test clicks. The specs about the banner itself (cookie-consent, a11y, early-clicks)
 * import `test` from @playwright/test and see it.
 */
export const test = base.extend<{ cookieChoiceMade: void }>({
  cookieChoiceMade: [
    async ({ context, baseURL }, provide) => {
      await dismissCookies(context, baseURL);
      await provide();
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
