/** Walks an order along the title transfer (PRODUCT §7.2) through the real staff endpoints. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import orderHandler from "@/pages/api/management/orders/[id]";
import transferHandler from "@/pages/api/management/orders/[id]/transfer";
import { serveHandler } from "@/tests/integration/helpers/http";
import { withPaymentDue } from "@/lib/server/orders/queries";

const order = serveHandler(orderHandler);
const transfer = serveHandler(transferHandler);

/**
 * A cayma bedeli may be collected only once the payment due date has passed (paymentDueAt); the
 * tests that collect one move the due date of their fresh order into the past.
 */
export async function pastDue(orderId: number) {
  await getDb()
    .update(schema.orders)
    .set({ paymentDueAt: new Date(Date.now() - 60_000) })
    .where(eq(schema.orders.id, orderId));
}

/** An order written straight to the database (created now, due by the one rule): the fixture. */
export async function insertOrder(values: Omit<typeof schema.orders.$inferInsert, "createdAt" | "paymentDueAt">) {
  const [row] = await getDb().insert(schema.orders).values(withPaymentDue(values)).returning();
  return row;
}

/** What the order row itself says became of the deposit. */
export async function depositColumns(id: number) {
  const [{ depositOutcome, depositAmount }] = await getDb()
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.id, id));
  return { depositOutcome, depositAmount };
}

/** A tiny but real-looking PDF: the endpoint checks the "%PDF-" signature. */
export const CONTRACT_PDF = "%PDF-1.4\n% imzalı satış sözleşmesi\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";

/** A noter appointment `days` days from now. */
export const appointmentIn = (days = 3, notaryName = "Kadıköy 5. Noterliği") => ({
  notaryName,
  city: "İstanbul",
  at: new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString(),
});

export const setAppointment = (token: string, id: number, appointment = appointmentIn()) =>
  order.patch(token, { params: { id }, body: { status: "appointment_set", appointment } });

export const recordGos = (token: string, id: number, gosReference = "GOS-2026-000123") =>
  order.patch(token, { params: { id }, body: { status: "gos_paid", gosReference } });

export const uploadTransfer = (token: string, id: number, pdf = CONTRACT_PDF) =>
  transfer.post(token, { params: { id }, rawBody: pdf, headers: { "Content-Type": "application/pdf" } });

/** From a paid order (the service fee in) to `transferred`: appointment, GÖS payment, signed contract. */
export async function walkToTransferred(token: string, id: number): Promise<void> {
  expect((await setAppointment(token, id)).status).toBe(200);
  expect((await recordGos(token, id)).status).toBe(200);
  expect((await uploadTransfer(token, id)).status).toBe(200);
}
