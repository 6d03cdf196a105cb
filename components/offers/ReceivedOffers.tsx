import { CounterForm } from "@/components/offers/CounterForm";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { formatDateTime } from "@/lib/format";
import { useReceivedOffers } from "@/lib/offers/client";
import { OFFER_STATUS_LABELS, offerLabels } from "@/lib/offers/labels";

/**
 * The owner of a consigned vehicle (Borsa'da Sat) on /profil: the reserve offers on its auctions, and
 * the one counter the server allows (PRODUCT §6.5). Hidden while there is none.
 */
export function ReceivedOffers() {
  const { data, mutate } = useReceivedOffers();
  if (!data || data.items.length === 0) return null;
  return (
    <ProfileSection title={offerLabels.receivedTitle} id="arac-teklifleri">
      <ul className="divide-y divide-neutral-100" aria-label={offerLabels.receivedTitle}>
        {data.items.map((o) => (
          <li key={o.id} className="py-3 text-sm">
            <p className="font-semibold">{o.title}</p>
            <p className="mt-1 text-neutral-700">
              {offerLabels.topBidLine(o.topBid, o.price)} · {OFFER_STATUS_LABELS[o.status]}
            </p>
            {o.status === "open" && (
              <p className="mt-1 text-xs text-neutral-600">
                {offerLabels.expiresAt}: {formatDateTime(o.expiresAt)}
              </p>
            )}
            {o.actions.includes("counter") && (
              <CounterForm url={`/api/me/offers/${o.id}/counter`} onSaved={() => mutate()} />
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
