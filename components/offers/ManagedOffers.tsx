import { CounterForm } from "@/components/offers/CounterForm";
import Link from "@/components/ui/Link";
import { formatDateTime, formatTL } from "@/lib/format";
import { useManagedOffers } from "@/lib/offers/client";
import { managedOfferLabels as t, offerLabels } from "@/lib/offers/labels";

/**
 * Management › İhaleler: the open offers after an auction (PRODUCT §6.5): the top bid, the hidden reserve,
 * the price asked now and the deadline, with the one counter the server allows (`actions`); a consigned
 * vehicle's counter is its owner's. Hidden while no offer is open. `onCountered` reloads the auctions.
 */
export function ManagedOffers({ onCountered }: { onCountered?: () => void }) {
  const { data, mutate } = useManagedOffers("open");
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="acik-teklifler" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
      <h2 id="acik-teklifler" className="text-base font-bold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t.text}</p>
      <ul className="mt-3 divide-y divide-neutral-100">
        {data.items.map((o) => (
          <li key={o.id} className="py-3 text-sm" data-testid="managed-offer">
            <p className="font-semibold">
              <Link href={`/ihaleler/${o.auctionId}`} className="hover:text-brand-700">
                {t.auction(o.auctionId)}
              </Link>{" "}
              · {o.title} · {o.kind === "reserve" ? offerLabels.reserveTitle : offerLabels.secondChanceTitle}
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-neutral-700 sm:grid-cols-4">
              <div>
                <dt className="text-xs text-neutral-500">{t.topBid}</dt>
                <dd className="tabular-nums">{formatTL(o.topBid)}</dd>
              </div>
              {o.reserve !== null && (
                <div>
                  <dt className="text-xs text-neutral-500">{t.reserve}</dt>
                  <dd className="tabular-nums">{formatTL(o.reserve)}</dd>
                </div>
              )}
              <div>
                <dt className="text-xs text-neutral-500">{t.price(o.countered)}</dt>
                <dd className="tabular-nums">{formatTL(o.price)}</dd>
              </div>
              <div>
                <dt className="text-xs text-neutral-500">{t.deadline}</dt>
                <dd>{formatDateTime(o.expiresAt)}</dd>
              </div>
            </dl>
            {o.countered && <p className="mt-1 text-xs text-neutral-600">{t.countered}</p>}
            {o.consigned && !o.countered && <p className="mt-1 text-xs text-neutral-600">{t.ownerCounters}</p>}
            {o.actions.includes("counter") && (
              <CounterForm
                url={`/api/management/offers/${o.id}/counter`}
                onSaved={async () => {
                  await mutate();
                  onCountered?.();
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
