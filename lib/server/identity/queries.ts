import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { schema, type Db, type Tx } from "@/lib/server/db";

const t = schema.identityVerifications;
export type IdentityRow = typeof t.$inferSelect;
export type NewIdentityRow = typeof t.$inferInsert;

export async function findByUid(db: Db | Tx, uid: string): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.uid, uid));
  return row;
}

/** The uid that holds this lookup hash, if any. */
export async function holderOf(db: Db | Tx, lookupHash: string): Promise<string | undefined> {
  const [row] = await db.select({ uid: t.uid }).from(t).where(eq(t.lookupHash, lookupHash));
  return row?.uid;
}

export async function insert(tx: Tx, row: NewIdentityRow): Promise<IdentityRow> {
  const [saved] = await tx.insert(t).values(row).returning();
  return saved;
}

/** Which of `uids` hold a verified (not anonymised) identity. */
export async function verifiedAmong(db: Db | Tx, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: t.uid })
    .from(t)
    .where(and(inArray(t.uid, uids), isNull(t.anonymisedAt)));
  return new Set(rows.map((r) => r.uid));
}

export async function anonymise(tx: Tx, uid: string, at: Date): Promise<void> {
  await tx
    .update(t)
    .set({
      numberCiphertext: null,
      keyId: null,
      lookupHash: null,
      firstName: null,
      lastName: null,
      birthYear: null,
      birthMonth: null,
      birthDay: null,
      anonymisedAt: at,
    })
    .where(and(eq(t.uid, uid), isNull(t.anonymisedAt)));
}

/** Rows sealed with another key than `keyId`, locked, a batch at a time (key rotation). */
export async function sealedWithOtherKey(tx: Tx, keyId: string, limit: number) {
  return tx
    .select({ uid: t.uid, numberCiphertext: t.numberCiphertext, keyId: t.keyId })
    .from(t)
    .where(and(ne(t.keyId, keyId), isNull(t.anonymisedAt)))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function reseal(tx: Tx, uid: string, numberCiphertext: string, keyId: string): Promise<void> {
  await tx.update(t).set({ numberCiphertext, keyId }).where(eq(t.uid, uid));
}
