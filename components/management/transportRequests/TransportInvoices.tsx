import { InvoiceList } from "@/components/invoices/InvoiceList";
import { DocumentsPending } from "@/components/invoices/DocumentsPending";
import { usePdfDownload, useTransportInvoices } from "@/lib/invoices/client";

/** Yönetim › Nakliye: the fee's invoice (and credit note) of a request whose fee was received. */
export function TransportInvoices({ requestId }: { requestId: number }) {
  const { data, error } = useTransportInvoices(requestId);
  const pdf = usePdfDownload();
  if (error || !data) return <DocumentsPending error={error} />;
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
