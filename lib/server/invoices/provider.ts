import { config } from "@/lib/server/config";
import { renderInvoicePdf, type InvoicePrint } from "@/lib/server/invoices/document";

/**
 * Where issued invoices go (docs/invoices.md). The embedded default is the PDF archive: the invoice
 * row is the record and its PDF is rendered from it on demand. Production plugs a GİB e-Arşiv
 * integrator in through GIB_INTEGRATOR_URL / GIB_INTEGRATOR_TOKEN; nothing else changes.
 */
export interface InvoiceProvider {
  readonly name: "archive" | "gib";
  /** Reports an issued invoice; answers the provider's reference (the integrator's ETTN), or null. */
  submit(invoice: InvoicePrint): Promise<string | null>;
  /** The invoice's PDF. */
  pdf(invoice: InvoicePrint): Promise<Buffer>;
}

export const archiveProvider: InvoiceProvider = {
  name: "archive",
  submit: async () => null,
  pdf: renderInvoicePdf,
};

/**
 * A GİB integrator over HTTP: POST {url}/invoices with the invoice as JSON (answers `{ ettn }`),
 * GET {url}/invoices/{number}/pdf for the PDF the integrator archived. Bearer token auth.
 */
export function gibIntegratorProvider(url: string, token: string, fetchImpl: typeof fetch = fetch): InvoiceProvider {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    name: "gib",
    async submit(invoice) {
      const response = await fetchImpl(`${url}/invoices`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ ...invoice, issuedAt: invoice.issuedAt.toISOString() }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`integrator answered ${response.status} for ${invoice.number}`);
      const body = (await response.json()) as { ettn?: string };
      return body.ettn ?? null;
    },
    async pdf(invoice) {
      const response = await fetchImpl(`${url}/invoices/${encodeURIComponent(invoice.number)}/pdf`, {
        headers,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`integrator answered ${response.status} for ${invoice.number}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** The configured provider: the integrator when its URL and token are set, else the PDF archive. */
export function invoiceProvider(): InvoiceProvider {
  const { GIB_INTEGRATOR_URL, GIB_INTEGRATOR_TOKEN } = config();
  return GIB_INTEGRATOR_URL && GIB_INTEGRATOR_TOKEN
    ? gibIntegratorProvider(GIB_INTEGRATOR_URL.replace(/\/+$/, ""), GIB_INTEGRATOR_TOKEN)
    : archiveProvider;
}
