/**
 * The notification outbox (issue 13). Every notification is a row written by `notify` /
 * `notifyMany` inside the CALLER's transaction, so it commits (or rolls back) with the event that
 * caused it: never lost when the process dies right after commit, never written for an event that
 * did not happen. A `dedupeKey` makes an event notify once however often its code runs (retries,
 * two instances closing the same auction): the second insert with the same key does nothing.
 *
 * After commit, the row's pg_notify on NOTIFICATIONS_CHANNEL (payload: the user's id, read only on
 * the server) tells every app instance: the live unread count goes to that user's open pages and
 * the e-mail worker (delivery.ts) picks the row up. E-mail is never sent from inside a transaction.
 */
import { sql, type SQL } from "drizzle-orm";
import type { NotificationDraft } from "@/lib/notifications/types";
import { categoryOf } from "@/lib/notifications/rules";
import type { Tx } from "@/lib/server/db";
import { notifications } from "@/lib/server/db/schema";

export const NOTIFICATIONS_CHANNEL = "user_notifications";

/** What `notify` takes; built by lib/notifications/labels.ts. */
export type NotificationInput = NotificationDraft;

function checkInput(n: NotificationInput): void {
  if (n.link != null && !n.link.startsWith("/")) throw new Error(`notification link must be a site path: ${n.link}`);
}

/**
 * The INSERT of a set of notifications as one statement that can stand as a CTE in a bigger
 * statement (the bid batch writes its bids, the auction and its notifications in one round trip).
 * Returns `id, user_id` of the rows actually inserted (deduplicated ones are left out).
 */
export function outboxInsert(inputs: NotificationInput[]): SQL {
  inputs.forEach(checkInput);
  // One array parameter per column (sql.param: a bare array would expand into a tuple).
  const col = <T>(pick: (n: NotificationInput) => T) => sql.param(inputs.map(pick));
  return sql`INSERT INTO ${notifications} (user_id, kind, category, title, body, link, data, dedupe_key)
    SELECT * FROM unnest(
      ${col((n) => n.userId)}::text[], ${col((n) => n.kind)}::text[], ${col((n) => categoryOf(n.kind))}::text[],
      ${col((n) => n.title)}::text[], ${col((n) => n.body)}::text[], ${col((n) => n.link ?? null)}::text[],
      ${col((n) => JSON.stringify(n.data ?? {}))}::text[]::jsonb[], ${col((n) => n.dedupeKey ?? null)}::text[])
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id, user_id`;
}

/**
 * The live signal for the rows of an `outboxInsert` CTE named `cte`: one pg_notify per user (sent on
 * commit), evaluated as a scalar subquery so it can sit in the outer statement's select list.
 */
export function outboxSignal(cte: SQL): SQL {
  return sql`(SELECT count(*) FROM (SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, d.user_id) FROM (SELECT DISTINCT user_id FROM ${cte}) d) s)`;
}

/** Writes several notifications in one statement inside `tx`; answers the ids inserted (not the deduplicated ones). */
export async function notifyMany(tx: Tx, inputs: NotificationInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const result = await tx.execute<{ ids: Array<string | number> | null; signals: string | number }>(sql`
    WITH outbox AS (${outboxInsert(inputs)})
    SELECT (SELECT array_agg(id ORDER BY id) FROM outbox) AS ids, ${outboxSignal(sql.raw("outbox"))} AS signals`);
  return (result.rows[0]?.ids ?? []).map(Number);
}

/** Writes one notification inside `tx`; answers its id, or null when its `dedupeKey` was already used. */
export async function notify(tx: Tx, input: NotificationInput): Promise<number | null> {
  const [id] = await notifyMany(tx, [input]);
  return id ?? null;
}
