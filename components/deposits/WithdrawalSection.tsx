import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { formatTL } from "@/lib/format";
import { ReauthDialog } from "@/components/deposits/ReauthDialog";
import { MyWithdrawalItem } from "@/components/deposits/MyWithdrawalItem";
import { WithdrawalForm } from "@/components/deposits/WithdrawalForm";
import { useWithdrawalSection } from "@/components/deposits/useWithdrawalSection";

const INTRO =
  "Teklif ve satın almalarınıza bağlı olmayan (kullanılabilir) provizyonunuzu kendi adınıza kayıtlı bir Türk banka hesabına geri çekebilirsiniz. Talep ettiğiniz tutar ödenene kadar bloke edilir ve teklif için kullanılamaz.";

/** The withdrawal form and the user's withdrawals with their states; a pending one can be cancelled. */
export function WithdrawalSection({
  available,
  ownerName,
  account,
  onChanged,
}: {
  available: number;
  ownerName: string;
  account: { uid: string; email: string };
  onChanged: () => Promise<void>;
}) {
  const { items, error, form, cancelling, setCancelling, busy, cancel } = useWithdrawalSection(
    available,
    account,
    onChanged,
  );

  return (
    <div className="space-y-6">
      <p className="text-sm text-neutral-600">{INTRO}</p>
      <WithdrawalForm form={form} available={available} ownerName={ownerName} />

      <div>
        <h3 className="font-semibold">Çekim taleplerim</h3>
        {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
        {!error && items === null && <p className="mt-2 text-sm text-neutral-500">Çekim talepleriniz yükleniyor…</p>}
        {items?.length === 0 && <p className="mt-2 text-sm text-neutral-500">Henüz çekim talebiniz yok.</p>}
        {items && items.length > 0 && (
          <ul className="mt-2 divide-y divide-neutral-200">
            {items.map((w) => (
              <MyWithdrawalItem key={w.id} withdrawal={w} onCancel={() => setCancelling(w)} />
            ))}
          </ul>
        )}
      </div>

      <ReauthDialog reauth={form.reauth} email={account.email} />

      <ConfirmDialog
        open={cancelling !== null}
        title="Çekim talebini iptal et"
        variant="danger"
        confirmLabel="Talebi iptal et"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && (
          <p className="text-sm">
            {formatTL(cancelling.amount)} tutarındaki çekim talebiniz iptal edilir ve tutar yeniden kullanılabilir
            provizyonunuza eklenir.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
