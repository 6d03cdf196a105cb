import { and, asc, count, eq } from "drizzle-orm";
import { getDb, schema } from "@/lib/server/db";

/** A user's ledger rows about one record (an auction, a withdrawal…), oldest first, as "kind amount". */
export async function ledgerLines(uid: string, refType: string, refId: number): Promise<string[]> {
  const rows = await getDb()
    .select({ kind: schema.provisionEntries.kind, amount: schema.provisionEntries.amount })
    .from(schema.provisionEntries)
    .where(
      and(
        eq(schema.provisionEntries.uid, uid),
        eq(schema.provisionEntries.refType, refType),
        eq(schema.provisionEntries.refId, String(refId)),
      ),
    )
    .orderBy(asc(schema.provisionEntries.id));
  return rows.map((r) => `${r.kind} ${r.amount}`);
}

/** How many ledger rows a user has in all. */
export async function entryCount(uid: string): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(schema.provisionEntries)
    .where(eq(schema.provisionEntries.uid, uid));
  return n;
}
