import Link from "@/components/ui/Link";
import { listingTone } from "@/components/buyNow/listingTone";
import { BUY_NOW_LABELS } from "@/lib/buyNow/labels";
import { Button } from "@/components/ui/Button";
import type { ManagedListing } from "@/lib/buyNow/types";
import { formatDateTime, formatTL } from "@/lib/format";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";

/** One Hemen Al listing of the staff list, with the price, withdraw and relist buttons the server allows. */
export function ManagedListingRow({
  listing: l,
  onEditPrice,
  onWithdraw,
  onRelist,
}: {
  listing: ManagedListing;
  onEditPrice: () => void;
  onWithdraw: () => void;
  onRelist: () => void;
}) {
  return (
    <tr>
      <td className="px-4 py-3">
        {l.status === "withdrawn" ? (
          <span className="font-semibold">
            #{l.id} {l.title}
          </span>
        ) : (
          <Link href={`/hemenal/${l.id}`} className="font-semibold hover:text-brand-700">
            #{l.id} {l.title}
          </Link>
        )}
        <p className="text-xs text-neutral-500">
          {l.plate} · {l.city}
        </p>
      </td>
      <td className="px-4 py-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${listingTone[l.status]}`}>
          {BUY_NOW_LABELS.status[l.status]}
        </span>
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        <span className="font-semibold">{formatTL(l.price)}</span>
        <span className="block text-xs text-neutral-500">+ {formatTL(l.commission)} bedel</span>
      </td>
      <td className="px-4 py-3 text-xs text-neutral-600">{formatDateTime(l.updatedAt)}</td>
      <td className="px-4 py-3">
        {l.ownRecord && (
          <div className="flex justify-end">
            <OwnRecordMark />
          </div>
        )}
        {l.actions.length > 0 && (
          <div className="flex justify-end gap-2">
            {l.actions.includes("price") && (
              <Button size="sm" variant="secondary" onClick={onEditPrice}>
                Fiyatı değiştir
              </Button>
            )}
            {l.actions.includes("withdraw") && (
              <Button size="sm" variant="danger" onClick={onWithdraw}>
                Kaldır
              </Button>
            )}
            {l.actions.includes("relist") && (
              <Button size="sm" variant="secondary" onClick={onRelist}>
                Yeniden satışa çıkar
              </Button>
            )}
          </div>
        )}
        {(l.status === "reserved" || l.status === "sold") && (
          <div className="text-right">
            <Link href="/management/siparisler" className="text-xs font-semibold text-brand-700 hover:underline">
              Siparişe git
            </Link>
          </div>
        )}
      </td>
    </tr>
  );
}
