import { afterAll, beforeAll, inject } from "vitest";

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

// Files share one database and run one after another. E-mails queued by earlier files' notifications are
// nobody's to send: left pending, a delivery pass in this file would first send hundreds of them (a minute
// on a slow machine) before its own, and a test waiting for its e-mail would time out behind them.
// A client of its own, not the app's pool: files that start a stack of their own (cluster, runner) point the
// app's pool at it later, which a pool opened here would prevent.
beforeAll(async () => {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("UPDATE notifications SET email_state = 'skipped' WHERE email_state = 'pending'");
  } finally {
    await client.end();
  }
});

afterAll(async () => {
  const { closeDb } = await import("@/lib/server/db");
  await closeDb();
});
