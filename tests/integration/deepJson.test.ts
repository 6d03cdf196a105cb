import fs from "node:fs";
import path from "node:path";
import type { NextApiHandler } from "next";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteMethods } from "@/lib/server/api";
import { API_ERRORS } from "@/lib/api/labels";
import { MAX_JSON_DEPTH } from "@/lib/jsonDepth";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

/**
 * Issue 21 item 6: every JSON endpoint, found by walking pages/api (a new route is covered without
 * editing this file), answers a body nested too deeply with the Turkish 422 and an oversized one
 * with 413 — before the fix, 100 000 nested arrays overflowed the control-character walk (500).
 */
const API_DIR = path.resolve("pages/api");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Syntactically valid values for the path's dynamic segments, so the query schema lets the body through. */
const PARAM_VALUES: Record<string, string> = { id: "1", uid: "nobody-uid", kind: "auction", name: "x.webp" };

function paramsOf(file: string): Record<string, string> {
  const names = [...path.relative(API_DIR, file).matchAll(/\[([a-z]+)\]/gi)].map((m) => m[1]);
  return Object.fromEntries(names.map((name) => [name, PARAM_VALUES[name] ?? "1"]));
}

type Target = {
  name: string;
  method: string;
  auth: unknown;
  params: Record<string, string>;
  call: ReturnType<typeof serveHandler>;
};

const targets: Target[] = [];
for (const file of routeFiles(API_DIR)) {
  const mod = (await import(file)) as { default: NextApiHandler & { routeMethods?: RouteMethods } };
  const methods = mod.default.routeMethods;
  if (!methods) continue;
  const call = serveHandler(mod.default);
  for (const [method, spec] of Object.entries(methods)) {
    if (spec?.jsonBody)
      targets.push({
        name: `${method} /api/${path.relative(API_DIR, file).replace(/\.ts$/, "")}`,
        method,
        auth: spec.auth,
        params: paramsOf(file),
        call,
      });
  }
}

let userToken = "";
let staffToken = "";
beforeAll(async () => {
  userToken = (await registeredUser()).token;
  staffToken = (await staffAccount({ isSuper: true })).token;
});

function tokenFor(auth: unknown): string | undefined {
  if (auth === "none" || auth === "optional") return undefined;
  if (auth === "account" || auth === "user") return userToken;
  return staffToken;
}

/** Sends `rawBody` as JSON to the target with the token its `auth` needs. */
const send = (target: Target, rawBody: string) =>
  target.call({
    method: target.method,
    token: tokenFor(target.auth),
    params: target.params,
    rawBody,
    headers: { "Content-Type": "application/json" },
  });

const ISSUE_BODY = "[".repeat(100_000) + "]".repeat(100_000);
const JUST_TOO_DEEP = JSON.stringify({ details: JSON.parse("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)) });

describe("deeply nested or oversized JSON bodies on every JSON endpoint", () => {
  it("finds the JSON routes", () => {
    // The sweep must not silently cover nothing (issue 21 counted 26 endpoints answering 500).
    expect(targets.length).toBeGreaterThanOrEqual(26);
  });

  it.each(targets.map((t) => [t.name, t] as const))(
    "%s: the issue's 200 KB [[[…]]] and a body one level too deep → 422 in Turkish",
    async (_name, target) => {
      for (const rawBody of [ISSUE_BODY, JUST_TOO_DEEP]) {
        const response = await send(target, rawBody);
        expect(response.status, JSON.stringify(response.body)).toBe(422);
        expect(response.body).toMatchObject({ code: "validation", error: API_ERRORS.tooDeep });
      }
    },
  );

  it.each(targets.map((t) => [t.name, t] as const))("%s: a body over 1 MB → 413", async (_name, target) => {
    const rawBody = JSON.stringify({ text: "a".repeat(1024 * 1024) });
    const response = await send(target, rawBody);
    expect(response.status, JSON.stringify(response.body)).toBe(413);
    expect(response.body).toMatchObject({ code: "payload_too_large", error: API_ERRORS.payloadTooLarge });
  });
});
