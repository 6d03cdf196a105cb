import Image from "next/image";
import Link from "@/components/ui/Link";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { formatNumber } from "@/lib/format";
import type { ManagedVehicle } from "@/lib/vehicles/types";

/** One vehicle of the staff list: what it is, where it is sold, and the edit button. */
export function ManagedVehicleRow({ vehicle: v, onEdit }: { vehicle: ManagedVehicle; onEdit: () => void }) {
  return (
    <tr>
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <div className="relative h-10 w-14 flex-none overflow-hidden rounded bg-neutral-900">
            {v.photos[0] && <Image src={v.photos[0]} alt="" fill sizes="56px" className="object-cover" />}
          </div>
          <div>
            <p className="font-semibold">
              {v.year} {v.brand} {v.model}
            </p>
            <p className="text-xs text-neutral-500">
              #{v.id} · {v.engineCc} cc · {v.photos.length} fotoğraf
            </p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3 font-mono">{v.plate}</td>
      <td className="px-4 py-3">{v.city}</td>
      <td className="px-4 py-3 text-right tabular-nums">{formatNumber(v.km)}</td>
      <td className="px-4 py-3">
        {v.openAuctionId ? (
          <Link href={`/ihaleler/${v.openAuctionId}`} className="font-semibold text-brand-700 hover:underline">
            İhale #{v.openAuctionId}
          </Link>
        ) : v.openListingId ? (
          <Link href={`/hemenal/${v.openListingId}`} className="font-semibold text-brand-700 hover:underline">
            Hemen Al #{v.openListingId}
          </Link>
        ) : v.orderId ? (
          <span className="text-neutral-600">Satıldı (sipariş #{v.orderId})</span>
        ) : (
          <Link
            href={`/management/ihaleler?vehicle=${v.id}`}
            className="text-neutral-600 hover:text-brand-700 hover:underline"
          >
            İhale oluştur
          </Link>
        )}
        {v.lockReason && (
          <span className="mt-0.5 flex items-center gap-1 text-xs text-amber-800">
            <Icon name="lock" className="h-3.5 w-3.5" />
            Bilgiler kilitli
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-right">
        {/* Separation of duties: a vehicle the staff member bid on, bought or sells is edited by someone else. */}
        {v.ownRecord ? (
          <OwnRecordMark />
        ) : (
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`#${v.id} aracı düzenle`}>
            Düzenle
          </Button>
        )}
      </td>
    </tr>
  );
}
