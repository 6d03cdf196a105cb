import type { ReactNode } from "react";
import type { ListingStatus } from "@/lib/buyNow/types";

/**
 * Why a listing that is not on sale cannot be bought, with `children` (a refused purchase's reason)
 * above it. The same in the server's HTML (LazyBuyPanel) and once the buy panel is live.
 */
export function ListingStatusNote({
  status,
  children,
}: {
  status: Exclude<ListingStatus, "on_sale">;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      {children}
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
        {status === "reserved"
          ? "Bu araç başka bir alıcı için ayrıldı. Sipariş iptal olursa yeniden satışa açılır."
          : status === "sold"
            ? "Bu araç satıldı."
            : "Bu ilan satıştan kaldırıldı."}
      </p>
    </div>
  );
}
