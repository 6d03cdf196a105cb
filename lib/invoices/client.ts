import { useState } from "react";
import { useRead } from "@/lib/clientData";
import { http } from "@/lib/http";
import { errorMessage } from "@/lib/errors";
import type { InvoiceSummary } from "@/lib/invoices/types";
import { invoiceLabels } from "@/lib/invoices/labels";

export type MyDocuments = {
  invoices: InvoiceSummary[];
  contracts: { orderId: number; title: string; pdfUrl: string }[];
};

/** Profil › Faturalarım ve belgelerim. */
export function useMyDocuments() {
  return useRead<MyDocuments>("/api/me/documents");
}

/** Yönetim › Siparişler: an order's invoices and contract, loaded when staff open them. */
export function useOrderDocuments(orderId: number | null) {
  return useRead<{ invoices: InvoiceSummary[]; contractUrl: string | null }>(
    orderId === null ? null : `/api/management/orders/${orderId}/documents`,
  );
}

/** Yönetim › Nakliye: a transport request's fee invoice and credit note, once the fee was received. */
export function useTransportInvoices(requestId: number | null) {
  return useRead<{ invoices: InvoiceSummary[] }>(
    requestId === null ? null : `/api/management/transport-requests/${requestId}/invoices`,
  );
}

/** An error answer asked for as a blob is JSON inside a Blob: its Turkish message. */
async function blobError(error: unknown): Promise<string> {
  const data = (error as { data?: unknown } | null)?.data;
  if (data instanceof Blob) {
    try {
      const parsed = JSON.parse(await data.text()) as { error?: unknown };
      if (typeof parsed.error === "string") return parsed.error;
    } catch {
      // Not JSON: the generic message below.
    }
  }
  return errorMessage(error, invoiceLabels.downloadFailed);
}

/**
 * Downloads a PDF with the session's token (a plain link would carry no sign-in: the server answers
 * only the buyer and staff) and saves it from memory.
 */
export function usePdfDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (url: string, filename: string) => {
    setBusy(url);
    setError(null);
    try {
      const blob = await http.get<Blob>(url, { responseType: "blob" });
      const href = URL.createObjectURL(blob);
      const anchor = document.createElement("a");
      anchor.href = href;
      anchor.download = filename;
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      setError(await blobError(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, download };
}
