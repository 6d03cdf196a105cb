import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Icon } from "@/components/ui/Icon";
import { handleError } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { ProvisionRequestItem } from "@/components/deposits/ProvisionRequestItem";
import type { ProvisionRequest } from "@/components/deposits/types";

/** Texts of the request list, together for a Turkish editor. */
const requestText = {
  cancel: "Talebi iptal et",
  cancelTitle: "Provizyon talebini iptal et",
  cancelBody: (r: ProvisionRequest) =>
    `${formatTL(r.amount)} tutarındaki ${r.referenceCode} referanslı talebiniz iptal edilir. Bu referansla havale/EFT yaptıysanız iptal etmeyin; ödemeniz onaylanınca bakiyenize eklenir.`,
  cancelled: "Talebiniz iptal edildi.",
};

/** The member's own provision requests; a pending one can be cancelled after a confirmation. */
export function ProvisionRequestList({
  requests,
  onChanged,
}: {
  requests: ProvisionRequest[] | null;
  onChanged: () => Promise<void>;
}) {
  const [cancelling, setCancelling] = useState<ProvisionRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await http.post(`/api/me/provision-requests/${cancelling.id}/cancel`);
      toast.success(requestText.cancelled);
      setCancelling(null);
    } catch (error) {
      handleError(error, "Talep iptal edilemedi.");
      setCancelling(null);
    } finally {
      setBusy(false);
      // Staff may have decided it meanwhile: show the current state either way.
      await onChanged();
    }
  };

  if (requests === null) return <p className="text-sm text-neutral-500">Talepleriniz yükleniyor…</p>;
  if (requests.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-neutral-300 p-8 text-center">
        <Icon name="wallet" className="mx-auto h-8 w-8 text-neutral-400" />
        <p className="mt-2 font-medium">Henüz provizyon talebiniz yok</p>
        <p className="mt-1 text-sm text-neutral-500">Yukarıdaki formla ilk talebinizi oluşturabilirsiniz.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-neutral-200">
        {requests.map((r) => (
          <ProvisionRequestItem key={r.id} request={r} onCancel={() => setCancelling(r)} />
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={requestText.cancelTitle}
        variant="danger"
        confirmLabel={requestText.cancel}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && <p className="text-sm">{requestText.cancelBody(cancelling)}</p>}
      </ConfirmDialog>
    </>
  );
}
