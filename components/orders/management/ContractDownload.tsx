import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { ORDER_STEP_LABELS } from "@/lib/orders/labels";

/** Downloads an order's signed sales contract with the staff session (a plain link would carry no token). */
export function ContractDownload({ orderId }: { orderId: number }) {
  const download = async () => {
    try {
      const blob = await http.get<Blob>(`/api/management/orders/${orderId}/signed-contract`, { responseType: "blob" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `satis-sozlesmesi-${orderId}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <button type="button" className="mt-1 block text-xs text-brand-700 underline" onClick={() => void download()}>
      {ORDER_STEP_LABELS.contractLink}
    </button>
  );
}
