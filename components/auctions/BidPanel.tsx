import { availableProvision, useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { ErrorAlert } from "@/components/ui/ErrorAlert";
import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { IdentityRequiredNotice } from "@/components/identity/IdentityRequiredNotice";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import { BidConfirmDialog } from "@/components/auctions/BidConfirmDialog";
import { AuctionBuyNow } from "@/components/auctions/AuctionBuyNow";
import { DepositCheck } from "@/components/deposits/DepositCheck";
import { MoneyInput } from "@/components/auctions/BidMoneyInput";
import { BidNotAllowed, BidPanelLoading } from "@/components/auctions/BidPanelGate";
import { SignInPrompt } from "@/components/session/SignInPrompt";
import { useBidForm } from "@/components/auctions/useBidForm";
import type { AuctionLive, AuctionViewer } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";
import { formatNumber, formatTL } from "@/lib/format";

/**
 * The bid form of a live auction. Shows exactly what the server will check (the minimum, the
 * increment grid, the deposit against the available provision) and asks for a confirmation that
 * spells the amount out before anything binding is sent. After a refusal the page reloads the
 * auction (`onRefused`), so a price that moved on shows at once.
 */
export function BidPanel({
  live,
  viewer,
  onPlaced,
  onRefused,
}: {
  live: AuctionLive;
  viewer: AuctionViewer | null;
  onPlaced: (result: PlaceBidResult) => void;
  onRefused: () => void;
}) {
  const { user, loading, refresh } = useSession();
  const form = useBidForm({ live, viewer, user, refresh, onPlaced, onRefused });

  if (loading) return <BidPanelLoading />;
  if (!user) return <SignInPrompt title="Teklif vermek için giriş yapın." action="Giriş Yap ve Teklif Ver" />;
  if (viewer?.isSeller || viewer?.isStaff) return <BidNotAllowed viewer={viewer} />;

  return (
    <form onSubmit={form.review} className="space-y-4" aria-label="Teklif formu" noValidate>
      {viewer?.hasBid && (
        <p
          className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${viewer.leading ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
          role="status"
        >
          <Icon name={viewer.leading ? "check" : "alert"} className="h-4 w-4" />
          {viewer.leading
            ? `En yüksek teklif sizde${viewer.myMax ? ` (azami ${formatTL(viewer.myMax)})` : ""}.`
            : "Teklifiniz geçildi."}
        </p>
      )}
      {form.leading && (
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-600/20" data-testid="leader-note">
          Önde olduğunuz için yeni teklifiniz fiyatı ve teklif geçmişini değiştirmez; yalnızca azami tutarınızı
          yükseltir. Başka bir üye teklif verdikçe sistem sizin adınıza bu tutara kadar teklif verir.
        </p>
      )}
      <MoneyInput
        id="bid-amount"
        stepLabel="Teklifi "
        label={form.leading ? "Yeni azami tutar" : "Teklif tutarı"}
        value={form.amount}
        onChange={form.setAmount}
        grid={form.grid}
        floor={live.minimumBid}
        hint={
          form.leading && viewer?.myMax
            ? `Şu anki azami teklifiniz ${formatTL(viewer.myMax)}; daha yüksek bir tutar girin · ${formatTL(live.increment)} artışlarla`
            : `En az ${formatTL(live.minimumBid)} · ${formatTL(live.increment)} artışlarla (${[0, 1, 2].map((k) => formatNumber(live.minimumBid + k * live.increment)).join(", ")} …)`
        }
      />
      <div hidden={form.leading}>
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
          <input
            type="checkbox"
            checked={form.wantsMax}
            onChange={(e) => form.setUseMax(e.target.checked)}
            className="h-4 w-4 rounded border-neutral-300 accent-brand-600"
          />
          Otomatik teklif ver (azami tutar belirle)
        </label>
        {form.useMax && (
          <div className="mt-3">
            <MoneyInput
              id="bid-max"
              stepLabel="Azami tutarı "
              label="Azami teklif"
              value={form.max}
              onChange={form.setMax}
              grid={form.grid}
              floor={Math.max(live.minimumBid, form.typedAmount)}
              hint="Başkası teklif verdikçe sistem sizin adınıza artış tutarı kadar, bu tutara kadar teklif verir."
            />
          </div>
        )}
      </div>
      <DepositCheck
        needed={form.needed}
        available={availableProvision(user)}
        missing={form.missing}
        subject="Bu teklif için"
        nowrap
      />
      <ErrorAlert message={form.error} />
      {/* The form stays usable: a bid sent after the link was followed goes through with a refreshed token. */}
      {(form.unverified || !user.emailVerified) && (
        <EmailVerificationNotice message={form.unverified ?? emailUnverifiedMessage("bid")} />
      )}
      <IdentityRequiredNotice message={form.identityNeeded} />
      <Button type="submit" size="lg" className="w-full" loading={form.sending} disabled={form.missing > 0}>
        Teklif Ver
      </Button>
      <BidConfirmDialog
        draft={form.draft}
        sending={form.sending}
        onConfirm={() => void form.send()}
        onCancel={() => form.setDraft(null)}
      />
      <AuctionBuyNow live={live} onBought={onPlaced} onRefused={onRefused} />
    </form>
  );
}
