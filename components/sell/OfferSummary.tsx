import { formatTL } from "@/lib/format";
import { SALE_METHOD_LABELS } from "@/lib/sellRequests/labels";
import type { SellRequestView } from "@/lib/sellRequests/types";

/**
 * What we offer, as /kurumsal/teklifal promises it: for an auction the starting price and the reserve
 * below which we do not sell (buyers never see it), for Hemen Al the one fixed price.
 */
export function OfferSummary({ offer }: { offer: NonNullable<SellRequestView["offer"]> }) {
  if (offer.method === "buy_now") {
    return (
      <p>
        Teklifimiz: <strong className="text-base tabular-nums text-neutral-950">{formatTL(offer.price)}</strong> · Hemen
        Al fiyatı
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
      <dt className="text-neutral-600">Satış yöntemi</dt>
      <dd className="font-medium text-neutral-950">{offer.method ? SALE_METHOD_LABELS[offer.method] : "İhale"}</dd>
      <dt className="text-neutral-600">Başlangıç fiyatı</dt>
      <dd className="text-base font-bold tabular-nums text-neutral-950">{formatTL(offer.price)}</dd>
      {offer.reservePrice !== null && (
        <>
          <dt className="text-neutral-600">Rezerv fiyat</dt>
          <dd className="font-bold tabular-nums text-neutral-950">
            {formatTL(offer.reservePrice)}{" "}
            <span className="text-xs font-normal text-neutral-600">(altında satılmaz; alıcılar görmez)</span>
          </dd>
        </>
      )}
    </dl>
  );
}
