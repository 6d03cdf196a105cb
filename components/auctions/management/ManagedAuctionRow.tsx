import Link from "@/components/ui/Link";
import { statusTone } from "@/components/auctions/tones";
import { AUCTION_LABELS } from "@/lib/auctions/labels";
import { Button } from "@/components/ui/Button";
import type { ManagedAuction as Managed } from "@/lib/auctions/types";
import { formatDateTime, formatTL } from "@/lib/format";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";

/** One auction of the staff list, with the edit, cancel and relist buttons the server allows. */
export function ManagedAuctionRow({
  auction: a,
  onEdit,
  onCancel,
  onRelist,
}: {
  auction: Managed;
  onEdit: () => void;
  onCancel: () => void;
  onRelist: () => void;
}) {
  // The server says what may happen next (auctionActionsFor); the page never re-derives it.
  const editable = a.actions.includes("edit");
  const cancellable = a.actions.includes("cancel");
  const relistable = a.actions.includes("relist");
  return (
    <tr>
      <td className="px-4 py-3">
        <Link href={`/ihaleler/${a.id}`} className="font-semibold hover:text-brand-700">
          #{a.id} {a.title}
        </Link>
        <p className="text-xs text-neutral-500">
          {a.plate} · {a.city}
        </p>
      </td>
      <td className="px-4 py-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusTone[a.status]}`}>
          {a.state === "sold"
            ? AUCTION_LABELS.sold
            : a.state === "unsold"
              ? AUCTION_LABELS.unsold
              : AUCTION_LABELS.status[a.status]}
        </span>
        {a.cancelReason && <p className="mt-1 max-w-48 truncate text-xs text-neutral-500">{a.cancelReason}</p>}
      </td>
      <td className="px-4 py-3 text-xs text-neutral-600">
        {formatDateTime(a.startsAt)}
        <br />
        {formatDateTime(a.endsAt)}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        <span className="font-semibold">{formatTL(a.currentPrice)}</span>
        {a.reservePrice && <span className="block text-xs text-neutral-500">Rezerv {formatTL(a.reservePrice)}</span>}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{a.bidCount}</td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          {a.ownRecord && <OwnRecordMark />}
          {editable && (
            <Button size="sm" variant="secondary" onClick={onEdit}>
              Düzenle
            </Button>
          )}
          {cancellable && (
            <Button size="sm" variant="danger" onClick={onCancel}>
              İptal et
            </Button>
          )}
          {relistable && (
            <Button size="sm" variant="secondary" onClick={onRelist}>
              Yeniden ihaleye çıkar
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
