import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/format";
import { invoiceLabels } from "@/lib/invoices/labels";
import { formatKurus } from "@/lib/invoices/rules";
import type { InvoiceSummary } from "@/lib/invoices/types";

type Download = { busy: string | null; download: (url: string, filename: string) => void };

/** Invoices and credit notes with their download buttons: on /profil and in Yönetim › Siparişler. */
export function InvoiceList({ invoices, pdf }: { invoices: InvoiceSummary[]; pdf: Download }) {
  return (
    <ul className="divide-y divide-neutral-100" aria-label="Faturalar">
      {invoices.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <div className="text-sm">
            <p className="font-semibold">
              {invoiceLabels.kind[i.kind]} <span className="font-mono">{i.number}</span>
            </p>
            <p className="text-xs text-neutral-600">
              {formatDateTime(i.issuedAt)} · {formatKurus(i.totalKurus)}
              {i.orderId !== null && ` · Sipariş MB-S-${i.orderId}`}
              {i.transportRequestId !== null && ` · Nakliye talebi #${i.transportRequestId}`}
              {i.creditsNumber && ` · İade edilen: ${i.creditsNumber}`}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            loading={pdf.busy === i.pdfUrl}
            onClick={() => pdf.download(i.pdfUrl, `${i.number}.pdf`)}
            aria-label={`${i.kind === "credit_note" ? invoiceLabels.downloadCreditNote : invoiceLabels.download}: ${i.number}`}
          >
            {i.kind === "credit_note" ? invoiceLabels.downloadCreditNote : invoiceLabels.download}
          </Button>
        </li>
      ))}
    </ul>
  );
}
