import { toast } from "@/lib/browser/toast";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Button } from "@/components/ui/Button";
import { handleError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { http } from "@/lib/http";
import { useMyOffers } from "@/lib/offers/client";
import { OFFER_STATUS_LABELS, offerLabels } from "@/lib/offers/labels";
import type { MyOffer } from "@/lib/offers/types";

/**
 * "İhale sonrası teklifler" on /profil (PRODUCT §6.5, §7.3): a reserve or second-chance offer with
 * the buttons the server allows, and a non-payer's ban with its end date. Hidden while there is neither.
 */
export function MyAuctionOffers() {
  const { data, mutate } = useMyOffers();
  if (!data || (data.items.length === 0 && !data.ban)) return null;

  const answer = async (offer: MyOffer, kind: "accept" | "decline") => {
    try {
      await http.post(`/api/me/offers/${offer.id}/${kind}`);
      toast.success(kind === "accept" ? offerLabels.accepted : offerLabels.declined);
    } catch (e) {
      handleError(e, offerLabels.answerError);
    }
    await mutate();
  };

  return (
    <ProfileSection title={offerLabels.sectionTitle} id="ihale-teklifleri">
      {data.ban && (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200"
        >
          {offerLabels.banUntil(new Date(data.ban.endsAt))}
        </p>
      )}
      <ul className="divide-y divide-neutral-100" aria-label={offerLabels.sectionTitle}>
        {data.items.map((o) => (
          <li key={o.id} className="py-3 text-sm">
            <p className="font-semibold">
              {o.kind === "reserve" ? offerLabels.reserveTitle : offerLabels.secondChanceTitle}: {o.title}
            </p>
            <p className="mt-1 text-neutral-700">
              {offerLabels.priceLine(o.price, o.commission, o.countered)} · {OFFER_STATUS_LABELS[o.status]}
            </p>
            {o.status === "open" && (
              <p className="mt-1 text-xs text-neutral-600">
                {offerLabels.expiresAt}: {formatDateTime(o.expiresAt)}
              </p>
            )}
            {o.orderId !== null && <p className="mt-1 text-xs text-neutral-600">{offerLabels.orderLine(o.orderId)}</p>}
            {o.actions.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {o.actions.includes("accept") && (
                  <Button size="sm" onClick={() => void answer(o, "accept")}>
                    {offerLabels.accept(o.price + o.commission)}
                  </Button>
                )}
                {o.actions.includes("decline") && (
                  <Button size="sm" variant="secondary" onClick={() => void answer(o, "decline")}>
                    {offerLabels.decline}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
