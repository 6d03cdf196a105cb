import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { availableProvision, useSession } from "@/components/session/SessionProvider";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { EmailVerificationNotice, emailUnverifiedRefusal } from "@/components/accounts/EmailVerificationNotice";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import { BidConfirmDialog, type BidDraft } from "@/components/auctions/BidConfirmDialog";
import { buyerCommission } from "@/lib/orders/commission";
import { isOnBidGrid, nearestBidAmounts, offGridMessage } from "@/lib/bids/rules";
import type { AuctionLive, AuctionViewer, PlaceBidResult } from "@/lib/auctions/types";
import { errorMessage } from "@/lib/errors";
import { formatNumber, formatTL } from "@/lib/format";
import { amountFieldError, formatAmountInput, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import { http } from "@/lib/http";

const amountInput =
  "block w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-3 pr-12 text-lg font-bold tabular-nums text-neutral-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

const stepButton =
  "grid h-[3.25rem] w-12 flex-none place-items-center rounded-lg border border-neutral-300 bg-white text-xl font-bold text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300";

type Grid = { minimum: number; step: number };

/**
 * An amount field on the bid grid: − / + move by one increment from the nearest valid amount, and
 * an amount off the grid is answered at once with the two nearest valid amounts to pick from.
 */
function MoneyInput({
  id,
  label,
  stepLabel,
  value,
  onChange,
  hint,
  grid,
  floor,
}: {
  id: string;
  label: string;
  /** Starts the step buttons' names ("Teklifi bir artış artır"), distinct from every field label. */ stepLabel: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  grid: Grid;
  floor: number;
}) {
  const typed = turkishAmountOrUndefined(value) ?? null;
  const set = (n: number) => onChange(formatNumber(n));
  const stepBy = (direction: 1 | -1) => {
    const base = typed === null ? floor : typed;
    const { below, above } = nearestBidAmounts(grid.minimum, grid.step, base);
    const next =
      direction === 1
        ? above === base
          ? base + grid.step
          : above
        : below !== null && below < base
          ? below
          : base - grid.step;
    set(Math.max(floor, next));
  };
  const off =
    typed !== null && typed >= grid.minimum && !isOnBidGrid(grid.minimum, grid.step, typed)
      ? nearestBidAmounts(grid.minimum, grid.step, typed)
      : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={stepButton}
          onClick={() => stepBy(-1)}
          disabled={typed !== null && typed <= floor}
          aria-label={`${stepLabel}bir artış azalt`}
        >
          −
        </button>
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            // Turkish money input: "98.000" is a number, a typed comma stays so ",50" kuruş is refused, not
            // silently multiplied by a hundred.
            onChange={(e) => onChange(formatAmountInput(e.target.value))}
            aria-describedby={`${id}-hint`}
            aria-invalid={off ? true : undefined}
            className={amountInput}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-neutral-500">
            TL
          </span>
        </div>
        <button
          type="button"
          className={stepButton}
          onClick={() => stepBy(1)}
          aria-label={`${stepLabel}bir artış artır`}
        >
          +
        </button>
      </div>
      <div id={`${id}-hint`} aria-live="polite" className="mt-1.5 text-xs text-neutral-500">
        {off ? (
          <div className="rounded-lg bg-amber-50 p-2.5 text-amber-900 ring-1 ring-amber-600/20">
            <p>
              {formatTL(typed!)} geçerli bir tutar değil; tutarlar {formatTL(grid.step)} artışlarla ilerler.
            </p>
            <p className="mt-1.5 flex flex-wrap gap-2">
              {off.below !== null && (
                <button
                  type="button"
                  className="rounded-md bg-white px-2.5 py-1 font-semibold ring-1 ring-amber-600/30 hover:bg-amber-100"
                  onClick={() => set(off.below!)}
                >
                  {formatTL(off.below)}
                </button>
              )}
              <button
                type="button"
                className="rounded-md bg-white px-2.5 py-1 font-semibold ring-1 ring-amber-600/30 hover:bg-amber-100"
                onClick={() => set(off.above)}
              >
                {formatTL(off.above)}
              </button>
            </p>
          </div>
        ) : (
          hint
        )}
      </div>
    </div>
  );
}

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
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const [amount, setAmount] = useState(formatNumber(live.minimumBid));
  const [wantsMax, setUseMax] = useState(false);
  const [max, setMax] = useState("");
  const [draft, setDraft] = useState<BidDraft | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server's "verify your e-mail first", which the session may not know yet. */
  const [unverified, setUnverified] = useState<string | null>(null);

  // Keep the amount at least the new minimum when someone else bids; never lower what the user typed.
  // Adjusted while rendering (React's "state from a changed prop" pattern), not in an effect.
  const [minimumSeen, setMinimumSeen] = useState(live.minimumBid);
  if (minimumSeen !== live.minimumBid) {
    setMinimumSeen(live.minimumBid);
    const typed = turkishAmountOrUndefined(amount) ?? null;
    if (typed === null || typed < live.minimumBid) setAmount(formatNumber(live.minimumBid));
  }

  if (loading) return <div className="h-40 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;

  if (!user) {
    const returnUrl = encodeURIComponent(router.asPath);
    return (
      <div className="rounded-xl bg-neutral-50 p-5 text-center ring-1 ring-neutral-200">
        <p className="font-semibold">Teklif vermek için giriş yapın.</p>
        <p className="mt-1 text-sm text-neutral-600">Hesabınız yoksa birkaç dakikada üye olabilirsiniz.</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <ButtonLink href={`/giris?returnUrl=${returnUrl}`}>Giriş Yap ve Teklif Ver</ButtonLink>
          <ButtonLink href="/kayit" variant="secondary">
            Kayıt Ol
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (viewer?.isSeller)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">
        Bu araç size ait; kendi ihalenize teklif veremezsiniz.
      </p>
    );
  // The server refuses staff bids with a 403, which would also sign the person out (PRODUCT §12.3): say it here instead.
  if (viewer?.isStaff)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
        Personel hesaplarıyla ihalelere teklif verilemez: rezerv fiyatlarını ve ihale yönetimini gören personelin teklif
        vermesi üyelik sözleşmesi gereği yasaktır.
      </p>
    );

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
  const available = availableProvision(user) + ownBlock;
  const missing = Math.max(0, needed - available);

  /** The same checks as the server, in the same words, before the confirmation opens. */
  const problem = (): string | null => {
    const amountText = amountFieldError(amount);
    if (amountText) return amountText;
    const maxText = useMax ? amountFieldError(max) : undefined;
    if (maxText) return maxText;
    if (typedAmount < live.minimumBid) return `Teklifiniz en az ${formatTL(live.minimumBid)} olmalıdır.`;
    if (!isOnBidGrid(grid.minimum, grid.step, typedAmount))
      return offGridMessage("Teklif tutarı", grid.minimum, grid.step, typedAmount);
    if (useMax && typedMax > 0 && typedMax < typedAmount) return "Azami teklif, teklif tutarından düşük olamaz.";
    if (useMax && typedMax > 0 && !isOnBidGrid(grid.minimum, grid.step, typedMax))
      return offGridMessage("Azami teklif", grid.minimum, grid.step, typedMax);
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
      setUnverified(null);
      setMax("");
      setUseMax(false);
      await refresh();
    } catch (err) {
      setDraft(null);
      const refusal = emailUnverifiedRefusal(err);
      setUnverified(refusal);
      setError(refusal ? null : errorMessage(err));
      // The auction may have moved on (a higher bid, a new increment, the end): show its latest state.
      onRefused();
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={review} className="space-y-4" aria-label="Teklif formu" noValidate>
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
      {leading && (
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-600/20" data-testid="leader-note">
          Önde olduğunuz için yeni teklifiniz fiyatı ve teklif geçmişini değiştirmez; yalnızca azami tutarınızı
          yükseltir. Başka bir üye teklif verdikçe sistem sizin adınıza bu tutara kadar teklif verir.
        </p>
      )}
      <MoneyInput
        id="bid-amount"
        stepLabel="Teklifi "
        label={leading ? "Yeni azami tutar" : "Teklif tutarı"}
        value={amount}
        onChange={setAmount}
        grid={grid}
        floor={live.minimumBid}
        hint={
          leading && viewer?.myMax
            ? `Şu anki azami teklifiniz ${formatTL(viewer.myMax)}; daha yüksek bir tutar girin · ${formatTL(live.increment)} artışlarla`
            : `En az ${formatTL(live.minimumBid)} · ${formatTL(live.increment)} artışlarla (${[0, 1, 2].map((k) => formatNumber(live.minimumBid + k * live.increment)).join(", ")} …)`
        }
      />
      <div hidden={leading}>
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
          <input
            type="checkbox"
            checked={wantsMax}
            onChange={(e) => setUseMax(e.target.checked)}
            className="h-4 w-4 rounded border-neutral-300 accent-brand-600"
          />
          Otomatik teklif ver (azami tutar belirle)
        </label>
        {useMax && (
          <div className="mt-3">
            <MoneyInput
              id="bid-max"
              stepLabel="Azami tutarı "
              label="Azami teklif"
              value={max}
              onChange={setMax}
              grid={grid}
              floor={Math.max(live.minimumBid, typedAmount)}
              hint="Başkası teklif verdikçe sistem sizin adınıza artış tutarı kadar, bu tutara kadar teklif verir."
            />
          </div>
        )}
      </div>
      <dl className="space-y-1.5 rounded-lg bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Gereken teminat (provizyon)</dt>
          <dd className="whitespace-nowrap font-semibold tabular-nums">{formatTL(needed)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Kullanılabilir provizyonunuz</dt>
          <dd className="whitespace-nowrap font-semibold tabular-nums" data-testid="available-provision">
            {formatTL(availableProvision(user))}
          </dd>
        </div>
      </dl>
      {missing > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/20" role="alert">
          <p className="font-semibold">Provizyonunuz yetersiz: {formatTL(missing)} eksik.</p>
          <p className="mt-1">
            Bu teklif için {formatTL(needed)} kullanılabilir provizyon gerekiyor.{" "}
            <Link href="/profil/provizyon" className="font-semibold underline">
              Provizyon ekleyin
            </Link>
          </p>
        </div>
      )}
      {error && (
        <p
          className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/20"
          role="alert"
        >
          <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
          {error}
        </p>
      )}
      {/* The form stays usable: a bid sent after the link was followed goes through with a refreshed token. */}
      {(unverified || !user.emailVerified) && (
        <EmailVerificationNotice message={unverified ?? emailUnverifiedMessage("bid")} />
      )}
      <Button type="submit" size="lg" className="w-full" loading={sending} disabled={missing > 0}>
        Teklif Ver
      </Button>
      <BidConfirmDialog draft={draft} sending={sending} onConfirm={() => void send()} onCancel={() => setDraft(null)} />
    </form>
  );
}
