import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { TransportRequestStatus } from "@/lib/transportRequests/types";
import type { Db, Tx } from "@/lib/server/db/index";
import { orders, transportRequests, users, vehicles } from "@/lib/server/db/schema";
import { ownerColumns, type OwnerRow } from "@/lib/server/accounts/owner";
import { pageWithTotal } from "@/lib/server/db/paging";
import { lockRow } from "@/lib/server/db/lockRow";

type Queryable = Db | Tx;
export type TransportRequestRow = typeof transportRequests.$inferSelect;

export async function countOpen(tx: Queryable, uid: string, statuses: TransportRequestStatus[]): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(transportRequests)
    .where(and(eq(transportRequests.uid, uid), inArray(transportRequests.status, statuses)));
  return n;
}

/** The motorcycle of one of the buyer's own (not cancelled) orders. */
export async function orderVehicle(
  tx: Queryable,
  uid: string,
  orderId: number,
): Promise<{ brand: string; model: string } | undefined> {
  const [row] = await tx
    .select({ brand: vehicles.brand, model: vehicles.model })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerUid, uid), ne(orders.status, "cancelled")));
  return row;
}

export async function insert(tx: Queryable, row: typeof transportRequests.$inferInsert): Promise<TransportRequestRow> {
  const [saved] = await tx.insert(transportRequests).values(row).returning();
  return saved;
}

export function lock(tx: Tx, id: number): Promise<TransportRequestRow | undefined> {
  return lockRow(tx, transportRequests, eq(transportRequests.id, id));
}

export async function update(
  tx: Tx,
  id: number,
  patch: Partial<typeof transportRequests.$inferInsert>,
): Promise<TransportRequestRow> {
  const [saved] = await tx
    .update(transportRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(transportRequests.id, id))
    .returning();
  return saved;
}

export async function listByOwner(db: Queryable, uid: string): Promise<TransportRequestRow[]> {
  return db
    .select()
    .from(transportRequests)
    .where(eq(transportRequests.uid, uid))
    .orderBy(desc(transportRequests.id))
    .limit(100);
}

export async function listAll(
  db: Queryable,
  opts: { status?: TransportRequestStatus; page: number; pageSize: number },
) {
  const where = opts.status ? eq(transportRequests.status, opts.status) : undefined;
  return pageWithTotal(
    db
      .select({ request: transportRequests, owner: ownerColumns })
      .from(transportRequests)
      .innerJoin(users, eq(users.uid, transportRequests.uid))
      .where(where)
      .orderBy(desc(transportRequests.id)),
    db.select({ n: count() }).from(transportRequests).where(where),
    opts,
  );
}

export async function findWithOwner(
  db: Queryable,
  id: number,
): Promise<{ request: TransportRequestRow; owner: OwnerRow } | undefined> {
  const [row] = await db
    .select({ request: transportRequests, owner: ownerColumns })
    .from(transportRequests)
    .innerJoin(users, eq(users.uid, transportRequests.uid))
    .where(eq(transportRequests.id, id));
  return row;
}

/** KVKK account deletion: the user's free-text note; route, dates and prices stay (orders may refer to them). */
export async function anonymiseTransportRequests(tx: Tx, uid: string): Promise<void> {
  await tx.update(transportRequests).set({ note: "" }).where(eq(transportRequests.uid, uid));
}
