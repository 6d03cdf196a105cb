import { INVOICE_ERRORS } from "@/lib/invoices/labels";
import { contractAvailable } from "@/lib/invoices/rules";
import type { InvoiceSummary, OrderBilling } from "@/lib/invoices/types";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { invoicesOfOrder, myInvoices, orderBillingOf, saveOrderBilling } from "@/lib/server/invoices/service";
import { lockOrderForDocuments, myOrders, orderForDocuments } from "@/lib/server/orders/service";

/** GET /api/me/orders/[id]/billing: the company billing of the buyer's own order (null: their identity). */
export async function myOrderBilling(uid: string, orderId: number): Promise<{ billing: OrderBilling | null }> {
  const found = await orderForDocuments(orderId);
  if (!found || found.order.buyerUid !== uid) throw new AppError("not_found", INVOICE_ERRORS.orderNotFound);
  return { billing: await orderBillingOf(orderId) };
}

/**
 * PUT /api/me/orders/[id]/billing: the buyer sets or clears the company their service fee is invoiced
 * to, only while the order awaits payment (the invoice is issued with it when the fee is marked paid;
 * the order's lock orders the two).
 */
export async function setMyOrderBilling(
  uid: string,
  orderId: number,
  billing: OrderBilling | null,
): Promise<{ billing: OrderBilling | null }> {
  await getDb().transaction(async (tx) => {
    const order = await lockOrderForDocuments(tx, orderId);
    if (!order || order.buyerUid !== uid) throw new AppError("not_found", INVOICE_ERRORS.orderNotFound);
    if (order.status !== "awaiting_payment") throw new AppError("conflict", INVOICE_ERRORS.billingLocked);
    await saveOrderBilling(tx, orderId, billing);
  });
  return { billing: await orderBillingOf(orderId) };
}

export type ContractLink = { orderId: number; title: string; pdfUrl: string };

/** GET /api/me/documents: the buyer's invoices and credit notes, and the sales contracts ready to download. */
export async function myDocuments(uid: string): Promise<{ invoices: InvoiceSummary[]; contracts: ContractLink[] }> {
  const [{ items: invoices }, { items: orders }] = await Promise.all([myInvoices(uid), myOrders(uid)]);
  const contracts = orders
    .filter((o) => contractAvailable(o.status))
    .map((o) => ({ orderId: o.id, title: o.title, pdfUrl: `/api/me/orders/${o.id}/contract` }));
  return { invoices, contracts };
}

/** GET /api/management/orders/[id]/documents: an order's invoices and its contract link for staff. */
export async function managedOrderDocuments(
  orderId: number,
): Promise<{ invoices: InvoiceSummary[]; contractUrl: string | null }> {
  const found = await orderForDocuments(orderId);
  if (!found) throw new AppError("not_found", INVOICE_ERRORS.orderNotFound);
  const { items } = await invoicesOfOrder(orderId);
  return {
    invoices: items,
    contractUrl: contractAvailable(found.order.status) ? `/api/management/orders/${orderId}/contract` : null,
  };
}
