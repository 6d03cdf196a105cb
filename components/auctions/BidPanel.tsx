import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { availableProvision, useSession } from "@/components/session/SessionProvider";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { buyerCommission } from "@/lib/commission";
import type { AuctionLive, AuctionViewer, PlaceBidResult } from "@/lib/auctions/types";
import { errorMessage } from "@/lib/errors";
import { formatNumber, formatTL, parseAmount } from "@/lib/format";
import { http } from "@/lib/http";

const amountInput =
  "block w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-3 pr-12 text-lg font-bold tabular-nums text-neutral-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40";

function MoneyInput({ id, label, value, onChange, hint }: { id: string; label: string; value: string; onChange: (v: string) => void; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            const n = parseAmount(e.target.value);
            onChange(n === null ? "" : formatNumber(n));
          }}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={amountInput}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-neutral-500">TL</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-neutral-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The bid form. Shows exactly what the server will check: the minimum, the deposit (commission
 * band of the amount, or of the maximum for proxy bids) against the available provision.
 */
export function BidPanel({ live, viewer, onPlaced }: { live: AuctionLive; viewer: AuctionViewer | null; onPlaced: (result: PlaceBidResult) => void }) {
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const [amount, setAmount] = useState(formatNumber(live.minimumBid));
  const [useMax, setUseMax] = useState(false);
  const [max, setMax] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Keep the amount at least the new minimum when someone else bids; never lower what the user typed.
  useEffect(() => {
    setAmount((current) => {
      const typed = parseAmount(current);
      return typed === null || typed < live.minimumBid ? formatNumber(live.minimumBid) : current;
    });
  }, [live.minimumBid]);

  if (live.status !== "live") return null;

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

  if (viewer?.isSeller) return <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">Bu araç size ait; kendi ihalenize teklif veremezsiniz.</p>;
  // The server refuses staff bids with a 403, which would also sign the person out (SPEC §8): say it here instead.
  if (viewer?.isStaff)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
        Personel hesaplarıyla ihalelere teklif verilemez: rezerv fiyatlarını ve ihale yönetimini gören personelin teklif vermesi üyelik sözleşmesi gereği yasaktır.
      </p>
    );

  const typedAmount = parseAmount(amount) ?? 0;
  const typedMax = useMax ? (parseAmount(max) ?? 0) : 0;
  const ceiling = Math.max(typedAmount, typedMax);
  // A bid is never below the minimum, so neither is the deposit it needs (a half-typed amount included).
  const needed = buyerCommission(Math.max(ceiling, live.minimumBid));
  // The leader's own block on this auction is counted back as available (the server does the same).
  const ownBlock = viewer?.leading && viewer.myMax ? buyerCommission(viewer.myMax) : 0;
  const available = availableProvision(user) + ownBlock;
  const missing = Math.max(0, needed - available);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (typedAmount < live.minimumBid) {
      setError(`Teklifiniz en az ${formatTL(live.minimumBid)} olmalıdır.`);
      return;
    }
    if (useMax && typedMax > 0 && typedMax < typedAmount) {
      setError("Azami teklif, teklif tutarından düşük olamaz.");
      return;
    }
    setSending(true);
    try {
      const result = await http.post<PlaceBidResult>(`/api/auctions/${live.id}/bids`, { amount: typedAmount, maxAmount: useMax && typedMax > 0 ? typedMax : undefined });
      onPlaced(result);
      toast.success(result.leading ? "Teklifiniz alındı. En yüksek teklif sizde." : "Teklifiniz alındı, ancak daha yüksek bir teklif var.");
      setMax("");
      setUseMax(false);
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Teklif formu" noValidate>
      {viewer?.hasBid && (
        <p className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${viewer.leading ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`} role="status">
          <Icon name={viewer.leading ? "check" : "alert"} className="h-4 w-4" />
          {viewer.leading ? `En yüksek teklif sizde${viewer.myMax ? ` (azami ${formatTL(viewer.myMax)})` : ""}.` : "Teklifiniz geçildi."}
        </p>
      )}
      <MoneyInput id="bid-amount" label="Teklif tutarı" value={amount} onChange={setAmount} hint={`En az ${formatTL(live.minimumBid)} · artış ${formatTL(live.increment)}`} />
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
          <input type="checkbox" checked={useMax} onChange={(e) => setUseMax(e.target.checked)} className="h-4 w-4 rounded border-neutral-300 accent-brand-600" />
          Otomatik teklif ver (azami tutar belirle)
        </label>
        {useMax && (
          <div className="mt-3">
            <MoneyInput id="bid-max" label="Azami teklif" value={max} onChange={setMax} hint="Başkası teklif verdikçe sistem sizin adınıza artış tutarı kadar, bu tutara kadar teklif verir." />
          </div>
        )}
      </div>
      <dl className="space-y-1.5 rounded-lg bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Gereken teminat (provizyon)</dt>
          <dd className="font-semibold tabular-nums">{formatTL(needed)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Kullanılabilir provizyonunuz</dt>
          <dd className="font-semibold tabular-nums" data-testid="available-provision">
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
        <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/20" role="alert">
          <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" loading={sending} disabled={missing > 0}>
        Teklif Ver
      </Button>
    </form>
  );
}
