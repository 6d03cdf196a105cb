/** SQL the sales contract reads besides the order: the vehicle's every column and the parties' profiles. */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { users } from "@/lib/server/db/schema";

/**
 * A vehicle's row as JSON, every column it has. The sales contract reads the identity columns (vin,
 * engine_number, registration_serial) by name from it, so it renders "—" on a database that does not
 * have them yet instead of failing.
 */
export async function vehicleRecord(db: Db | Tx, vehicleId: number): Promise<Record<string, unknown> | null> {
  const result = await db.execute<{ v: Record<string, unknown> }>(
    sql`SELECT to_jsonb(v) AS v FROM vehicles v WHERE v.id = ${vehicleId}`,
  );
  return result.rows[0]?.v ?? null;
}

export async function profileOf(db: Db | Tx, uid: string) {
  const [row] = await db
    .select({ name: users.name, lastName: users.lastName, email: users.email, phone: users.phone, city: users.city })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}
