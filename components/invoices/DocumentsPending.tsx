import { Spinner } from "@/components/ui/Spinner";
import { errorMessage } from "@/lib/errors";
import { invoiceLabels } from "@/lib/invoices/labels";

/** What a documents list shows until its answer is there: the load error, or a spinner while it loads. */
export function DocumentsPending({ error }: { error: unknown }) {
  if (error)
    return (
      <p className="text-sm text-red-700" role="alert">
        {errorMessage(error, invoiceLabels.loadFailed)}
      </p>
    );
  return <Spinner label={invoiceLabels.loading} />;
}
