import path from "node:path";

/** Local defaults (ARCHITECTURE §1): app 3000, Auth emulator 9099, embedded PostgreSQL 5433, maildev SMTP 1025 / inbox 1080, data in .data/. */
export const localConfig = {
  dataDir: path.resolve(process.env.MOTOBORSA_DATA_DIR || ".data"),
  appPort: Number(process.env.PORT || 3000),
  pgPort: Number(process.env.PG_PORT || 5433),
  authPort: Number(process.env.AUTH_EMULATOR_PORT || 9099),
  /** Unset: 1025 / 1080, or free ports when those are taken (several stacks side by side). */
  smtpPort: process.env.SMTP_PORT ? Number(process.env.SMTP_PORT) : undefined,
  mailWebPort: process.env.MAIL_WEB_PORT ? Number(process.env.MAIL_WEB_PORT) : undefined,
  /** The local population registry (KPS); unset: 8090, or a free port when that is taken. */
  kpsPort: process.env.KPS_PORT ? Number(process.env.KPS_PORT) : undefined,
};

/** Service output for the terminal: PostgreSQL's routine chatter is dropped, problems are kept. */
export function prefixedLog(source: string, line: string) {
  if (source === "postgres" && !/\b(ERROR|FATAL|PANIC|WARNING)\b/.test(line)) return;
  process.stdout.write(`[${source}] ${line}\n`);
}
