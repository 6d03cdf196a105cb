import { loadEnvConfig } from "@next/env";

/**
 * Loads the project's .env files the way Next.js itself does (`@next/env`: .env.local, .env.<mode>,
 * .env; the real environment wins; `KEY=value # comment` is the value). The runner and scripts call
 * this before reading the configuration, so they see what `next dev` / `next start` will see.
 */
export function loadEnvFiles(dir: string, mode: "dev" | "start"): void {
  loadEnvConfig(dir, mode === "dev", { info: () => undefined, error: console.error }, true);
}
