import { INVOICE_ERRORS } from "@/lib/invoices/labels";
import { transportFeeReceivable } from "@/lib/invoices/rules";
import type { InvoiceSummary } from "@/lib/invoices/types";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { invoiceTransportFee, invoicesOfTransport, transportInvoiceOf } from "@/lib/server/invoices/service";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { lockTransportRequestForFee } from "@/lib/server/transportRequests/service";

/**
 * Staff "Ücret alındı" on a transport request (docs/invoices.md): the accepted quote was paid, so the
 * fee is invoiced in the same transaction, once, under the request's row lock (a second click is a 409).
 */
export async function recordTransportFeePaid(staff: StaffMember, id: number): Promise<{ invoices: InvoiceSummary[] }> {
  await getDb().transaction(async (tx) => {
    const request = await lockTransportRequestForFee(tx, id);
    if (!request) throw new AppError("not_found", INVOICE_ERRORS.transportNotFound);
    assertNotOwnRecord(staff, "transport_request", [request.uid]);
    if (!transportFeeReceivable(request.status) || request.quotePrice === null)
      throw new AppError("conflict", INVOICE_ERRORS.transportFeeNotDue);
    if (await transportInvoiceOf(tx, id)) throw new AppError("conflict", INVOICE_ERRORS.transportFeeAlreadyPaid);
    const invoice = await invoiceTransportFee(tx, { id, uid: request.uid, quotePrice: request.quotePrice });
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "transport_request.fee_paid",
      targetType: "transport_request",
      targetId: id,
      details: { amount: request.quotePrice, invoiceNumber: invoice.number, uid: request.uid },
    });
  });
  return { invoices: (await invoicesOfTransport(id)).items };
}
