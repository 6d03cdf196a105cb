/**
 * In the browser zod must not probe `new Function` for its JIT: the CSP forbids eval and Chrome
 * reports even the caught attempt as a violation on every page that parses a schema. This is
 * z.config({ jitless: true }) without importing zod into the shared bundle: zod keeps its global
 * config on globalThis.__zod_globalConfig and reuses an object already there. The server keeps the JIT.
 */
if (typeof window !== "undefined") {
  const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

export {};
