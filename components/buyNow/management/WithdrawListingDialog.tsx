import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import type { ManagedListing } from "@/lib/buyNow/types";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

/** Takes an on-sale listing off the site after a confirmation. */
export function WithdrawListingDialog({
  listing: withdrawing,
  onClose,
  onWithdrawn,
}: {
  listing: ManagedListing | null;
  onClose: () => void;
  onWithdrawn: () => void;
}) {
  const [busy, setBusy] = useState(false);

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await http.post(`/api/management/listings/${withdrawing.id}/withdraw`);
      toast.success("İlan satıştan kaldırıldı.");
      onClose();
      onWithdrawn();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={withdrawing !== null}
      title={`İlanı kaldır (#${withdrawing?.id ?? ""})`}
      variant="danger"
      confirmLabel="İlanı kaldır"
      busy={busy}
      onConfirm={() => void confirmWithdraw()}
      onCancel={onClose}
    >
      <p className="text-sm">
        {withdrawing?.title} satıştan kaldırılacak ve sitede görünmeyecek. Araç daha sonra yeniden ilana veya ihaleye
        çıkarılabilir.
      </p>
    </ConfirmDialog>
  );
}
