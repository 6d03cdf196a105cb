import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import type { ApiResponse, serveHandler } from "@/tests/integration/helpers/http";
import { duringSuspension } from "@/tests/integration/helpers/suspension";
import { registeredUser, type TestAccount } from "@/tests/integration/helpers/identity";

/**
 * What the Borsa'da Sat and Nakliye suites share: reading a request's row and audit trail, driving
 * a request through the real endpoints, and the lifecycle checks both flows must pass.
 */

type Call = ReturnType<typeof serveHandler>;
type OwnerAnswer = "accept" | "decline" | "withdraw";
type Table = typeof schema.sellRequests | typeof schema.transportRequests;

/** A request's row, the owner's request count and the request's audit rows, in order. */
export function requestRecords<T extends Table>(table: T, targetType: "sell_request" | "transport_request") {
  const sellTable = table as typeof schema.sellRequests;
  return {
    row: async (id: number): Promise<T["$inferSelect"]> =>
      (await getDb().select().from(sellTable).where(eq(sellTable.id, id)))[0],
    requestsOf: async (uid: string) =>
      (await getDb().select({ n: count() }).from(sellTable).where(eq(sellTable.uid, uid)))[0].n,
    auditOf: async (id: number) =>
      getDb()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, String(id))))
        .orderBy(schema.auditLog.id),
  };
}

/** POSTs one step on request `id` and expects it to succeed. */
export const stepOn = (id: number) => async (call: Call, token: string, body?: unknown) => {
  const response = await call.post(token, { params: { id }, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/** A request flow as its suite drives it: into a state, its row and audit trail, and staff's token. */
export type Flow<R = unknown> = {
  requestIn: (owner: TestAccount, state: string) => Promise<number>;
  row: (id: number) => Promise<R>;
  auditOf: (id: number) => Promise<unknown[]>;
  staffToken: () => string;
};

/**
 * Every action the flow does not allow from each state answers 409 in Turkish and changes nothing:
 * staff's steps (with a valid body) and the owner's answers.
 */
export function refusesIllegalTransitions(
  flow: Flow,
  /** Every state of the flow, with the actions allowed from it. */
  allowed: Record<string, string[]>,
  actions: { staff: Record<string, { call: Call; body?: () => unknown }>; owner: Record<OwnerAnswer, Call> },
) {
  const specs = [
    ...Object.entries(actions.staff).map(([action, { call, body }]) => ({ action, call, staff: true, body })),
    ...Object.entries(actions.owner).map(([action, call]) => ({ action, call, staff: false, body: undefined })),
  ];
  it.each(Object.keys(allowed))("from %s", async (state) => {
    const owner = await registeredUser();
    const id = await flow.requestIn(owner, state);
    const before = await flow.row(id);
    const auditBefore = (await flow.auditOf(id)).length;
    for (const spec of specs.filter((s) => !allowed[state].includes(s.action))) {
      const response = await spec.call({
        method: "POST",
        token: spec.staff ? flow.staffToken() : owner.token,
        params: { id },
        body: spec.body?.(),
      });
      expect(response.status, `${state} + ${spec.action}`).toBe(409);
      expect(response.body).toMatchObject({ code: "conflict", error: expect.stringMatching(/\S/) });
    }
    expect(await flow.row(id)).toEqual(before);
    expect((await flow.auditOf(id)).length).toBe(auditBefore);
  });
}

type Answers = { accept: Call; decline: Call; row: (id: number) => Promise<{ status: string }> };

/** A suspended owner cannot accept (403 with the reason) but may still decline. */
async function suspendedOwnerAnswers(
  { accept, decline, row }: Answers,
  requested: { owner: TestAccount; first: number; second: number; state: string },
  reason: string,
  refusal: string,
) {
  const { owner, first, second, state } = requested;
  await getDb()
    .update(schema.users)
    .set({ suspendedAt: new Date(), suspensionReason: reason })
    .where(eq(schema.users.uid, owner.uid));

  const refused = await accept.post(owner.token, { params: { id: first } });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: "account_suspended" });
  expect(refused.body.error).toContain(`${reason}. ${refusal}`);
  expect((await row(first)).status).toBe(state);

  const declined = await decline.post(owner.token, { params: { id: second } });
  expect(declined.status).toBe(200);
  expect((await row(second)).status).toBe("declined");
}

/** A suspension committed while the accept is under way is seen: 403, nothing changes. */
async function suspensionDuringAccept(
  { accept, row }: Answers,
  owner: TestAccount,
  id: number,
  state: string,
  reason: string,
  refusal: string,
) {
  const refused = await duringSuspension(owner.uid, reason, () => accept.post(owner.token, { params: { id } }));
  expect(refused.status, JSON.stringify(refused.body)).toBe(403);
  expect(refused.body).toMatchObject({ code: "account_suspended" });
  expect(refused.body.error).toContain(refusal);
  expect((await row(id)).status).toBe(state);
}

/**
 * The suspended owner's two checks as one block of tests: `accept` is refused (403 with the reason)
 * while `decline` still works, also when the suspension lands while the accept is under way.
 */
export function suspendedOwnerSuite(
  title: string,
  answers: Answers & { requestIn: (owner: TestAccount, status: string) => Promise<number> },
  { state, reason, refusal, refusedTitle }: { state: string; reason: string; refusal: string; refusedTitle: string },
) {
  describe(title, () => {
    it(refusedTitle, async () => {
      const owner = await registeredUser();
      const first = await answers.requestIn(owner, state);
      const second = await answers.requestIn(owner, state);
      await suspendedOwnerAnswers(answers, { owner, first, second, state }, reason, refusal);
    });

    it("a suspension committed while the accept is under way is seen: 403, nothing changes", async () => {
      const owner = await registeredUser();
      const id = await answers.requestIn(owner, state);
      await suspensionDuringAccept(answers, owner, id, state, reason, refusal);
    });
  });
}

/** Of ten answers sent at once (`calls` alternating), exactly one wins and the row shows it. */
export async function oneOfConcurrentAnswersWins(
  calls: [Call, Call],
  owner: TestAccount,
  id: number,
  row: (id: number) => Promise<{ status: string }>,
) {
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => calls[i % 2]({ method: "POST", token: owner.token, params: { id } })),
  );
  const winners = results.filter((r) => r.status === 200);
  expect(winners).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  expect((await row(id)).status).toBe(winners[0].body.request.status);
}

/** Another user's id answers 404 like a missing one; bad ids 422; visitors 401; GET 405; nothing changes. */
export async function withdrawRefusesForeignAndBadIds(
  withdraw: Call,
  request: { owner: TestAccount; other: TestAccount; id: number; row: (id: number) => Promise<unknown> },
  notFound: string,
) {
  const { owner, other, id, row } = request;
  const before = await row(id);
  const foreign = await withdraw.post(other.token, { params: { id } });
  expect(foreign.status).toBe(404);
  expect(foreign.body).toMatchObject({ code: "not_found", error: notFound });
  expect((await withdraw.post(owner.token, { params: { id: 999_999_999 } })).body).toEqual(foreign.body);
  for (const bad of ["0", "-3", "1.5", "abc", "99999999999999999999"]) {
    const response = await withdraw.post(owner.token, { params: { id: bad } });
    expect(response.status, bad).toBe(422);
    expect(response.body.fields.id).toBe("Geçersiz kayıt numarası.");
  }
  expect((await withdraw({ method: "POST", params: { id } })).status).toBe(401);
  expect((await withdraw({ method: "GET", token: owner.token, params: { id } })).status).toBe(405);
  expect(await row(id)).toEqual(before);
}

/** Another user neither sees someone else's request in their list nor answers it (404); nothing changes. */
export async function othersCannotSeeOrAnswer(
  calls: { mine: Call; accept: Call; decline: Call },
  request: { other: TestAccount; id: number; row: (id: number) => Promise<unknown> },
  notFound: string,
) {
  const { other, id, row } = request;
  const before = await row(id);
  expect((await calls.mine({ token: other.token })).body.items.map((r: { id: number }) => r.id)).not.toContain(id);
  for (const call of [calls.accept, calls.decline]) {
    const response = await call.post(other.token, { params: { id } });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(notFound);
  }
  expect(await row(id)).toEqual(before);
}

/** The owner's withdrawal from `state` is refused with a 409 in Turkish; nothing changes. */
export async function withdrawalRefused(
  { withdraw, row }: { withdraw: Call; row: (id: number) => Promise<unknown> },
  owner: TestAccount,
  id: number,
  message: string,
) {
  const before = await row(id);
  const response = await withdraw.post(owner.token, { params: { id } });
  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ code: "conflict", error: expect.stringContaining(message) });
  expect(await row(id)).toEqual(before);
}

/** Five open requests fill the cap (a sixth is 409); withdrawing the `which`-th frees a place. */
export async function withdrawalFreesAnOpenPlace(
  calls: { mine: Call; withdraw: Call; submit: (owner: TestAccount) => Promise<number> },
  owner: TestAccount,
  form: () => unknown,
  which: number,
) {
  const ids = [];
  for (let i = 0; i < 5; i++) ids.push(await calls.submit(owner));
  expect((await calls.mine.post(owner.token, { body: await form() })).status).toBe(409);
  expect((await calls.withdraw.post(owner.token, { params: { id: ids[which] } })).status).toBe(200);
  expect((await calls.mine.post(owner.token, { body: await form() })).status).toBe(201);
}

/**
 * The owner's withdrawal and a staff step sent at once, three rounds over fresh requests in `state`:
 * `check` judges the answers and the row; the audit trail gains a row exactly when staff's step won.
 */
export async function withdrawalRacingStaff<R>(
  flow: Flow<R>,
  race: { withdraw: Call; step: Call; body: unknown; state: string },
  check: (answers: { mine: ApiResponse; staff: ApiResponse }, saved: R) => void,
) {
  for (let round = 0; round < 3; round++) {
    const owner = await registeredUser();
    const id = await flow.requestIn(owner, race.state);
    const auditBefore = (await flow.auditOf(id)).length;
    const [mine, staff] = await Promise.all([
      race.withdraw.post(owner.token, { params: { id } }),
      race.step({ method: "POST", token: flow.staffToken(), params: { id }, body: race.body }),
    ]);
    check({ mine, staff }, await flow.row(id));
    expect((await flow.auditOf(id)).length).toBe(auditBefore + (staff.status === 200 ? 1 : 0));
  }
}
