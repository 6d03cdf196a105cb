import { vi } from "vitest";

/**
 * A next/router stand-in for component tests: `push` resolves, `events` accept listeners. Build it in
 * `vi.hoisted` (the mock factory runs before the test's imports) and hand it to `nextRouterModule`:
 *
 *   const router = await vi.hoisted(async () => (await import("@/tests/unit/helpers/router")).routerMock());
 *   vi.mock("next/router", async () => (await import("@/tests/unit/helpers/router")).nextRouterModule(router));
 */
export function routerMock(over: { asPath?: string; pathname?: string; isReady?: boolean; query?: object } = {}) {
  return {
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(),
    asPath: "/",
    pathname: "/",
    events: { on: vi.fn(), off: vi.fn() },
    ...over,
  };
}

/** The next/router module around a routerMock: the hook and the default export's `push`. */
export function nextRouterModule(router: ReturnType<typeof routerMock>) {
  return { useRouter: () => router, default: { router: {}, push: router.push } };
}
