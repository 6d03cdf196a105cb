import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";

/** The buyer of this listing: their order number and where to pay. */
export function BoughtNotice({ orderId }: { orderId: number }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800" role="status">
      <Icon name="check" className="mt-0.5 h-4 w-4 flex-none" />
      <span>
        Bu aracı satın aldınız (sipariş no: {orderId}). Ödeme bilgileri ve son ödeme tarihi:{" "}
        <Link href="/profil#siparislerim" className="underline">
          Siparişlerim
        </Link>
      </span>
    </p>
  );
}
