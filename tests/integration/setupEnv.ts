import { afterAll, inject } from "vitest";

const env = inject("env");
process.env.DATABASE_URL = env.DATABASE_URL;
process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
process.env.MOTOBORSA_DATA_DIR = env.MOTOBORSA_DATA_DIR;
if (env.SMTP_URL) process.env.SMTP_URL = env.SMTP_URL;
if (env.MAIL_INBOX_URL) process.env.MAIL_INBOX_URL = env.MAIL_INBOX_URL;
if (env.KPS_URL) process.env.KPS_URL = env.KPS_URL;
process.env.FIREBASE_PROJECT_ID ||= "demo-motoborsa";
// An access log line per request would bury the test output; requestLog.test.ts reads info lines itself.
process.env.LOG_LEVEL ||= "warn";

afterAll(async () => {
  const { closeDb } = await import("@/lib/server/db");
  await closeDb();
});
