import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { RULES } from "@/lib/content/rules";
import type { ListingDetail } from "@/lib/buyNow/types";
import { formatTL } from "@/lib/format";

/** The purchase confirmation: the price, the buyer's fee, the total and what happens on confirming. */
export function BuyConfirmDialog({
  listing,
  open,
  sending,
  onConfirm,
  onCancel,
}: {
  listing: ListingDetail;
  open: boolean;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Satın almayı onaylayın"
      confirmLabel="Satın almayı onayla"
      busy={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm">
        <strong>{listing.title}</strong> aracını satın almak üzeresiniz.
      </p>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Araç bedeli</dt>
          <dd className="font-semibold tabular-nums">{formatTL(listing.price)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Alıcı hizmet bedeli</dt>
          <dd className="font-semibold tabular-nums">{formatTL(listing.commission)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-1.5">
          <dt className="font-semibold">Ödenecek toplam</dt>
          <dd className="font-bold tabular-nums">{formatTL(listing.price + listing.commission)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-neutral-600">
        Onayladığınızda ilan sizin adınıza ayrılır, {formatTL(listing.deposit)} provizyonunuz sipariş sonuçlanana kadar
        bloke edilir ve siparişiniz “Ödeme bekleniyor” durumunda oluşur. Ödemeyi {RULES.paymentDays} iş günü içinde
        yapmanız gerekir.
      </p>
    </ConfirmDialog>
  );
}
