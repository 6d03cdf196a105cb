import Image from "next/image";
import Link from "@/components/ui/Link";
import { MyList } from "@/components/profile/MyList";
import type { MyBid } from "@/lib/bids/types";
import { useMyBids } from "@/lib/auctions/client";
import { formatTL } from "@/lib/format";

const POSITION: Record<MyBid["position"], { label: string; tone: string }> = {
  leading: { label: "En yüksek teklif sizde", tone: "bg-green-50 text-green-800 ring-green-600/20" },
  outbid: { label: "Teklifiniz geçildi", tone: "bg-amber-50 text-amber-900 ring-amber-600/20" },
  won: { label: "Kazandınız", tone: "bg-live text-white ring-live-strong" },
  lost: { label: "Kaybettiniz", tone: "bg-neutral-100 text-neutral-700 ring-neutral-500/20" },
  cancelled: { label: "İhale iptal edildi", tone: "bg-red-50 text-red-800 ring-red-600/20" },
};

/** "Tekliflerim" on /profil: auctions I bid on, leading or outbid, with my maximum. */
export function MyBids() {
  return (
    <MyList
      title="Tekliflerim"
      id="tekliflerim"
      list={useMyBids()}
      loadingLabel="Teklifleriniz yükleniyor"
      empty="Henüz bir ihaleye teklif vermediniz."
      emptyLink={{ href: "/ihaleler", label: "İhalelere göz atın" }}
    >
      {(item) => {
        const p = POSITION[item.position];
        return (
          <li key={item.auction.id} className="flex gap-3 py-3">
            <div className="relative h-14 w-20 flex-none overflow-hidden rounded-lg bg-neutral-900">
              {item.auction.photo && (
                <Image src={item.auction.photo} alt="" fill sizes="80px" className="object-cover" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <Link href={`/ihaleler/${item.auction.id}`} className="block truncate font-semibold hover:text-brand-700">
                {item.auction.title}
              </Link>
              <p className="text-sm text-neutral-600">
                Güncel fiyat{" "}
                <strong className="tabular-nums text-neutral-900">{formatTL(item.auction.currentPrice)}</strong> · En
                yüksek teklifiniz <strong className="tabular-nums text-neutral-900">{formatTL(item.myTop)}</strong>
                {item.myMax && item.myMax > item.myTop ? (
                  <>
                    {" "}
                    · Azami <strong className="tabular-nums text-neutral-900">{formatTL(item.myMax)}</strong>
                  </>
                ) : null}
              </p>
              <span
                className={`mt-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${p.tone}`}
              >
                {p.label}
              </span>
            </div>
          </li>
        );
      }}
    </MyList>
  );
}
