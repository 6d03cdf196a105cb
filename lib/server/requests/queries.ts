import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { sellRequests, transportRequests, users } from "@/lib/server/db/schema";
import { ownerColumns, type OwnerRow } from "@/lib/server/accounts/owner";
import { pageWithTotal } from "@/lib/server/db/paging";
import { lockRow } from "@/lib/server/db/lockRow";
import { updateRow } from "@/lib/server/db/updateRow";

type Queryable = Db | Tx;

/** The request tables (Borsa'da Sat, Nakliye): each has its owner's uid, a status and an updated_at stamp. */
type RequestTable = typeof sellRequests | typeof transportRequests;

/**
 * The reads and writes every request table takes the same way, for its queries.ts and the lifecycle
 * both request services share (lib/server/requests/lifecycle.ts).
 */
export function requestQueries<T extends RequestTable>(table: T) {
  type Row = T["$inferSelect"];
  type Status = Row["status"];
  // drizzle's builders take one table, not a union of them: the queries below use only the columns
  // both tables have, so they are written against one and their rows are the table's own.
  const t = table as unknown as typeof sellRequests;

  return {
    async countOpen(tx: Queryable, uid: string, statuses: Status[]): Promise<number> {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.uid, uid), inArray(t.status, statuses as never)));
      return n;
    },

    async insert(tx: Queryable, row: T["$inferInsert"]): Promise<Row> {
      const [saved] = await tx
        .insert(t)
        .values(row as never)
        .returning();
      return saved as Row;
    },

    lock(tx: Tx, id: number): Promise<Row | undefined> {
      return lockRow(tx, table, eq(t.id, id));
    },

    async update(tx: Tx, id: number, patch: Partial<T["$inferInsert"]>): Promise<Row> {
      const saved = await updateRow(tx, t, eq(t.id, id), { ...(patch as object), updatedAt: new Date() });
      return saved as Row;
    },

    async listByOwner(db: Queryable, uid: string): Promise<Row[]> {
      const rows = await db.select().from(t).where(eq(t.uid, uid)).orderBy(desc(t.id)).limit(100);
      return rows as Row[];
    },

    async listAll(db: Queryable, opts: { status?: Status; page: number; pageSize: number }) {
      const where = opts.status ? eq(t.status, opts.status as never) : undefined;
      const page = await pageWithTotal(
        db
          .select({ request: t, owner: ownerColumns })
          .from(t)
          .innerJoin(users, eq(users.uid, t.uid))
          .where(where)
          .orderBy(desc(t.id)),
        db.select({ n: count() }).from(t).where(where),
        opts,
      );
      return page as { rows: { request: Row; owner: OwnerRow }[]; total: number };
    },

    async findWithOwner(db: Queryable, id: number): Promise<{ request: Row; owner: OwnerRow } | undefined> {
      const [row] = await db
        .select({ request: t, owner: ownerColumns })
        .from(t)
        .innerJoin(users, eq(users.uid, t.uid))
        .where(eq(t.id, id));
      return row as { request: Row; owner: OwnerRow } | undefined;
    },
  };
}
