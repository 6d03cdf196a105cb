/** Types the invoice domain answers (docs/invoices.md). Amounts on an invoice are kuruş (1 TL = 100). */

export type InvoiceKind = "invoice" | "credit_note";

/** What an invoice is for: an order's service fee (hizmet bedeli) or a transport fee (nakliye ücreti). */
export type InvoiceSubject = { type: "order"; orderId: number } | { type: "transport"; transportRequestId: number };

export type InvoiceLine = {
  description: string;
  quantity: number;
  kdvRate: number;
  netKurus: number;
  kdvKurus: number;
  totalKurus: number;
};

/** The billing identity an invoice is addressed to. */
export type BillingParty =
  | { kind: "person"; name: string; identityNumber: string }
  | { kind: "company"; name: string; vkn: string; taxOffice: string };

/** An invoice as the buyer and staff list it (the identity number masked). */
export type InvoiceSummary = {
  id: number;
  number: string;
  kind: InvoiceKind;
  orderId: number | null;
  transportRequestId: number | null;
  totalKurus: number;
  issuedAt: string;
  /** The invoice a credit note cancels. */
  creditsNumber: string | null;
  pdfUrl: string;
};

/** The company an order's service fee is invoiced to, when the buyer entered one (docs/invoices.md). */
export type OrderBilling = { companyName: string; vkn: string; taxOffice: string };
