import { INVOICE_ERRORS } from "@/lib/invoices/labels";
import { transportFeeReceivable } from "@/lib/invoices/rules";
import type { InvoiceSummary } from "@/lib/invoices/types";
import { recordAudit } from "@/lib/server/audit/record";
import { requestNotices } from "@/lib/notifications/labels";
import { notify } from "@/lib/server/notifications/service";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { invoiceTransportFee, invoicesOfTransport, transportInvoiceOf } from "@/lib/server/invoices/service";
import { submitInvoicesSoon } from "@/lib/server/invoices/submission";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import {
  getTransportRequest,
  lockTransportRequestForFee,
  markTransportFeePaid,
} from "@/lib/server/transportRequests/service";
import type { StaffTransportRequestView } from "@/lib/transportRequests/types";

/**
 * Staff "Ücret alındı" on a transport request (docs/invoices.md): the accepted quote was paid, so the
 * fee is invoiced in the same transaction, once, under the request's row lock (a second click is a 409).
 */
export async function recordTransportFeePaid(
  staff: StaffMember,
  id: number,
): Promise<{ request: StaffTransportRequestView; invoices: InvoiceSummary[] }> {
  await getDb().transaction(async (tx) => {
    const request = await lockTransportRequestForFee(tx, id);
    if (!request) throw new AppError("not_found", INVOICE_ERRORS.transportNotFound);
    assertNotOwnRecord(staff, "transport_request", [request.uid]);
    if (!transportFeeReceivable(request.status) || request.quotePrice === null)
      throw new AppError("conflict", INVOICE_ERRORS.transportFeeNotDue);
    if (request.feePaidAt !== null || (await transportInvoiceOf(tx, id)))
      throw new AppError("conflict", INVOICE_ERRORS.transportFeeAlreadyPaid);
    const now = new Date();
    const invoice = await invoiceTransportFee(tx, { id, uid: request.uid, quotePrice: request.quotePrice }, now);
    await markTransportFeePaid(tx, id, now);
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "transport_request.fee_paid",
      targetType: "transport_request",
      targetId: id,
      details: { amount: request.quotePrice, invoiceNumber: invoice.number, uid: request.uid },
    });
    await notify(
      tx,
      requestNotices.transportFeePaid({
        uid: request.uid,
        requestId: id,
        amount: request.quotePrice,
        invoiceNumber: invoice.number,
      }),
    );
  });
  submitInvoicesSoon();
  const [{ request }, { items }] = await Promise.all([getTransportRequest(staff, id), invoicesOfTransport(id)]);
  return { request, invoices: items };
}

/** GET /api/management/transport-requests/[id]/invoices: the fee's invoice and credit note for staff. */
export async function managedTransportInvoices(
  staff: StaffMember,
  id: number,
): Promise<{ invoices: InvoiceSummary[] }> {
  await getTransportRequest(staff, id); // a missing request answers its Turkish 404
  return { invoices: (await invoicesOfTransport(id)).items };
}
