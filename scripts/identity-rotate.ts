/**
 * `npm run identity:rotate`: re-seals every identity number under the first key of
 * IDENTITY_ENCRYPTION_KEYS (docs/identity-keys.md). Safe while the app serves; run until it reports 0.
 */
import { loadEnvFiles } from "@/scripts/lib/envFiles";

async function main() {
  loadEnvFiles(process.cwd(), "start");
  const { rotateIdentityKeys } = await import("@/lib/server/identity/service");
  const { closeDb } = await import("@/lib/server/db");
  const moved = await rotateIdentityKeys();
  console.log(`re-sealed ${moved} identity numbers under the current key`);
  await closeDb();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
