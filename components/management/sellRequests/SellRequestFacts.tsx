import Link from "@/components/ui/Link";
import { DetailRow as Row } from "@/components/management/requests/DetailRow";
import { formatDateTime, formatNumber, formatPhone, formatTL } from "@/lib/format";
import { SALE_METHOD_LABELS } from "@/lib/sellRequests/labels";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";

/** What the request became, each linked: the vehicle in stock, its Hemen Al listing, its auction. */
function listedLinks(r: StaffSellRequestView): { label: string; href: string; id: number }[] {
  return [
    r.listedVehicleId
      ? { label: "Araç", href: `/management/araclar?q=${encodeURIComponent(r.plate)}`, id: r.listedVehicleId }
      : null,
    r.listedListingId
      ? { label: "Hemen Al ilanı", href: `/hemenal/${r.listedListingId}`, id: r.listedListingId }
      : null,
    r.listedAuctionId ? { label: "İhale", href: `/ihaleler/${r.listedAuctionId}`, id: r.listedAuctionId } : null,
  ].filter((link) => link !== null);
}

/** "Araç ve sahibi" and, once there is one, "Teklif ve sonuç" with links to what was listed. */
export function SellRequestFacts({ request: r }: { request: StaffSellRequestView }) {
  return (
    <>
      <section aria-labelledby="bilgiler" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
        <h2 id="bilgiler" className="font-bold">
          Araç ve sahibi
        </h2>
        <dl className="mt-2 divide-y divide-neutral-100 text-sm">
          <Row label="Plaka">
            <span className="font-mono">{r.plate}</span>
          </Row>
          <Row label="Kilometre">{formatNumber(r.km)} km</Row>
          <Row label="Motor hacmi">{r.engineCc} cc</Row>
          <Row label="İl">{r.city}</Row>
          <Row label="Beklenen fiyat">{formatTL(r.expectedPrice)}</Row>
          <Row label="Sahibi">
            {r.owner.name} {r.owner.lastName}
          </Row>
          <Row label="Telefon">
            <a href={`tel:+90${r.phone}`} className="text-brand-800 hover:underline">
              {formatPhone(r.phone)}
            </a>
          </Row>
          <Row label="E-posta">
            <span className="break-all">{r.owner.email}</span>
          </Row>
        </dl>
      </section>

      {(r.offer || r.rejectReason || r.status === "listed") && (
        <section aria-labelledby="sonuc" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
          <h2 id="sonuc" className="font-bold">
            Teklif ve sonuç
          </h2>
          <dl className="mt-2 divide-y divide-neutral-100 text-sm">
            {r.offer && (
              <>
                {r.offer.method && <Row label="Satış yöntemi">{SALE_METHOD_LABELS[r.offer.method]}</Row>}
                <Row label={r.offer.method === "buy_now" ? "Hemen Al fiyatı" : "Başlangıç fiyatı"}>
                  {formatTL(r.offer.price)}
                </Row>
                {r.offer.reservePrice !== null && <Row label="Rezerv fiyat">{formatTL(r.offer.reservePrice)}</Row>}
                <Row label="Verildi">{formatDateTime(r.offer.madeAt)}</Row>
                <Row label="Son geçerlilik">{formatDateTime(r.offer.expiresAt)}</Row>
                {r.offer.note && <Row label="Not">{r.offer.note}</Row>}
              </>
            )}
            {r.rejectReason && <Row label="Ret gerekçesi">{r.rejectReason}</Row>}
            {listedLinks(r).map(({ label, href, id }) => (
              <Row key={label} label={label}>
                <Link href={href} className="text-brand-800 hover:underline">
                  #{id}
                </Link>
              </Row>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
