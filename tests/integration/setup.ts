import { afterAll, inject } from "vitest";

const env = inject("env");
process.env.DATABASE_URL = env.DATABASE_URL;
process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
process.env.MOTOBORSA_DATA_DIR = env.MOTOBORSA_DATA_DIR;
process.env.FIREBASE_PROJECT_ID ||= "demo-motoborsa";

afterAll(async () => {
  const { closeDb } = await import("@/lib/server/db");
  await closeDb();
});
