import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";

/**
 * The server's one logger: JSON lines on stdout (what Cloud Run, Kubernetes and Vercel collect),
 * with the request id of the API request being served on every line logged while serving it.
 * Never log tokens, cookies or passwords: the redact list below is the safety net, not the plan.
 */

type RequestContext = { requestId: string };

// Next.js loads each API route as its own bundle: keep one store per process, like the db pool.
const store = globalThis as typeof globalThis & {
  __motoborsaRequestContext?: AsyncLocalStorage<RequestContext>;
  __motoborsaLogger?: pino.Logger;
};
const requests = (store.__motoborsaRequestContext ??= new AsyncLocalStorage<RequestContext>());

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
// The start-up check (lib/server/config.ts) refuses a bad LOG_LEVEL; here a bad one must not crash.
const level = LEVELS.includes(process.env.LOG_LEVEL ?? "") ? process.env.LOG_LEVEL! : "info";

const SECRET_KEYS = [
  "authorization",
  "cookie",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "idToken",
  "refreshToken",
  "accessToken",
  "oobCode",
  "apiKey",
  "privateKey",
  // Identity numbers (PRODUCT §3.7) are never logged; these catch one passed by mistake.
  "identityNumber",
  "tcKimlikNo",
  "TCKimlikNo",
  "KimlikNo",
  "numberCiphertext",
];
/** Any of these keys at the top of a logged object, one level down, or in a `headers` object. */
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.headers.${k}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

export const logger: pino.Logger = (store.__motoborsaLogger ??= pino({
  level,
  base: { service: "motoborsa", pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  mixin: () => {
    const context = requests.getStore();
    return context ? { requestId: context.requestId } : {};
  },
}));

/** A caller's own request id is kept when it looks like one (a load balancer's or a client's); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:\/+=-]{7,127}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Runs `fn` with `requestId` on every log line written inside it, however deep. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requests.run({ requestId }, fn);
}
