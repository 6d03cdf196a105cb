import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useConfirmedAction } from "@/components/management/useConfirmedAction";
import type { ManagedListing } from "@/lib/buyNow/types";
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
  const { busy, run } = useConfirmedAction();

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    await run(
      async () => {
        await http.post(`/api/management/listings/${withdrawing.id}/withdraw`);
        return "İlan satıştan kaldırıldı.";
      },
      () => {
        onClose();
        onWithdrawn();
      },
    );
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
