import { z } from "zod";

/**
 * The one description of MotoBorsa's environment, server and public (NEXT_PUBLIC_*) values alike.
 *
 * Two ways to run (README): the embedded demo (`npm run dev`, `npm run build && npm start`, tests)
 * sets MOTOBORSA_LOCAL_DEMO=1 and may leave everything out (demo Firebase project, Auth emulator,
 * fixed salt); a production deployment (`next build` / `next start` without that flag) must name
 * its Firebase project, salt, proxy hops, bucket and database, and a missing or malformed value
 * stops the build or the start with one line naming the variable (`configProblem`).
 */

export const DEMO_PROJECT_ID = "demo-motoborsa";
const DEMO_IP_SALT = "motoborsa-ip-salt";
/** The public registry's services (PRODUCT §3.7); the demo runner points KPS_URL at its local one. */
export const KPS_PUBLIC_URL = "https://tckimlik.nvi.gov.tr/Service";
// Public demo keys: a production start refuses to run without its own (see the schema).
const DEMO_IDENTITY_KEYS = "demo:bW90b2JvcnNhLWRlbW8taWRlbnRpdHkta2V5LTMyYnk=";
const DEMO_IDENTITY_LOOKUP_SECRET = "motoborsa-demo-identity-lookup";
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/;

/** Which checks apply: `build` needs the browser's values (inlined then), `start` the server's. */
export type ConfigPhase = "build" | "start" | "runtime";

export type ConfigOptions = {
  phase?: ConfigPhase;
  /** The demo runner checks before it has started (and so before it knows) its database. */
  databaseProvided?: boolean;
};

/**
 * The browser's values. Written out one by one: Next.js inlines each literal
 * `process.env.NEXT_PUBLIC_…` at build time, also in server bundles, so `next start` checks what
 * the build baked in, not what its own environment happens to hold.
 */
export function publicEnv(): Record<string, string | undefined> {
  return {
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
    NEXT_PUBLIC_FIREBASE_DATABASE_URL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
    NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
    NEXT_PUBLIC_NOTIFICATION_API_URL: process.env.NEXT_PUBLIC_NOTIFICATION_API_URL,
    NEXT_PUBLIC_WEB_URL: process.env.NEXT_PUBLIC_WEB_URL,
  };
}

// `KEY=` in a .env file is an empty string: treat it as not set, like a missing line.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
const text = () => optional(z.string().trim());
const httpUrl = () => optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }));
// Not z.url(): a socket address (Cloud SQL: postgres://user:pw@/db?host=/cloudsql/…) has no host.
const postgresUrl = () =>
  optional(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S*$/, "must be a postgres:// URL"),
  );
const wholeNumber = (min: number, max: number) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`),
  );
const hostPort = () =>
  optional(
    z
      .string()
      .trim()
      .regex(/^[\w.-]+(:\d+)?$|^\[[\d:]+\](:\d+)?$/, "must be host:port"),
  );

const keyBytes = (entry: string) => Buffer.from(entry.trim().split(":")[1] ?? "", "base64").length;

const shape = {
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  /** Set by the embedded demo's commands (package.json, scripts/run.ts, scripts/test.ts). */
  MOTOBORSA_LOCAL_DEMO: optional(z.enum(["0", "1"], { error: "must be 1 or unset" })),

  DATABASE_URL: postgresUrl(),
  /** Unpooled address for LISTEN and migrations (PgBouncer / Neon pooler drop LISTEN); defaults to DATABASE_URL. */
  DATABASE_DIRECT_URL: postgresUrl(),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),

  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{4,29}$/, "must be a Firebase project id (lower-case letters, digits, dashes)"),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort(),
  /** Cloud Storage for Firebase bucket of uploads in production; defaults to the web config's bucket. */
  FIREBASE_STORAGE_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, "must be a bucket name, e.g. motoborsa.firebasestorage.app"),
  ),
  /** A local Cloud Storage emulator / fake server (tests). */
  STORAGE_EMULATOR_HOST: text(),
  GOOGLE_APPLICATION_CREDENTIALS: text(),

  IP_HASH_SALT: optional(z.string().min(16, "must be at least 16 characters (a long random string)")),
  TRUST_PROXY_HOPS: wholeNumber(0, 10),
  CONTACT_RATE_LIMIT: wholeNumber(1, 10_000),
  CONTACT_RATE_WINDOW_MINUTES: wholeNumber(1, 60 * 24 * 365 * 100),
  /** Open live streams one instance serves at most (lib/server/streamLimits.ts; default there). */
  LIVE_STREAMS_PER_INSTANCE: wholeNumber(1, 1_000_000),

  /** Outgoing e-mail (notifications): smtp://user:pass@host:587 or smtps://…:465. Unset: e-mail waits in the outbox. */
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL"),
  ),
  /** The From of notification e-mails, e.g. "MotoBorsa <bildirim@motoborsa.com.tr>". */
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, "must be an address or Name <address>"),
  ),
  /** Signs the unsubscribe links in e-mails; defaults to a key derived from IP_HASH_SALT. */
  UNSUBSCRIBE_SECRET: optional(z.string().min(16, "must be at least 16 characters (a long random string)")),

  /** Base address of the population registry's KPSPublic services (…/KPSPublic.asmx, …/KPSPublicYabanciDogrula.asmx). */
  KPS_URL: httpUrl(),
  /** Milliseconds one registry call may take before it counts as down (default 5000). */
  KPS_TIMEOUT_MS: wholeNumber(50, 60_000),
  /**
   * Keys of the identity numbers at rest (AES-256-GCM): `id:base64-of-32-bytes`, comma-separated,
   * the first one encrypts, the others only decrypt (rotation: docs/identity-keys.md).
   */
  IDENTITY_ENCRYPTION_KEYS: optional(
    z
      .string()
      .trim()
      .refine(
        (value) =>
          value
            .split(",")
            .every((entry) => /^[A-Za-z0-9._-]{1,32}:[A-Za-z0-9+/=]+$/.test(entry.trim()) && keyBytes(entry) === 32),
        "must be id:base64 entries (32-byte keys), comma-separated, the current key first",
      ),
  ),
  /** The HMAC secret of the identity numbers' lookup hash ("one identity, one account"); never rotated in place. */
  IDENTITY_LOOKUP_SECRET: optional(z.string().min(16, "must be at least 16 characters (a long random string)")),
  /**
   * A GİB e-Arşiv integrator's HTTP API (docs/invoices.md). Unset: invoices stay in the embedded PDF
   * archive (the demo). Set: the integrator adapter reports each invoice and serves its PDF.
   */
  GIB_INTEGRATOR_URL: httpUrl(),
  /** The integrator's API token (Bearer), required with GIB_INTEGRATOR_URL. */
  GIB_INTEGRATOR_TOKEN: text(),

  MOTOBORSA_DATA_DIR: text(),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),

  NEXT_PUBLIC_FIREBASE_API_KEY: text(),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: text(),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{4,29}$/, "must be a Firebase project id"),
  ),
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: text(),
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: optional(z.string().trim().regex(/^\d+$/, "must be digits")),
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: text(),
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: httpUrl(),
  NEXT_PUBLIC_FIREBASE_APP_ID: text(),
  NEXT_PUBLIC_SITE_URL: httpUrl(),
  NEXT_PUBLIC_API_URL: httpUrl(),
  NEXT_PUBLIC_NOTIFICATION_API_URL: httpUrl(),
  NEXT_PUBLIC_WEB_URL: httpUrl(),
};

/** Browser values a production build cannot do without (PRODUCT §3.1's web configuration). */
const REQUIRED_PUBLIC = [
  "NEXT_PUBLIC_FIREBASE_API_KEY",
  "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN",
  "NEXT_PUBLIC_FIREBASE_PROJECT_ID",
  "NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET",
  "NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID",
  "NEXT_PUBLIC_FIREBASE_APP_ID",
] as const;

function configSchema({ phase = "runtime", databaseProvided = false }: ConfigOptions) {
  return z
    .object(shape)
    .superRefine((env, ctx) => {
      const production = env.NODE_ENV === "production";
      const demo = env.MOTOBORSA_LOCAL_DEMO === "1";
      const need = (key: keyof typeof shape, why: string) => {
        if (env[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: `is required ${why}` });
      };
      const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
      // firebase-admin accepts unsigned tokens whenever this is set: in production that lets anyone
      // sign in as anyone. Only the demo's own loopback emulator is allowed.
      if (production && emulator && !(demo && LOOPBACK_HOST.test(emulator))) {
        ctx.addIssue({
          code: "custom",
          path: ["FIREBASE_AUTH_EMULATOR_HOST"],
          message: `=${emulator} is refused with NODE_ENV=production: the Auth emulator issues unsigned tokens; unset it and configure a real Firebase project`,
        });
      }
      if (!production || demo) return;
      const why = "in production (set MOTOBORSA_LOCAL_DEMO=1 only for the local demo)";
      // Every absolute address we hand out (e-mail and unsubscribe links, sitemap.xml, robots.txt,
      // canonical and share URLs) is built from it, never from the request's Host/X-Forwarded-Host.
      const siteUrlWhy = "in production (the public https:// address in e-mail links, sitemap.xml and canonical URLs)";
      if (phase === "build") {
        for (const key of REQUIRED_PUBLIC) need(key, `at build time in production (the browser's Firebase config)`);
        need("NEXT_PUBLIC_SITE_URL", `at build time ${siteUrlWhy}`);
        if (env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.startsWith("demo-")) {
          ctx.addIssue({
            code: "custom",
            path: ["NEXT_PUBLIC_FIREBASE_PROJECT_ID"],
            message: "names a demo-* project, which exists only in the Auth emulator",
          });
        }
        return;
      }
      if (phase !== "start") return;
      if (!databaseProvided) need("DATABASE_URL", why);
      need("NEXT_PUBLIC_SITE_URL", siteUrlWhy);
      need("IP_HASH_SALT", why);
      need("TRUST_PROXY_HOPS", `${why}: 0 when clients connect directly, 1 behind one load balancer`);
      const projectId = env.FIREBASE_PROJECT_ID ?? env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
      if (!projectId) need("FIREBASE_PROJECT_ID", why);
      else if (projectId.startsWith("demo-")) {
        ctx.addIssue({
          code: "custom",
          path: [env.FIREBASE_PROJECT_ID ? "FIREBASE_PROJECT_ID" : "NEXT_PUBLIC_FIREBASE_PROJECT_ID"],
          message: "names a demo-* project, which exists only in the Auth emulator",
        });
      }
      if (!env.FIREBASE_STORAGE_BUCKET && !env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET)
        need("FIREBASE_STORAGE_BUCKET", `${why} (uploads go to Cloud Storage)`);
      need("IDENTITY_ENCRYPTION_KEYS", `${why} (identity numbers are encrypted at rest)`);
      need("IDENTITY_LOOKUP_SECRET", why);
      if (env.IDENTITY_ENCRYPTION_KEYS?.includes(DEMO_IDENTITY_KEYS.split(":")[1]))
        ctx.addIssue({
          code: "custom",
          path: ["IDENTITY_ENCRYPTION_KEYS"],
          message: "holds the public demo key; generate one with `openssl rand -base64 32`",
        });
      if (env.IP_HASH_SALT === DEMO_IP_SALT)
        ctx.addIssue({
          code: "custom",
          path: ["IP_HASH_SALT"],
          message: "is the public demo salt; use a long random string",
        });
    })
    .transform((env) => ({
      ...env,
      production: env.NODE_ENV === "production" && env.MOTOBORSA_LOCAL_DEMO !== "1",
      DATABASE_DIRECT_URL: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
      DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE ?? 10,
      FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID,
      FIREBASE_STORAGE_BUCKET: env.FIREBASE_STORAGE_BUCKET ?? env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
      IP_HASH_SALT: env.IP_HASH_SALT ?? DEMO_IP_SALT,
      TRUST_PROXY_HOPS: env.TRUST_PROXY_HOPS ?? 0,
      CONTACT_RATE_LIMIT: env.CONTACT_RATE_LIMIT ?? 5,
      CONTACT_RATE_WINDOW_MINUTES: env.CONTACT_RATE_WINDOW_MINUTES ?? 60,
      MOTOBORSA_DATA_DIR: env.MOTOBORSA_DATA_DIR ?? ".data",
      MAIL_FROM: env.MAIL_FROM ?? "MotoBorsa <bildirim@motoborsa.com.tr>",
      LOG_LEVEL: env.LOG_LEVEL ?? "info",
      KPS_URL: (env.KPS_URL ?? KPS_PUBLIC_URL).replace(/\/+$/, ""),
      KPS_TIMEOUT_MS: env.KPS_TIMEOUT_MS ?? 5000,
      IDENTITY_ENCRYPTION_KEYS: env.IDENTITY_ENCRYPTION_KEYS ?? DEMO_IDENTITY_KEYS,
      IDENTITY_LOOKUP_SECRET: env.IDENTITY_LOOKUP_SECRET ?? DEMO_IDENTITY_LOOKUP_SECRET,
    }));
}

export type AppConfig = z.output<ReturnType<typeof configSchema>>;

/** One line naming every bad variable, e.g. "Invalid configuration: IP_HASH_SALT is required in production; …". */
function describe(error: z.ZodError): string {
  const parts = error.issues.map((issue) => {
    const key = String(issue.path[0] ?? "environment");
    const message =
      issue.code === "invalid_value" ||
      issue.code === "invalid_format" ||
      issue.code === "custom" ||
      issue.code === "too_small"
        ? issue.message
        : `is invalid (${issue.message})`;
    return `${key}${message.startsWith("=") ? "" : " "}${message}`;
  });
  return `Invalid configuration: ${parts.join("; ")}`;
}

export class ConfigError extends Error {}

// Building the zod schema costs milliseconds: once per set of options.
const schemas = new Map<string, ReturnType<typeof configSchema>>();

export function parseConfig(env: Record<string, string | undefined>, options: ConfigOptions = {}): AppConfig {
  const key = `${options.phase ?? "runtime"}:${options.databaseProvided ?? false}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = configSchema(options)));
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(describe(result.error));
  return result.data;
}

/** The one-line problem with this environment, or null. */
export function configProblem(env: Record<string, string | undefined>, options: ConfigOptions = {}): string | null {
  try {
    parseConfig(env, options);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

const KEYS = Object.keys(shape);
let cached: { signature: string; config: AppConfig } | null = null;

/**
 * The current configuration. Parsed again whenever one of its variables changed (tests and the demo
 * runner change process.env while a process runs); otherwise the last result, since it sits on
 * request paths (token checks, the contact limit).
 */
export function config(): AppConfig {
  // Only this schema's variables, read one by one: copying all of process.env costs more than a parse.
  const inlined = publicEnv();
  const signature = KEYS.map((k) => inlined[k] ?? process.env[k] ?? "\u0000").join("\u0001");
  if (cached?.signature !== signature) cached = { signature, config: parseConfig(currentEnv()) };
  return cached.config;
}

/** process.env with the build's inlined NEXT_PUBLIC_* values on top (see publicEnv). */
export function currentEnv(): Record<string, string | undefined> {
  const inlined = Object.entries(publicEnv()).filter((e): e is [string, string] => e[1] !== undefined);
  return { ...process.env, ...Object.fromEntries(inlined) };
}

/** The project whose ID tokens the server accepts. */
export function firebaseProjectId(): string {
  return config().FIREBASE_PROJECT_ID;
}

/** firebase-admin must never run against an emulator in production (see the schema). */
export function assertSafeEnvironment(): void {
  config();
}
