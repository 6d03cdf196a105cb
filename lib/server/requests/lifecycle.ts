import type { Actor } from "@/lib/requestFlow";
import { findOwner, refuseSuspended, type OwnerRow } from "@/lib/server/accounts/service";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { notify, type NotificationInput } from "@/lib/server/notifications/service";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { isOwnRecord } from "@/lib/staff/rules";
import type { SuspendedAction } from "@/lib/users/labels";

/**
 * The audit target of each request kind, written out so the audit log's label check
 * (tests/unit/auditLabels.test.ts) finds every target type recorded.
 */
const AUDIT_TARGETS = {
  sell_request: { targetType: "sell_request" },
  transport_request: { targetType: "transport_request" },
} as const;

type Decision<S> = { ok: true; to: S } | { ok: false; message: string };
type WithOwner<Row> = { request: Row; owner: OwnerRow };

/** A request row: its owner, its state and the staff member who last acted on it. */
type RequestRow<S> = { uid: string; status: S; handledBy: string | null };

/** What one request service (Borsa'da Sat, Nakliye) gives the lifecycle both share. */
export type RequestDomain<Row extends RequestRow<S>, S, A extends string, V> = {
  /** The audit target type, also the own-record kind of separation of duties. */
  kind: keyof typeof AUDIT_TARGETS;
  notFound: string;
  lock: (tx: Tx, id: number) => Promise<Row | undefined>;
  update: (tx: Tx, id: number, patch: Partial<Row> & { status: S }) => Promise<Row>;
  listAll: (
    db: Db,
    query: { status?: S; page: number; pageSize: number },
  ) => Promise<{ rows: WithOwner<Row>[]; total: number }>;
  findWithOwner: (db: Db, id: number) => Promise<WithOwner<Row> | undefined>;
  listByOwner: (db: Db, uid: string) => Promise<Row[]>;
  /** The flow's pure decision (rules.ts). */
  decide: (row: Row, action: A, now: Date) => Decision<S>;
  toView: (row: Row, actor: Actor, now: Date) => V;
  /** The owner's steps: the suspension refusal accepting meets, and the step's own columns. */
  ownerSteps: { suspension: SuspendedAction; patch: (now: Date, action: OwnerAction) => Partial<Row> };
};

/** What the owner may do to their own request: answer our offer (quote), or withdraw it. */
type OwnerAction = "accept" | "decline" | "withdraw";

/**
 * The steps every request takes (the owner's answers, staff steps, staff lists), each under the
 * request's row lock: of two steps racing exactly one applies; the other answers the 409 of the
 * state it then finds.
 */
export function requestLifecycle<Row extends RequestRow<S>, S, A extends string, V extends { actions: unknown[] }>(
  domain: RequestDomain<Row, S, A, V>,
) {
  /** The request as `viewerUid` sees it: on their own request no staff buttons (separation of duties). */
  const staffView = (row: Row, owner: OwnerRow, now: Date, viewerUid: string) => {
    const view = domain.toView(row, "staff", now);
    const ownRecord = isOwnRecord({ uid: viewerUid }, [row.uid]);
    return { ...view, actions: ownRecord ? [] : view.actions, owner, handledBy: row.handledBy, ownRecord };
  };

  /** The owner's answer to our offer (accept, decline) or withdrawal; `ownerSteps.patch` adds the step's own columns. */
  const ownerStep = (uid: string, id: number, action: OwnerAction): Promise<{ request: V }> =>
    getDb().transaction(async (tx) => {
      const row = await domain.lock(tx, id);
      // Someone else's request answers exactly like a missing one, so ids reveal nothing.
      if (!row || row.uid !== uid) throw new AppError("not_found", domain.notFound);
      // Accepting commits a suspended user to a sale or a paid job: refused; declining and withdrawing
      // stay open to them. Checked here, under the request's row lock and with the user's row shared,
      // so a suspension committed while this runs is either waited for and seen, or waits for us.
      if (action === "accept") await refuseSuspended(tx, uid, domain.ownerSteps.suspension, { lockRow: true });
      const now = new Date();
      // Both flows name the owner's steps so (lib/sellRequests/rules.ts, lib/transportRequests/rules.ts).
      const decision = domain.decide(row, action as A, now);
      if (!decision.ok) throw new AppError("conflict", decision.message);
      const saved = await domain.update(tx, id, { ...domain.ownerSteps.patch(now, action), status: decision.to });
      return { request: domain.toView(saved, "owner", now) };
    });

  /**
   * One staff step: state rule, the step's own changes (`patch`), the audit row with the command's
   * details (and `audited` of the saved row), the owner's notice; all in one transaction.
   */
  const staffStep = <C extends { action: A }>(
    staff: StaffMember,
    id: number,
    command: C,
    step: {
      patch: (tx: Tx, row: Row, now: Date) => Partial<Row> | Promise<Partial<Row>>;
      audited?: (saved: Row) => Record<string, unknown>;
      notice?: (saved: Row, now: Date) => NotificationInput | null;
    },
  ) =>
    getDb().transaction(async (tx) => {
      const row = await domain.lock(tx, id);
      if (!row) throw new AppError("not_found", domain.notFound);
      assertNotOwnRecord(staff, domain.kind, [row.uid]);
      const now = new Date();
      const decision = domain.decide(row, command.action, now);
      if (!decision.ok) throw new AppError("conflict", decision.message);
      const patch = await step.patch(tx, row, now);
      const saved = await domain.update(tx, id, { ...patch, status: decision.to, handledBy: staff.uid });
      const { action, ...details } = command;
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: `${domain.kind}.${action}`,
        ...AUDIT_TARGETS[domain.kind],
        targetId: id,
        details: { from: row.status, to: decision.to, ...details, ...step.audited?.(saved) },
      });
      const notice = step.notice?.(saved, now);
      if (notice) await notify(tx, notice);
      const owner = await findOwner(tx, saved.uid);
      return { request: staffView(saved, owner!, now, staff.uid) };
    });

  /** Management's list of one state, a page at a time. */
  const list = async (viewer: StaffMember, query: { status?: S; page: number; pageSize: number }) => {
    const now = new Date();
    const { rows, total } = await domain.listAll(getDb(), query);
    return {
      items: rows.map((r) => staffView(r.request, r.owner, now, viewer.uid)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  };

  /** The owner's own requests, as they see them. */
  const mine = async (uid: string): Promise<{ items: V[] }> => {
    const now = new Date();
    const rows = await domain.listByOwner(getDb(), uid);
    return { items: rows.map((row) => domain.toView(row, "owner", now)) };
  };

  /** One request for management, with its owner. */
  const get = async (viewer: StaffMember, id: number) => {
    const row = await domain.findWithOwner(getDb(), id);
    if (!row) throw new AppError("not_found", domain.notFound);
    return { request: staffView(row.request, row.owner, new Date(), viewer.uid) };
  };

  /**
   * The owner's answer to an offer (quote), under the row lock: of an accept and a decline sent at
   * once exactly one finds it open; the other gets the 409 of the state it now sees.
   */
  const answer = (uid: string, id: number, action: "accept" | "decline") => ownerStep(uid, id, action);

  /**
   * The owner withdraws their request. Staff steps take the same row lock, so of a withdrawal and a
   * staff action racing exactly one applies; the other answers the 409 of the state it then finds.
   */
  const withdraw = (uid: string, id: number) => ownerStep(uid, id, "withdraw");

  return { staffView, answer, withdraw, staffStep, list, mine, get };
}
