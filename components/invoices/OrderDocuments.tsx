import { useState } from "react";
import { InvoiceList } from "@/components/invoices/InvoiceList";
import { Button } from "@/components/ui/Button";
import { DocumentsPending } from "@/components/invoices/DocumentsPending";
import { useOrderDocuments, usePdfDownload } from "@/lib/invoices/client";
import { invoiceLabels } from "@/lib/invoices/labels";

/**
 * Yönetim › Siparişler: an order's invoices, credit note and sales contract, loaded when staff open
 * them; what is downloadable is the server's answer.
 */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const { data, error } = useOrderDocuments(open ? orderId : null);
  const pdf = usePdfDownload();
  if (!open)
    return (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`#${orderId} ${invoiceLabels.staffDocuments}`}
      >
        {invoiceLabels.staffDocuments}
      </Button>
    );
  if (error || !data) return <DocumentsPending error={error} />;
  const contractUrl = data.contractUrl;
  return (
    <div className="w-full text-left">
      {data.invoices.length === 0 && !contractUrl && (
        <p className="text-xs text-neutral-600">{invoiceLabels.staffNoDocuments}</p>
      )}
      <InvoiceList invoices={data.invoices} pdf={pdf} />
      {contractUrl && (
        <Button
          size="sm"
          variant="secondary"
          loading={pdf.busy === contractUrl}
          onClick={() => pdf.download(contractUrl, `satis-sozlesmesi-MB-S-${orderId}.pdf`)}
          aria-label={`${invoiceLabels.downloadContract}: MB-S-${orderId}`}
        >
          {invoiceLabels.downloadContract}
        </Button>
      )}
      {pdf.error && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {pdf.error}
        </p>
      )}
    </div>
  );
}
