import { usePdfDownload } from "@/lib/invoices/client";
import { ORDER_STEP_LABELS } from "@/lib/orders/labels";

/** Downloads an order's signed sales contract with the staff session (a plain link would carry no token). */
export function ContractDownload({ orderId }: { orderId: number }) {
  const pdf = usePdfDownload();
  const url = `/api/management/orders/${orderId}/signed-contract`;
  return (
    <>
      <button
        type="button"
        className="mt-1 block text-xs text-brand-700 underline"
        aria-busy={pdf.busy === url}
        onClick={() => pdf.download(url, `satis-sozlesmesi-${orderId}.pdf`)}
      >
        {ORDER_STEP_LABELS.contractLink}
      </button>
      {pdf.error && (
        <p className="text-xs text-red-700" role="alert">
          {pdf.error}
        </p>
      )}
    </>
  );
}
