import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { orders, transportRequests, vehicles } from "@/lib/server/db/schema";
import { requestQueries } from "@/lib/server/requests/queries";

type Queryable = Db | Tx;
export type TransportRequestRow = typeof transportRequests.$inferSelect;

export const { countOpen, insert, lock, update, listByOwner, listAll, findWithOwner } =
  requestQueries(transportRequests);

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

/** KVKK account deletion: the user's free-text note; route, dates and prices stay (orders may refer to them). */
export async function anonymiseTransportRequests(tx: Tx, uid: string): Promise<void> {
  await tx.update(transportRequests).set({ note: "" }).where(eq(transportRequests.uid, uid));
}
