/** Walks an order along the title transfer (PRODUCT §7.2) through the real staff endpoints. */
import { expect } from "vitest";
import orderHandler from "@/pages/api/management/orders/[id]";
import transferHandler from "@/pages/api/management/orders/[id]/transfer";
import { serveHandler } from "@/tests/integration/helpers/http";

const order = serveHandler(orderHandler);
const transfer = serveHandler(transferHandler);

/** A tiny but real-looking PDF: the endpoint checks the "%PDF-" signature. */
export const CONTRACT_PDF = "%PDF-1.4\n% imzalı satış sözleşmesi\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";

/** A noter appointment `days` days from now. */
export const appointmentIn = (days = 3, notaryName = "Kadıköy 5. Noterliği") => ({
  notaryName,
  city: "İstanbul",
  at: new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString(),
});

export const setAppointment = (token: string, id: number, appointment = appointmentIn()) =>
  order({ method: "PATCH", token, params: { id }, body: { status: "appointment_set", appointment } });

export const recordGos = (token: string, id: number, gosReference = "GOS-2026-000123") =>
  order({ method: "PATCH", token, params: { id }, body: { status: "gos_paid", gosReference } });

export const uploadTransfer = (token: string, id: number, pdf = CONTRACT_PDF) =>
  transfer({ method: "POST", token, params: { id }, rawBody: pdf, headers: { "Content-Type": "application/pdf" } });

/** From a paid order (the service fee in) to `transferred`: appointment, GÖS payment, signed contract. */
export async function walkToTransferred(token: string, id: number): Promise<void> {
  expect((await setAppointment(token, id)).status).toBe(200);
  expect((await recordGos(token, id)).status).toBe(200);
  expect((await uploadTransfer(token, id)).status).toBe(200);
}
