import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useConfirmedAction } from "@/components/management/useConfirmedAction";
import { TextField } from "@/components/ui/Field";
import type { ManagedAuction as Managed } from "@/lib/auctions/types";
import { http } from "@/lib/http";

/** Cancelling an auction asks for a reason; the answer says how many deposits were released. */
export function CancelAuctionDialog({
  auction: cancelling,
  onClose,
  onCancelled,
}: {
  auction: Managed | null;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const { busy, run } = useConfirmedAction();

  const confirmCancel = async () => {
    if (!cancelling) return;
    if (reason.trim().length < 3) {
      setReasonError("İptal nedeni en az 3 karakter olmalıdır.");
      return;
    }
    await run(
      async () => {
        const result = await http.post<{ released: number }>(`/api/management/auctions/${cancelling.id}/cancel`, {
          reason: reason.trim(),
        });
        return result.released > 0
          ? `İhale iptal edildi; ${result.released} teminat serbest bırakıldı.`
          : "İhale iptal edildi.";
      },
      () => {
        onClose();
        setReason("");
        onCancelled();
      },
    );
  };

  return (
    <ConfirmDialog
      open={cancelling !== null}
      title={`İhaleyi iptal et (#${cancelling?.id ?? ""})`}
      variant="danger"
      confirmLabel="İhaleyi iptal et"
      busy={busy}
      onConfirm={() => void confirmCancel()}
      onCancel={onClose}
    >
      <p className="text-sm">
        {cancelling?.title} ihalesi iptal edilecek; teklif verilemeyecek ve bloke edilen tüm teminatlar serbest
        bırakılacak. Bu işlem geri alınamaz.
      </p>
      <div className="mt-4">
        <TextField
          label="İptal nedeni"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError}
        />
      </div>
    </ConfirmDialog>
  );
}
