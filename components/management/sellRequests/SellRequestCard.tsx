import Image from "next/image";
import Link from "@/components/ui/Link";
import { StatusPill } from "@/components/services/StatusPill";
import { formatDateTime, formatNumber, formatPhone, formatTL } from "@/lib/format";
import { SELL_STATUS_LABELS, SELL_STATUS_TONES } from "@/lib/sellRequests/labels";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";

/** A sell request in the staff list: photo, vehicle, owner, prices, status and the link to its page. */
export function SellRequestCard({ request: r }: { request: StaffSellRequestView }) {
  return (
    <li className="grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center">
      <div className="flex min-w-0 gap-3">
        <div className="relative h-14 w-20 flex-none overflow-hidden rounded-lg bg-neutral-900">
          {r.photos[0] && <Image src={r.photos[0]} alt="" fill sizes="80px" className="object-cover" />}
        </div>
        <div className="min-w-0">
          <p className="font-semibold">
            <Link href={`/management/satis-talepleri/${r.id}`} className="hover:text-brand-700 hover:underline">
              {r.year} {r.brand} {r.model}
            </Link>
          </p>
          <p className="text-sm text-neutral-500">
            No. {r.id} · <span className="font-mono">{r.plate}</span> · {r.city} · {formatNumber(r.km)} km
          </p>
          <p className="truncate text-sm text-neutral-500">
            {r.owner.name} {r.owner.lastName} · {formatPhone(r.phone)}
          </p>
        </div>
      </div>
      <div className="text-sm">
        <p>
          Beklenen <strong className="tabular-nums">{formatTL(r.expectedPrice)}</strong>
        </p>
        {r.offer && (
          <p>
            Teklif <strong className="tabular-nums">{formatTL(r.offer.price)}</strong>
          </p>
        )}
        <p className="text-neutral-500">{formatDateTime(r.createdAt)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:justify-end">
        <SellStatusPill request={r} />
        <Link
          href={`/management/satis-talepleri/${r.id}`}
          className="rounded-lg border border-neutral-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100"
          aria-label={`Talep ${r.id} ayrıntıları`}
        >
          Aç
        </Link>
      </div>
    </li>
  );
}

/** The request's status; an offer the owner let run out reads as such. */
export function SellStatusPill({ request: r }: { request: StaffSellRequestView }) {
  return (
    <StatusPill tone={r.offer?.expired ? "neutral" : SELL_STATUS_TONES[r.status]}>
      {r.offer?.expired ? "Teklif süresi doldu" : SELL_STATUS_LABELS[r.status]}
    </StatusPill>
  );
}
