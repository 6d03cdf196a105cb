/** SQL of the consents table: append rows, read a user's history. Never an UPDATE or DELETE (append-only). */
import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { consents } from "@/lib/server/db/schema";

type Queryable = Db | Tx;

export type ConsentRowDb = typeof consents.$inferSelect;
export type NewConsentRow = Omit<typeof consents.$inferInsert, "id" | "createdAt">;

export async function insertConsents(db: Queryable, rows: NewConsentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(consents).values(rows);
}

/** A user's rows, oldest first (the order the rules read them in). */
export async function consentsOf(db: Queryable, uid: string): Promise<ConsentRowDb[]> {
  return db.select().from(consents).where(eq(consents.uid, uid)).orderBy(asc(consents.id));
}

/** Serialises one user's consent changes for the rest of the transaction (a double-clicked switch writes one row). */
export async function lockUserConsents(tx: Tx, uid: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`consents:${uid}`}))`);
}
