/**
 * `npm run db:seed`: the demo data (auctions, listings, blog posts, demo profiles and staff rows) into
 * the database at DATABASE_URL, each part only into its own empty tables. The one explicit way to put
 * demo data into a database the runner did not start — a production deployment never seeds by itself.
 * Demo Firebase accounts are created only in an Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
 * Run `npm run db:migrate` first.
 */
import { loadEnvFiles } from "@/scripts/lib/envFiles";

async function main() {
  loadEnvFiles(process.cwd(), "start");
  if (!process.env.DATABASE_URL) {
    console.error("Invalid configuration: DATABASE_URL is required (the database to fill with demo data)");
    process.exit(1);
  }
  const { seedDatabase } = await import("@/lib/server/db/seed");
  const { closeDb } = await import("@/lib/server/db");
  try {
    await seedDatabase((line) => console.log(`[seed] ${line}`));
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(`seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
