import { beforeAll, inject } from "vitest";

const env = inject("env");

// Files share one database and run one after another. E-mails queued by earlier files' notifications are
// nobody's to send: left pending, a delivery pass in this file would first send hundreds of them (a minute
// on a slow machine) before its own, and a test waiting for its e-mail would time out behind them.
// A client of its own, not the app's pool: a file that starts a stack of its own points the
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
