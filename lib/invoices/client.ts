import { useState } from "react";
import { useRead } from "@/lib/clientData";
import { blobErrorMessage, downloadWithSession } from "@/lib/download";
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
      await downloadWithSession(url, filename);
    } catch (e) {
      setError(await blobErrorMessage(e, invoiceLabels.downloadFailed));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, download };
}
