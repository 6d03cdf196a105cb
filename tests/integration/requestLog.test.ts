import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { method, route, tracked } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import healthLive from "@/pages/api/health/live";
import unknownApiRoute from "@/pages/api/[...path]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { signUp } from "@/tests/integration/helpers/identity";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The JSON lines the process logger writes while a test runs (its real stream, only listened to). */
let lines: Array<Record<string, unknown>>;
let raw: string[];
let savedLevel: string;
beforeEach(() => {
  // The suite runs at LOG_LEVEL=warn (tests/integration/setup.ts); these tests read the info lines.
  savedLevel = logger.level;
  logger.level = "info";
  lines = [];
  raw = [];
  const stream = (logger as unknown as Record<symbol, { write: (s: string) => unknown }>)[pino.symbols.streamSym];
  const write = stream.write.bind(stream);
  vi.spyOn(stream, "write").mockImplementation((chunk: string) => {
    raw.push(chunk);
    lines.push(JSON.parse(chunk));
    return write(chunk);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  logger.level = savedLevel;
});

const call = serveHandler(
  route({
    GET: method({
      auth: "none",
      query: z.object({ fail: z.enum(["expected", "unexpected"]).optional() }),
      handle: async ({ query }) => {
        logger.info({ step: "inside" }, "working on it");
        await new Promise((resolve) => setImmediate(resolve));
        logger.info({ step: "after await" }, "still working");
        if (query.fail === "expected") throw new AppError("conflict", "Beklenen bir hata.");
        if (query.fail === "unexpected") throw new Error("database exploded");
        return { ok: true };
      },
    }),
    POST: method({
      auth: "account",
      body: z.object({ password: z.string() }),
      handle: ({ req, body }) => {
        // A careless log of everything the request carried.
        logger.warn({ headers: req.headers, body }, "careless");
        return { ok: true };
      },
    }),
  }),
);

describe("request ids and logs", () => {
  it("gives every API answer an X-Request-Id and puts it on each log line of that request", async () => {
    const res = await call({ query: {} });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    const mine = lines.filter((l) => l.requestId === id);
    expect(mine.map((l) => l.msg)).toEqual(["working on it", "still working", "request"]);
    expect(mine.at(-1)).toMatchObject({ level: "info", method: "GET", path: "/api", status: 200 });
  });

  it("keeps a sane incoming request id and replaces anything else", async () => {
    const kept = await call({ headers: { "X-Request-Id": "lb-7f3a9c2e-0001" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c2e-0001");
    expect(lines.filter((l) => l.requestId === "lb-7f3a9c2e-0001")).toHaveLength(3);
    for (const bad of ["x", "a".repeat(200), "<script>alert(1)</script>", "id with spaces"]) {
      const replaced = await call({ headers: { "X-Request-Id": bad } });
      expect(replaced.headers.get("x-request-id"), bad).toMatch(UUID);
    }
  });

  it("logs an unexpected error once at error level with the id the 500 answer names", async () => {
    const res = await call({ query: { fail: "unexpected" } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: "internal", requestId: res.headers.get("x-request-id") });
    const errors = lines.filter((l) => l.requestId === res.body.requestId && l.level === "error");
    expect(errors.map((l) => l.msg)).toEqual(["unexpected error", "request"]);
    expect((errors[0].err as { message: string }).message).toBe("database exploded");
    const expected = await call({ query: { fail: "expected" } });
    expect(expected.status).toBe(409);
    expect(lines.filter((l) => l.requestId === expected.headers.get("x-request-id") && l.level === "error")).toEqual(
      [],
    );
  });

  it("never writes a bearer token, a cookie or a password into the log", async () => {
    const account = await signUp("log");
    const res = await call.post(account.token, {
      headers: { Cookie: `bearer_token=${account.token}` },
      body: { password: "Gizli-Parola-123" },
    });
    expect(res.status).toBe(200);
    const text = raw.join("");
    expect(text).toContain("careless");
    expect(text).not.toContain(account.token);
    expect(text).not.toContain("Gizli-Parola-123");
    expect(lines.find((l) => l.msg === "careless")).toMatchObject({
      headers: { authorization: "[redacted]", cookie: "[redacted]" },
      body: { password: "[redacted]" },
    });
  });

  it("gives the /api catch-all and other non-route() handlers a request id too", async () => {
    const unknown = serveHandler(unknownApiRoute);
    const res = await unknown({ method: "DELETE" });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toMatch(UUID);
    const failing = serveHandler(
      tracked(() => {
        throw new Error("boom");
      }),
    );
    const failed = await failing();
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: "internal", requestId: failed.headers.get("x-request-id") });
  });
});

describe("liveness", () => {
  it("answers without touching the database", async () => {
    const saved = process.env.DATABASE_URL;
    // Nothing listens there: a liveness check that queried the database would fail or hang.
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/none";
    try {
      const live = serveHandler(healthLive);
      const res = await live();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "ok" });
      expect(res.headers.get("x-request-id")).toMatch(UUID);
    } finally {
      process.env.DATABASE_URL = saved;
    }
  });
});
