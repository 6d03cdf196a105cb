/** SQL of the invoice tables. Rules live in lib/invoices/rules.ts. */
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/index";
import { invoiceCounters, invoiceSubmissions, invoices, orderBilling, users } from "@/lib/server/db/schema";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The next number of a series and year. The upsert takes the counter row's lock (the same lock a
 * SELECT … FOR UPDATE takes) until the issuing transaction ends: concurrent payments queue on it, a
 * rollback gives the number back, so the sequence has no gap and no repeat.
 */
export async function nextSequence(tx: Tx, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  return row.lastSequence;
}

/** The invoice and its outbox row for the provider, in the issuing transaction. */
export async function insertInvoice(tx: Tx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  await tx.insert(invoiceSubmissions).values({ invoiceId: inserted.id, nextAttemptAt: inserted.issuedAt });
  return inserted;
}

export type InvoiceSubmissionRow = typeof invoiceSubmissions.$inferSelect;

/**
 * Claims due submissions for `leaseS` seconds (committed before the provider is called): another
 * worker skips them, and a worker that dies mid-call leaves them to be tried again when the lease ends.
 */
export async function claimDueSubmissions(
  now: Date,
  leaseS: number,
  limit: number,
): Promise<{ invoiceId: number; attempts: number }[]> {
  const result = await getDb().execute<{ invoice_id: string; attempts: number }>(sql`
    WITH due AS (
      SELECT invoice_id FROM invoice_submissions
      WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
      ORDER BY next_attempt_at, invoice_id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE invoice_submissions s
      SET attempts = s.attempts + 1,
        next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseS})
    FROM due WHERE s.invoice_id = due.invoice_id
    RETURNING s.invoice_id, s.attempts`);
  return result.rows.map((r) => ({ invoiceId: Number(r.invoice_id), attempts: r.attempts }));
}

/** The provider took the invoice: its reference goes on the invoice row, the outbox row is done. */
export async function markSubmitted(invoiceId: number, reference: string | null, now: Date): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .update(invoiceSubmissions)
      .set({ status: "submitted", submittedAt: now, lastError: null })
      .where(eq(invoiceSubmissions.invoiceId, invoiceId));
    if (reference !== null)
      await tx.update(invoices).set({ providerReference: reference }).where(eq(invoices.id, invoiceId));
  });
}

export async function markSubmissionFailed(invoiceId: number, error: string, nextAttemptAt: Date): Promise<void> {
  await getDb()
    .update(invoiceSubmissions)
    .set({ lastError: error, nextAttemptAt })
    .where(and(eq(invoiceSubmissions.invoiceId, invoiceId), eq(invoiceSubmissions.status, "pending")));
}

export async function submissionOf(db: Db | Tx, invoiceId: number): Promise<InvoiceSubmissionRow | undefined> {
  const [row] = await db.select().from(invoiceSubmissions).where(eq(invoiceSubmissions.invoiceId, invoiceId));
  return row;
}

export function invoiceOfOrder(db: Db | Tx, orderId: number): Promise<InvoiceRow | undefined> {
  return invoiceFor(db, eq(invoices.orderId, orderId));
}

export function invoiceOfTransport(db: Db | Tx, transportRequestId: number): Promise<InvoiceRow | undefined> {
  return invoiceFor(db, eq(invoices.transportRequestId, transportRequestId));
}

/** The invoice (not a credit note) of what `subject` picks: an order's or a transport request's fee. */
async function invoiceFor(db: Db | Tx, subject: SQL): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(subject, eq(invoices.kind, "invoice")));
  return row;
}

export async function creditNoteOf(db: Db | Tx, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.creditsInvoiceId, invoiceId));
  return row;
}

export async function findInvoice(db: Db | Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** Every invoice and credit note of a buyer, newest first. */
export async function invoicesOfBuyer(db: Db | Tx, uid: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.buyerUid, uid)).orderBy(desc(invoices.id));
}

/** An order's or transport request's invoice and credit note, oldest first. */
export async function invoicesOfSubject(
  db: Db | Tx,
  subject: { orderId?: number; transportRequestId?: number },
): Promise<InvoiceRow[]> {
  const conditions = [];
  if (subject.orderId !== undefined) conditions.push(eq(invoices.orderId, subject.orderId));
  if (subject.transportRequestId !== undefined)
    conditions.push(eq(invoices.transportRequestId, subject.transportRequestId));
  return db
    .select()
    .from(invoices)
    .where(or(...conditions))
    .orderBy(asc(invoices.id));
}

export async function numberOf(db: Db | Tx, id: number): Promise<string | null> {
  const [row] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
  return row?.number ?? null;
}

export async function billingOfOrder(db: Db | Tx, orderId: number) {
  const [row] = await db.select().from(orderBilling).where(eq(orderBilling.orderId, orderId));
  return row;
}

export async function saveBilling(
  tx: Tx,
  orderId: number,
  billing: { companyName: string; vkn: string; taxOffice: string },
): Promise<void> {
  await tx
    .insert(orderBilling)
    .values({ orderId, ...billing })
    .onConflictDoUpdate({ target: orderBilling.orderId, set: { ...billing, updatedAt: new Date() } });
}

export async function deleteBilling(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(orderBilling).where(eq(orderBilling.orderId, orderId));
}

/** The profile name, for a buyer with no verified identity. */
export async function profileName(db: Db | Tx, uid: string): Promise<string> {
  const [row] = await db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.uid, uid));
  return row ? `${row.name ?? ""} ${row.lastName ?? ""}`.trim() : "";
}
