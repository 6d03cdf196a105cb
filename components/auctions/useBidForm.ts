import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { availableProvision } from "@/components/session/SessionProvider";
import type { CurrentUser } from "@/lib/accounts/types";
import { useAccountRefusals } from "@/components/accounts/useAccountRefusals";
import type { BidDraft } from "@/components/auctions/BidConfirmDialog";
import type { Grid } from "@/components/auctions/BidMoneyInput";
import { buyerCommission } from "@/lib/orders/commission";
import { isOnBidGrid, offGridMessage } from "@/lib/bids/rules";
import type { AuctionLive, AuctionViewer } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";
import { errorMessage } from "@/lib/errors";
import { formatNumber, formatTL } from "@/lib/format";
import { amountFieldError, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import { http } from "@/lib/http";

/** The bid form's state: the amounts, the deposit they need, the checks before confirming, and sending. */
export function useBidForm({
  live,
  viewer,
  user,
  refresh,
  onPlaced,
  onRefused,
}: {
  live: AuctionLive;
  viewer: AuctionViewer | null;
  user: CurrentUser | null;
  refresh: () => Promise<unknown>;
  onPlaced: (result: PlaceBidResult) => void;
  onRefused: () => void;
}) {
  const [amount, setAmount] = useState(formatNumber(live.minimumBid));
  const [wantsMax, setUseMax] = useState(false);
  const [max, setMax] = useState("");
  const [draft, setDraft] = useState<BidDraft | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { unverified, identityNeeded, noteRefusal, clearRefusals } = useAccountRefusals();

  // Keep the amount at least the new minimum when someone else bids; never lower what the user typed.
  // Adjusted while rendering (React's "state from a changed prop" pattern), not in an effect.
  const [minimumSeen, setMinimumSeen] = useState(live.minimumBid);
  if (minimumSeen !== live.minimumBid) {
    setMinimumSeen(live.minimumBid);
    const typed = turkishAmountOrUndefined(amount) ?? null;
    if (typed === null || typed < live.minimumBid) setAmount(formatNumber(live.minimumBid));
  }

  const grid: Grid = { minimum: live.minimumBid, step: live.increment };
  const leading = Boolean(viewer?.leading);
  // The leader's amount already is their new maximum; a second maximum field would only confuse.
  const useMax = wantsMax && !leading;
  const typedAmount = turkishAmountOrUndefined(amount) ?? 0;
  const typedMax = useMax ? (turkishAmountOrUndefined(max) ?? 0) : 0;
  const ceiling = Math.max(typedAmount, typedMax);
  // A bid is never below the minimum, so neither is the deposit it needs (a half-typed amount included).
  const needed = buyerCommission(Math.max(ceiling, live.minimumBid));
  // The leader's own block on this auction is counted back as available (the server does the same).
  const ownBlock = leading && viewer?.myMax ? buyerCommission(viewer.myMax) : 0;
  const available = (user ? availableProvision(user) : 0) + ownBlock;
  const missing = Math.max(0, needed - available);

  /** The same checks as the server, in the same words, before the confirmation opens. */
  const problem = (): string | null => {
    const amountText = amountFieldError(amount);
    if (amountText) return amountText;
    const maxText = useMax ? amountFieldError(max) : undefined;
    if (maxText) return maxText;
    if (typedAmount < live.minimumBid) return `Teklifiniz en az ${formatTL(live.minimumBid)} olmalıdır.`;
    if (!isOnBidGrid(grid.minimum, grid.step, typedAmount))
      return offGridMessage("amount", grid.minimum, grid.step, typedAmount);
    if (useMax && typedMax > 0 && typedMax < typedAmount) return "Azami teklif, teklif tutarından düşük olamaz.";
    if (useMax && typedMax > 0 && !isOnBidGrid(grid.minimum, grid.step, typedMax))
      return offGridMessage("maxAmount", grid.minimum, grid.step, typedMax);
    if (leading && viewer?.myMax && ceiling <= viewer.myMax)
      return `En yüksek teklif zaten sizde. Azami teklifinizi yükseltmek için ${formatTL(viewer.myMax)} üzerinde bir tutar girin.`;
    return null;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (found) return;
    setDraft({
      amount: typedAmount,
      max: useMax && typedMax > 0 ? typedMax : null,
      currentPrice: live.currentPrice,
      leading,
    });
  };

  const send = async () => {
    if (!draft) return;
    setSending(true);
    try {
      const result = await http.post<PlaceBidResult>(`/api/auctions/${live.id}/bids`, {
        amount: draft.amount,
        maxAmount: draft.max ?? undefined,
      });
      setDraft(null);
      onPlaced(result);
      toast.success(
        result.leading
          ? "Teklifiniz alındı. En yüksek teklif sizde."
          : "Teklifiniz alındı, ancak daha yüksek bir teklif var.",
      );
      clearRefusals();
      setMax("");
      setUseMax(false);
      await refresh();
    } catch (err) {
      setDraft(null);
      setError(noteRefusal(err) ? null : errorMessage(err));
      // The auction may have moved on (a higher bid, a new increment, the end): show its latest state.
      onRefused();
    } finally {
      setSending(false);
    }
  };

  return {
    amount,
    setAmount,
    wantsMax,
    setUseMax,
    max,
    setMax,
    draft,
    setDraft,
    sending,
    error,
    unverified,
    identityNeeded,
    grid,
    leading,
    useMax,
    typedAmount,
    needed,
    missing,
    review,
    send,
  };
}
