import type { AuctionViewer } from "@/lib/auctions/types";

/** What the bid panel shows instead of the form while the session loads. */
export function BidPanelLoading() {
  return <div className="h-40 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;
}

/** The seller's or a staff member's note in place of the form; null when the viewer may bid. */
export function BidNotAllowed({ viewer }: { viewer: AuctionViewer | null }) {
  if (viewer?.isSeller)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">
        Bu araç size ait; kendi ihalenize teklif veremezsiniz.
      </p>
    );
  // The server refuses staff bids with a 403, which would also sign the person out (PRODUCT §12.3): say it here instead.
  if (viewer?.isStaff)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
        Personel hesaplarıyla ihalelere teklif verilemez: rezerv fiyatlarını ve ihale yönetimini gören personelin teklif
        vermesi üyelik sözleşmesi gereği yasaktır.
      </p>
    );
  return null;
}
