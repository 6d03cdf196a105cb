/**
 * Invoices (docs/invoices.md): issued in the transaction that records a fee as paid, credited (never
 * deleted) when the sale is cancelled, downloaded by the buyer and staff.
 */
import { INVOICE_SERIES, feeLine, invoiceNumber, invoiceTotals, istanbulYear, vknProblem } from "@/lib/invoices/rules";
import { INVOICE_ERRORS, invoiceLabels } from "@/lib/invoices/labels";
import type { BillingParty, InvoiceKind, InvoiceLine, InvoiceSummary, OrderBilling } from "@/lib/invoices/types";
import { getDb, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { billingIdentityOf, openSealedIdentityNumber } from "@/lib/server/identity/service";
import { sealIdentityNumber } from "@/lib/server/identity/crypto";
import type { InvoicePrint } from "@/lib/server/invoices/document";
import { invoiceProvider } from "@/lib/server/invoices/provider";
import * as q from "@/lib/server/invoices/queries";
import type { InvoiceRow } from "@/lib/server/invoices/queries";
import { hasPermission } from "@/lib/staff/rules";
import type { StaffMember } from "@/lib/server/staff/service";

/**
 * GİB's stand-in T.C. Kimlik No for a final consumer whose number is unknown: used only for a buyer
 * with neither a verified identity nor company billing (accounts from before identity checks).
 */
const UNKNOWN_CONSUMER_ID = "11111111111";

type Subject =
  { orderId: number; transportRequestId?: undefined } | { transportRequestId: number; orderId?: undefined };

/** The buyer's billing identity for an invoice row: the company entered on the order, else the verified identity. */
async function billingColumns(tx: Tx, uid: string, orderId: number | undefined) {
  const company = orderId !== undefined ? await q.billingOfOrder(tx, orderId) : undefined;
  if (company)
    return {
      buyerKind: "company" as const,
      buyerName: company.companyName,
      buyerVkn: company.vkn,
      buyerTaxOffice: company.taxOffice,
    };
  const identity = await billingIdentityOf(tx, uid);
  const sealed = identity?.sealed ?? sealIdentityNumber(UNKNOWN_CONSUMER_ID);
  return {
    buyerKind: "person" as const,
    buyerName: identity?.name || (await q.profileName(tx, uid)),
    buyerIdCiphertext: sealed.ciphertext,
    buyerIdKeyId: sealed.keyId,
  };
}

async function issue(
  tx: Tx,
  kind: InvoiceKind,
  fields: Omit<q.NewInvoiceRow, "number" | "series" | "year" | "sequence" | "kind" | "provider" | "kdvRate">,
  now: Date,
): Promise<InvoiceRow> {
  const series = INVOICE_SERIES[kind];
  const year = istanbulYear(now);
  const sequence = await q.nextSequence(tx, series, year);
  return q.insertInvoice(tx, {
    ...fields,
    kind,
    series,
    year,
    sequence,
    number: invoiceNumber(series, year, sequence),
    kdvRate: fields.lines[0].kdvRate,
    provider: invoiceProvider().name,
    issuedAt: now,
  });
}

async function issueFeeInvoice(
  tx: Tx,
  subject: Subject,
  buyerUid: string,
  line: InvoiceLine,
  now: Date,
): Promise<InvoiceRow> {
  const lines = [line];
  return issue(
    tx,
    "invoice",
    { ...subject, buyerUid, lines, ...invoiceTotals(lines), ...(await billingColumns(tx, buyerUid, subject.orderId)) },
    now,
  );
}

/** A credit note (iade faturası) for `invoice`, unless it already has one; the same figures, its own series. */
async function creditInvoice(tx: Tx, invoice: InvoiceRow, now: Date): Promise<InvoiceRow | null> {
  if (await q.creditNoteOf(tx, invoice.id)) return null;
  const lines = invoice.lines.map((l) => ({ ...l, description: `${invoiceLabels.creditLine(invoice.number)}` }));
  const {
    id: _id,
    number: _n,
    series: _s,
    year: _y,
    sequence: _q,
    kind: _k,
    provider: _p,
    issuedAt: _i,
    ...rest
  } = invoice;
  return issue(tx, "credit_note", { ...rest, lines, creditsInvoiceId: invoice.id, providerReference: null }, now);
}

/**
 * The order lifecycle's one hook (called inside its status transaction): "paid" means the service
 * fee was received, so the fee is invoiced; "cancelled" after that credits the invoice.
 */
export async function invoiceOrderChange(
  tx: Tx,
  order: { id: number; buyerUid: string; commission: number },
  status: string,
  now = new Date(),
): Promise<void> {
  if (status === "paid" && order.commission > 0 && !(await q.invoiceOfOrder(tx, order.id)))
    await issueFeeInvoice(
      tx,
      { orderId: order.id },
      order.buyerUid,
      feeLine(invoiceLabels.serviceFeeLine(order.id), order.commission),
      now,
    );
  if (status === "cancelled") {
    const invoice = await q.invoiceOfOrder(tx, order.id);
    if (invoice) await creditInvoice(tx, invoice, now);
  }
}

/** The transport fee was received (staff "ücret alındı"): invoiced once, in that transaction. */
export async function invoiceTransportFee(
  tx: Tx,
  request: { id: number; uid: string; quotePrice: number },
  now = new Date(),
): Promise<InvoiceRow> {
  const existing = await q.invoiceOfTransport(tx, request.id);
  if (existing) return existing;
  return issueFeeInvoice(
    tx,
    { transportRequestId: request.id },
    request.uid,
    feeLine(invoiceLabels.transportFeeLine(request.id), request.quotePrice),
    now,
  );
}

/** The transport fee's invoice, if it was already received. */
export const transportInvoiceOf = (tx: Tx, transportRequestId: number): Promise<InvoiceRow | undefined> =>
  q.invoiceOfTransport(tx, transportRequestId);

/** A cancelled transport request whose fee was invoiced gets its credit note. */
export async function creditTransportFee(tx: Tx, transportRequestId: number, now = new Date()): Promise<void> {
  const invoice = await q.invoiceOfTransport(tx, transportRequestId);
  if (invoice) await creditInvoice(tx, invoice, now);
}

// ---------------------------------------------------------------- reading

async function toSummary(row: InvoiceRow, pdfBase: string): Promise<InvoiceSummary> {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    orderId: row.orderId,
    transportRequestId: row.transportRequestId,
    totalKurus: row.totalKurus,
    issuedAt: row.issuedAt.toISOString(),
    creditsNumber: row.creditsInvoiceId ? await q.numberOf(getDb(), row.creditsInvoiceId) : null,
    pdfUrl: `${pdfBase}/${row.id}/pdf`,
  };
}

/** GET /api/me/invoices: the buyer's invoices and credit notes. */
export async function myInvoices(uid: string): Promise<{ items: InvoiceSummary[] }> {
  const rows = await q.invoicesOfBuyer(getDb(), uid);
  return { items: await Promise.all(rows.map((r) => toSummary(r, "/api/me/invoices"))) };
}

/** An order's invoices for staff (management order detail). */
export async function invoicesOfOrder(orderId: number): Promise<{ items: InvoiceSummary[] }> {
  const rows = await q.invoicesOfSubject(getDb(), { orderId });
  return { items: await Promise.all(rows.map((r) => toSummary(r, "/api/management/invoices"))) };
}

async function toPrint(row: InvoiceRow): Promise<InvoicePrint> {
  const buyer: BillingParty =
    row.buyerKind === "company"
      ? { kind: "company", name: row.buyerName, vkn: row.buyerVkn ?? "", taxOffice: row.buyerTaxOffice ?? "" }
      : {
          kind: "person",
          name: row.buyerName,
          identityNumber: openSealedIdentityNumber({ ciphertext: row.buyerIdCiphertext!, keyId: row.buyerIdKeyId! }),
        };
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt,
    buyer,
    lines: row.lines,
    netKurus: row.netKurus,
    kdvKurus: row.kdvKurus,
    totalKurus: row.totalKurus,
    kdvRate: row.kdvRate,
    creditsNumber: row.creditsInvoiceId ? await q.numberOf(getDb(), row.creditsInvoiceId) : null,
  };
}

/** An issued invoice as the provider receives it (the submission job), or undefined when there is none. */
export async function invoicePrintOf(id: number): Promise<InvoicePrint | undefined> {
  const row = await q.findInvoice(getDb(), id);
  return row ? toPrint(row) : undefined;
}

export type InvoicePdf = { filename: string; pdf: Buffer };

async function pdfOf(row: InvoiceRow): Promise<InvoicePdf> {
  return { filename: `${row.number}.pdf`, pdf: await invoiceProvider().pdf(await toPrint(row)) };
}

/** The buyer's own invoice PDF; another user's answers the same 404 as a missing one (no probing). */
export async function myInvoicePdf(uid: string, id: number): Promise<InvoicePdf> {
  const row = await q.findInvoice(getDb(), id);
  if (!row || row.buyerUid !== uid) throw new AppError("not_found", INVOICE_ERRORS.notFound);
  return pdfOf(row);
}

/** Staff: an order's invoice needs the orders permission, a transport invoice the transport one. */
export async function managedInvoicePdf(staff: StaffMember, id: number): Promise<InvoicePdf> {
  const row = await q.findInvoice(getDb(), id);
  if (!row) throw new AppError("not_found", INVOICE_ERRORS.notFound);
  const permission = row.orderId !== null ? "orders:write" : "transport:write";
  if (!hasPermission(staff, permission)) throw new AppError("forbidden", INVOICE_ERRORS.forbidden);
  return pdfOf(row);
}

/** A transport request's invoices for staff. */
export async function invoicesOfTransport(transportRequestId: number): Promise<{ items: InvoiceSummary[] }> {
  const rows = await q.invoicesOfSubject(getDb(), { transportRequestId });
  return { items: await Promise.all(rows.map((r) => toSummary(r, "/api/management/invoices"))) };
}

// ---------------------------------------------------------------- billing identity of an order

/** The company billing the buyer entered for an order, or null (the invoice goes to their identity). */
export async function orderBillingOf(orderId: number): Promise<OrderBilling | null> {
  const row = await q.billingOfOrder(getDb(), orderId);
  return row ? { companyName: row.companyName, vkn: row.vkn, taxOffice: row.taxOffice } : null;
}

/**
 * Sets (or with null clears) an order's company billing, under the order's lock the caller holds:
 * only before the fee is paid, since the invoice is issued with whatever is here at that moment.
 */
export async function saveOrderBilling(tx: Tx, orderId: number, billing: OrderBilling | null): Promise<void> {
  if (!billing) return q.deleteBilling(tx, orderId);
  const companyName = billing.companyName.trim();
  const taxOffice = billing.taxOffice.trim();
  if (!companyName) throw new AppError("validation", INVOICE_ERRORS.companyNameRequired);
  if (!taxOffice) throw new AppError("validation", INVOICE_ERRORS.taxOfficeRequired);
  const problem = vknProblem(billing.vkn);
  if (problem) throw new AppError("validation", problem);
  await q.saveBilling(tx, orderId, { companyName, vkn: billing.vkn, taxOffice });
}
