import type { NextApiRequest, NextApiResponse } from "next";
import { z, type ZodType } from "zod";
import type { Permission } from "@/lib/staff/rules";
import { requireAccount, optionalAccount, type AuthAccount } from "@/lib/server/auth";
import { refuseUnverifiedEmail, requireProfile, type UserProfile } from "@/lib/server/accounts/service";
import type { VerifiedEmailAction } from "@/lib/accounts/types";
import { requireStaff, type StaffMember } from "@/lib/server/staff/service";
import { findControlCharacter } from "@/lib/controlChars";
import { jsonTextTooDeep, jsonValueTooDeep } from "@/lib/jsonDepth";
import { AppError } from "@/lib/server/errors";
import { idParam, paging } from "@/lib/server/schemas";
import { readBodyLimited } from "@/lib/server/requestBody";
import { API_ERRORS } from "@/lib/api/labels";
import { acceptsGzip, JsonText } from "@/lib/server/jsonText";
import { logger, requestIdFrom, withRequestId } from "@/lib/server/logger";
import "@/lib/server/zodLocale";

export { JsonText, jsonSharing } from "@/lib/server/jsonText";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** none: public; account: any signed-in Firebase user; user: a registered user; staff: staff, optionally with a permission. */
type AuthRequirement = "none" | "optional" | "account" | "user" | { staff: Permission | "any" };

type AuthContext<A> = A extends "account"
  ? { account: AuthAccount }
  : A extends "optional"
    ? { account: AuthAccount | null }
    : A extends "user"
      ? { account: AuthAccount; user: UserProfile }
      : A extends { staff: unknown }
        ? { staff: StaffMember }
        : object;

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

export type MethodSpec<A extends AuthRequirement, Q extends ZodType | undefined, B extends ZodType | undefined> = {
  auth: A;
  query?: Q;
  body?: B;
  /** HTTP status of a successful answer (201 for creations). */
  status?: number;
  /** Only with a verified e-mail (auth "account" or "user"): otherwise 403 `email_unverified` naming the action. */
  verifiedEmail?: A extends "account" | "user" ? VerifiedEmailAction : never;
  handle: (
    ctx: AuthContext<A> & { query: Infer<Q>; body: Infer<B>; req: NextApiRequest; res: NextApiResponse },
  ) => unknown;
};

// The spec objects differ per method; this keeps each one fully typed at its definition site.
// `handle` takes `any` here: AuthContext<any> would distribute into a union that, used as a contextual
// return type, makes TypeScript infer every method's auth as that union and lose ctx.staff/ctx.user.
type AnySpec = {
  auth: AuthRequirement;
  query?: ZodType;
  body?: ZodType;
  status?: number;
  verifiedEmail?: VerifiedEmailAction;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: no narrower type keeps each method's context
  handle: (ctx: any) => unknown;
};

export function method<
  A extends AuthRequirement,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(spec: MethodSpec<A, Q, B>): MethodSpec<A, Q, B> {
  return spec;
}

type EndpointOptions<A extends AuthRequirement, Q extends ZodType | undefined, B extends ZodType | undefined> = Omit<
  MethodSpec<A, Q, B>,
  "auth" | "handle"
>;

/**
 * method() in one line for the common cases: the auth requirement, the handler, then query/body/status
 * if any. Handlers of the same shape then read as what differs between them, not as the same six lines.
 */
export function endpoint<
  A extends AuthRequirement,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(auth: A, handle: MethodSpec<A, Q, B>["handle"], options: EndpointOptions<A, Q, B> = {}): MethodSpec<A, Q, B> {
  return { auth, handle, ...options };
}

type RecordContext<A, B> = AuthContext<A> & { id: number; body: Infer<B>; req: NextApiRequest; res: NextApiResponse };

/** A method on the one record named by `[id]` in the path (idParam: decimal digits only), which it hands over as `id`. */
export function recordEndpoint<A extends AuthRequirement, B extends ZodType | undefined = undefined>(
  auth: A,
  handle: (ctx: RecordContext<A, B>) => unknown,
  options: Omit<EndpointOptions<A, undefined, B>, "query"> = {},
): MethodSpec<A, typeof idParam, B> {
  return { auth, query: idParam, ...options, handle: (ctx) => handle({ ...ctx, id: ctx.query.id }) };
}

/** A record's action path (`/[id]/offer`): a route of one POST that hands the record id and the body to one service call. */
export function recordAction<A extends AuthRequirement, B extends ZodType | undefined = undefined>(
  auth: A,
  handle: (ctx: RecordContext<A, B>) => unknown,
  body?: B,
) {
  return route({ POST: recordEndpoint(auth, handle, { body }) });
}

/** A user's own collection (`/api/me/…`): GET lists theirs, POST creates one (201) from the body. */
export function userCollection<B extends ZodType>(
  list: (uid: string) => unknown,
  body: B,
  create: (uid: string, body: Infer<B>) => unknown,
) {
  return route({
    GET: endpoint("user", ({ user }) => list(user.uid)),
    POST: endpoint("user", ({ user, body }) => create(user.uid, body), { body, status: 201 }),
  });
}

/** A staff list's GET: its filters plus the shared paging (page, pageSize). */
export function listEndpoint<A extends AuthRequirement, F extends z.ZodRawShape>(
  auth: A,
  filters: F,
  handle: MethodSpec<A, z.ZodObject<F & typeof paging>, undefined>["handle"],
): MethodSpec<A, z.ZodObject<F & typeof paging>, undefined> {
  return { auth, query: z.object({ ...filters, ...paging }), handle };
}

/** The largest JSON body (413 beyond it); raw uploads have their own limit (lib/server/uploads.ts). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Only application/json (any parameters, e.g. charset) is read as JSON. A text/plain or form body is
 * what a page on another site can post without a CORS preflight; reading it as JSON would let any
 * site submit our public forms in a visitor's name.
 */
function isJson(req: NextApiRequest): boolean {
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  return type === "application/json";
}

const tooDeep = () => new AppError("validation", API_ERRORS.tooDeep, { _: API_ERRORS.tooDeep });

/**
 * The body, bounded before anything walks it: at most MAX_BODY_BYTES (413) and MAX_JSON_DEPTH levels
 * (422, counted on the text before JSON.parse), so no check, schema or log line after this meets a
 * body that could exhaust the stack.
 */
async function readJsonBody(req: NextApiRequest): Promise<unknown> {
  if (req.body !== undefined && typeof req.body !== "string") {
    if (!isJson(req)) throw new AppError("unsupported_media_type", API_ERRORS.notJson);
    if (jsonValueTooDeep(req.body)) throw tooDeep();
    return req.body;
  }
  const text =
    typeof req.body === "string"
      ? req.body
      : (
          await readBodyLimited(
            req,
            MAX_BODY_BYTES,
            () => new AppError("payload_too_large", API_ERRORS.payloadTooLarge),
          )
        ).toString("utf8");
  if (!text.trim()) return undefined;
  if (!isJson(req)) throw new AppError("unsupported_media_type", API_ERRORS.notJson);
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("payload_too_large", API_ERRORS.payloadTooLarge);
  if (jsonTextTooDeep(text)) throw tooDeep();
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", API_ERRORS.invalidJson);
  }
}

function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    // A body or query of the wrong kind altogether (an array, a number): zod's own text is half English.
    const message = key === "_" && issue.code === "invalid_type" ? API_ERRORS.notAnObject : issue.message;
    fields[key] ??= message;
  }
  const first = Object.values(fields)[0] ?? API_ERRORS.validation;
  return new AppError("validation", first, fields);
}

/** Every string of the query and the body, refused once here instead of per field (see lib/controlChars.ts). */
function refuseControlCharacters(value: unknown) {
  const path = findControlCharacter(value);
  if (path !== null)
    throw new AppError("validation", API_ERRORS.controlCharacter, { [path]: API_ERRORS.controlCharacter });
}

function parse<S extends ZodType | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data as Infer<S>;
}

async function authenticate(requirement: AuthRequirement, req: NextApiRequest): Promise<object> {
  if (requirement === "none") return {};
  if (requirement === "optional") return { account: await optionalAccount(req) };
  if (requirement === "account") return { account: await requireAccount(req) };
  if (requirement === "user") {
    const { account, profile } = await requireProfile(req);
    return { account, user: profile };
  }
  const permission = requirement.staff === "any" ? undefined : requirement.staff;
  return { staff: await requireStaff(req, permission) };
}

function sendError(res: NextApiResponse, error: unknown, requestId: string) {
  if (error instanceof AppError) {
    res
      .status(error.status)
      .json({ error: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    return;
  }
  logger.error({ err: error }, "unexpected error");
  // The id lets support find this request's log lines from what the user reports.
  res.status(500).json({ error: API_ERRORS.internal, code: "internal", requestId });
}

/** The path without its query: a query may carry codes (oobCode) that do not belong in logs. */
function pathOf(req: NextApiRequest): string {
  return (req.url ?? "").split("?")[0];
}

/**
 * The one wrapper every API handler uses: a request id (X-Request-Id, on the answer and on every log
 * line written while serving it), method routing (405), authentication and permissions (401/403), zod
 * validation of query and body (422, Turkish field messages), error mapping and one access log line.
 */
export function route(methods: Partial<Record<Method, AnySpec>>) {
  const handler = tracked((req, res, requestId) => serve(methods, req, res, requestId));
  return Object.assign(handler, { routeMethods: describeMethods(methods) });
}

/** What each method of a route() handler requires, for tests that sweep every route (no secrets: auth kind and whether a JSON body is read). */
export type RouteMethods = Partial<Record<Method, { auth: AuthRequirement; jsonBody: boolean }>>;

function describeMethods(methods: Partial<Record<Method, AnySpec>>): RouteMethods {
  return Object.fromEntries(
    Object.entries(methods).map(([name, spec]) => [name, { auth: spec.auth, jsonBody: spec.body !== undefined }]),
  );
}

/**
 * The request id and access log line alone, for the few handlers that cannot be a route() (the
 * /api catch-all, raw file answers). Every API answer carries X-Request-Id.
 */
export function tracked(handler: (req: NextApiRequest, res: NextApiResponse, requestId: string) => unknown) {
  return async function trackedHandler(req: NextApiRequest, res: NextApiResponse) {
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    try {
      await withRequestId(requestId, () => handler(req, res, requestId));
    } catch (error) {
      logger.error({ err: error, requestId }, "unexpected error");
      if (!res.headersSent) res.status(500).json({ error: API_ERRORS.internal, code: "internal", requestId });
    }
    const status = res.statusCode;
    const line = {
      method: req.method,
      path: pathOf(req),
      status,
      ms: Math.round(performance.now() - started),
      requestId,
    };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}

async function serve(
  methods: Partial<Record<Method, AnySpec>>,
  req: NextApiRequest,
  res: NextApiResponse,
  requestId: string,
) {
  const spec = methods[(req.method ?? "GET").toUpperCase() as Method];
  res.setHeader("Cache-Control", "no-store");
  try {
    if (!spec) {
      res.setHeader("Allow", Object.keys(methods).join(", "));
      throw new AppError("method_not_allowed", API_ERRORS.methodNotAllowed);
    }
    const auth = await authenticate(spec.auth, req);
    if (spec.verifiedEmail) refuseUnverifiedEmail((auth as { account: AuthAccount }).account, spec.verifiedEmail);
    refuseControlCharacters(req.query);
    const query = parse(spec.query, req.query);
    const rawBody = spec.body ? await readJsonBody(req) : undefined;
    refuseControlCharacters(rawBody);
    const body = parse(spec.body, rawBody ?? {});
    const result = await spec.handle({ ...auth, query, body, req, res });
    if (res.headersSent) return;
    // A status the handler set itself (health's 503) is its answer; only the untouched 200 is ours to choose.
    const own = res.statusCode !== 200 ? res.statusCode : null;
    if (result instanceof JsonText) {
      res.status(own ?? spec.status ?? 200);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Vary", "Accept-Encoding");
      // Compressed here, its shared part once per batch; Next.js's compression leaves an encoded answer alone.
      const body = acceptsGzip(req.headers["accept-encoding"]) ? result.gzip() : null;
      if (body) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body ? body.length : Buffer.byteLength(result.text));
      res.end(body ?? result.text);
    } else if (result === undefined) res.status(own ?? 204).end();
    else res.status(own ?? spec.status ?? 200).json(result);
  } catch (error) {
    if (!res.headersSent) sendError(res, error, requestId);
    else logger.error({ err: error }, "error after the answer started");
  }
}
