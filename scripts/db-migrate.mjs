#!/usr/bin/env node
// `npm run db:migrate`: the release step of a production deployment (README, "Deploying"). Runs with
// the production dependencies only; several deploys may run it at once (advisory lock).
import nextEnv from "@next/env";
import { runMigrations } from "../lib/server/db/migrate.mjs";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
const url = process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL;
if (!url) {
  console.error(
    "Invalid configuration: DATABASE_URL is required (or DATABASE_DIRECT_URL, the unpooled address migrations use)",
  );
  process.exit(1);
}
const started = Date.now();
try {
  await runMigrations(url);
  console.log(`migrations applied in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
