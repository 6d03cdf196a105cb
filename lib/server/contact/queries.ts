import { count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { contactMessages } from "@/lib/server/db/schema";
import { pageWithTotal } from "@/lib/server/db/paging";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactMessageStatus = ContactMessageRow["status"];
type Runner = Db | Tx;

export async function insert(db: Runner, values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}

export async function page(db: Runner, filter: { status?: ContactMessageStatus; page: number; pageSize: number }) {
  const where = filter.status ? eq(contactMessages.status, filter.status) : undefined;
  return pageWithTotal(
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.id)),
    db.select({ n: count() }).from(contactMessages).where(where),
    filter,
  );
}

export async function countsByStatus(db: Runner): Promise<Record<ContactMessageStatus, number>> {
  const rows = await db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const counts: Record<ContactMessageStatus, number> = { unread: 0, read: 0, archived: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function unreadCount(db: Runner): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "unread"));
  return n;
}

export async function byId(
  db: Runner,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ContactMessageRow | null> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = await (opts.forUpdate ? query.for("update") : query);
  return row ?? null;
}

export async function setStatus(tx: Tx, id: number, status: ContactMessageStatus): Promise<ContactMessageRow> {
  const [row] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
  return row;
}
