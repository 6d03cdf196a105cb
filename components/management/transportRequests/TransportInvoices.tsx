import { InvoiceList } from "@/components/invoices/InvoiceList";
import { Spinner } from "@/components/ui/Spinner";
import { errorMessage } from "@/lib/errors";
import { usePdfDownload, useTransportInvoices } from "@/lib/invoices/client";
import { invoiceLabels } from "@/lib/invoices/labels";

/** Yönetim › Nakliye: the fee's invoice (and credit note) of a request whose fee was received. */
export function TransportInvoices({ requestId }: { requestId: number }) {
  const { data, error } = useTransportInvoices(requestId);
  const pdf = usePdfDownload();
  if (error)
    return (
      <p className="text-sm text-red-700" role="alert">
        {errorMessage(error, invoiceLabels.loadFailed)}
      </p>
    );
  if (!data) return <Spinner label={invoiceLabels.loading} />;
  return (
    <div className="w-full text-left">
      <InvoiceList invoices={data.invoices} pdf={pdf} />
      {pdf.error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {pdf.error}
        </p>
      )}
    </div>
  );
}
