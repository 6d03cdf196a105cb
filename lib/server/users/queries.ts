/** SQL of Management › Kullanıcılar: the user list, a user's ledger, suspension and staff notes. */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { escapeLike, FOLD_FROM, FOLD_TO } from "@/lib/server/db/like";
import { staff, userNotes, users } from "@/lib/server/db/schema";
import { pageWithTotal } from "@/lib/server/db/paging";
import { lockRow } from "@/lib/server/db/lockRow";
import { staffDisplayName } from "@/lib/server/db/dualControl";

type Queryable = Tx | ReturnType<typeof getDb>;

export type UserRow = typeof users.$inferSelect;

const fold = (text: string) =>
  [...text]
    .map((c) => FOLD_TO[FOLD_FROM.indexOf(c)] ?? c)
    .join("")
    .toLowerCase();
// Written as the trigram indexes' expressions (like.ts foldedSql), with the table-qualified columns.
const folded = (column: SQL) =>
  sql`lower(translate(${column}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`;

export async function pageOfUsers(query: {
  q?: string;
  status?: "active" | "suspended";
  page: number;
  pageSize: number;
}) {
  const db = getDb();
  const parts: SQL[] = [];
  if (query.status === "suspended") parts.push(isNotNull(users.suspendedAt));
  if (query.status === "active") parts.push(isNull(users.suspendedAt));
  if (query.q) {
    const text = query.q.trim();
    const like = `%${escapeLike(fold(text))}%`;
    // A phone is stored as 10 digits (5321234567); people type it as 0532 123 45 67.
    const digits = text.replace(/\D/g, "").replace(/^(90|0)(?=5\d{9}$)/, "");
    parts.push(
      or(
        eq(users.uid, text),
        sql`${folded(sql`${users.email}`)} LIKE ${like}`,
        sql`${folded(sql`${users.name} || ' ' || ${users.lastName}`)} LIKE ${like}`,
        ...(digits.length >= 3 ? [ilike(users.phone, `%${digits}%`)] : []),
      )!,
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  return pageWithTotal(
    db
      .select({ user: users, suspendedByName: staffDisplayName })
      .from(users)
      .leftJoin(staff, eq(staff.uid, users.suspendedBy))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.uid)),
    db.select({ n: count() }).from(users).where(where),
    query,
  );
}

export async function findUser(db: Queryable, uid: string) {
  const [row] = await db
    .select({ user: users, suspendedByName: staffDisplayName })
    .from(users)
    .leftJoin(staff, eq(staff.uid, users.suspendedBy))
    .where(eq(users.uid, uid));
  return row;
}

/** The user's row, locked for the rest of the transaction (suspend and reinstate serialise on it). */
export function lockUser(tx: Tx, uid: string): Promise<UserRow | undefined> {
  return lockRow(tx, users, eq(users.uid, uid));
}

export async function setSuspension(
  tx: Tx,
  uid: string,
  suspension: { reason: string; by: string } | null,
): Promise<void> {
  await tx
    .update(users)
    .set(
      suspension
        ? {
            suspendedAt: sql`now()`,
            suspensionReason: suspension.reason,
            suspendedBy: suspension.by,
            updatedAt: sql`now()`,
          }
        : { suspendedAt: null, suspensionReason: null, suspendedBy: null, updatedAt: sql`now()` },
    )
    .where(eq(users.uid, uid));
}

/** The whole ledger of one user, newest first (a user has hundreds of rows at most). */
export function notesOf(uid: string) {
  return getDb()
    .select({ note: userNotes, staffName: staffDisplayName })
    .from(userNotes)
    .leftJoin(staff, eq(staff.uid, userNotes.staffUid))
    .where(eq(userNotes.uid, uid))
    .orderBy(desc(userNotes.id));
}

export async function insertNote(tx: Tx, note: { uid: string; staffUid: string; body: string }) {
  const [row] = await tx.insert(userNotes).values(note).returning();
  return row;
}

/** KVKK account deletion: staff's free-text notes about the user. */
export async function deleteNotesOf(tx: Tx, uid: string): Promise<void> {
  await tx.delete(userNotes).where(eq(userNotes.uid, uid));
}
