import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { ErrorAlert } from "@/components/ui/ErrorAlert";
import { amountInWords } from "@/lib/amountInWords";
import { AUCTION_BUY_NOW_LABELS as t } from "@/lib/auctions/labels";
import type { AuctionLive } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";
import { errorMessage } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { buyerCommission } from "@/lib/orders/commission";

/**
 * Hemen Al during an auction (PRODUCT §6.8): shown only while the server offers it (`live.buyNowPrice`),
 * so a live update that takes the price to 70 % of it hides the button. It sits in BidPanel, behind
 * the same gates as bidding (signed in, not the seller, not staff). The confirmation names the
 * price in words, the commission and the deposit; the server decides under the auction's lock.
 */
export function AuctionBuyNow({
  live,
  onBought,
  onRefused,
}: {
  live: AuctionLive;
  /** The buyer now leads a sold auction: the page applies it as an accepted bid (no bid row was made). */
  onBought: (result: PlaceBidResult) => void;
  onRefused: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = live.buyNowPrice;
  if (price === null) return null;
  const commission = buyerCommission(price);

  const buy = async () => {
    setSending(true);
    try {
      const result = await http.post<{ auction: AuctionLive; orderId: number }>(`/api/auctions/${live.id}/buy-now`, {
        price,
      });
      setOpen(false);
      toast.success(t.done);
      onBought({ auction: result.auction, bidId: 0, leading: true, extended: false });
    } catch (err) {
      setOpen(false);
      setError(errorMessage(err));
      onRefused();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2 border-t border-neutral-200 pt-4" data-testid="auction-buy-now">
      <Button type="button" variant="secondary" size="lg" className="w-full" onClick={() => setOpen(true)}>
        {t.button(formatTL(price))}
      </Button>
      <p className="text-xs text-neutral-500">{t.hint}</p>
      <ErrorAlert message={error} />
      <ConfirmDialog
        open={open}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        busy={sending}
        onConfirm={() => void buy()}
        onCancel={() => setOpen(false)}
      >
        <dl className="space-y-2 text-sm" aria-label="Hemen Al özeti">
          <div className="flex items-start justify-between gap-4">
            <dt>Hemen Al fiyatı</dt>
            <dd className="text-right">
              <span className="font-semibold tabular-nums">{formatTL(price)}</span>
              <span className="block text-xs text-neutral-500">({amountInWords(price)})</span>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Alıcı hizmet bedeli</dt>
            <dd className="font-semibold tabular-nums">{formatTL(commission)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-neutral-200 pt-2">
            <dt className="font-semibold">Ödeyeceğiniz toplam</dt>
            <dd className="font-bold tabular-nums">{formatTL(price + commission)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Ödeme tamamlanana kadar bloke edilecek teminat</dt>
            <dd className="font-semibold tabular-nums">{formatTL(commission)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs leading-relaxed text-neutral-600">
          Onayladığınızda ihale sizin adınıza bu fiyatla hemen sona erer, siparişiniz oluşur ve diğer teklif verenlerin
          teminatları serbest kalır. Bu işlem geri alınamaz.
        </p>
      </ConfirmDialog>
    </div>
  );
}
