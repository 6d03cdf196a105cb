import dynamic from "next/dynamic";
import Link from "@/components/ui/Link";
import type { ReactNode } from "react";
import { BIDDING_EXPLAINER } from "@/lib/content/rules";
import type { AuctionLive, AuctionStatus, AuctionViewer } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";
import { formatDateTime, formatTL } from "@/lib/format";

// The bid form, its confirmation dialog and their checks load after hydration (issue 10's budget):
// the server and the first client render show BidPanel's own while-the-session-loads placeholder
// anyway, so the fallback is that same box and nothing shifts.
const BidPanel = dynamic(() => import("@/components/auctions/BidPanel").then((m) => m.BidPanel), {
  ssr: false,
  loading: () => <div className="h-40 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />,
});

function Facts({ items }: { items: Array<[string, ReactNode, string?]> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      {items.map(([label, value, testId]) => (
        <div key={label}>
          <dt className="text-neutral-500">{label}</dt>
          <dd className="font-bold tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Explainer() {
  return (
    <div className="text-xs leading-relaxed text-neutral-500">
      <h2 className="mb-1 font-semibold text-neutral-700">Teklif kuralları</h2>
      <ul className="list-disc space-y-1 pl-4">
        {BIDDING_EXPLAINER.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link href="/kurumsal/alimhakkinda?id=3" className="mt-1.5 inline-block underline hover:text-neutral-800">
        İhaleyle satın alma hakkında
      </Link>
    </div>
  );
}

/**
 * The part of the price box below the price that depends on the auction's state: before bidding
 * opens, when and from what price; while live, the bid form and its rules; once ended, the result
 * and nothing to bid with; once cancelled, only that.
 */
export function AuctionStatePanel({
  status,
  live,
  viewer,
  onPlaced,
  onRefused,
}: {
  status: AuctionStatus;
  live: AuctionLive;
  viewer: AuctionViewer | null;
  onPlaced: (result: PlaceBidResult) => void;
  onRefused: () => void;
}) {
  if (status === "upcoming") {
    return (
      <div className="space-y-5" data-testid="auction-state-panel" data-state="upcoming">
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-600/20" role="status">
          Teklif verme <strong>{formatDateTime(live.startsAt)}</strong> tarihinde açılır. İlk teklif en az başlangıç
          fiyatı olan <strong>{formatTL(live.minimumBid)}</strong> olabilir.
        </p>
        <Facts
          items={[
            ["Başlangıç fiyatı", formatTL(live.minimumBid), "minimum-bid"],
            ["Artış tutarı", formatTL(live.increment)],
            ["İlk teklif için teminat", formatTL(live.deposit)],
            ["Alıcı hizmet bedeli", formatTL(live.commission)],
          ]}
        />
        <Explainer />
      </div>
    );
  }

  if (status === "cancelled") {
    return (
      <p className="text-sm text-neutral-700" data-testid="auction-state-panel" data-state="cancelled">
        Bu ihale iptal edildi; teklif verilemez. Bu ihale için bloke edilen provizyonlar serbest bırakıldı.
      </p>
    );
  }

  if (status === "ended") {
    const won = viewer?.leading && live.result === "sold";
    const lost = viewer?.hasBid && !viewer.leading;
    return (
      <div className="space-y-4" data-testid="auction-state-panel" data-state="ended">
        <h2 className="text-base font-bold">Sonuç</h2>
        {live.result === "sold" ? (
          <>
            <p className="text-sm text-neutral-700">
              İhale <strong className="tabular-nums">{formatTL(live.currentPrice)}</strong> bedelle satışla sonuçlandı.
            </p>
            <Facts
              items={[
                ["Satış fiyatı", formatTL(live.currentPrice)],
                ["Alıcı hizmet bedeli", formatTL(live.commission)],
                ["Toplam (fiyat + bedel)", formatTL(live.currentPrice + live.commission)],
                ["Teklif sayısı", String(live.bidCount)],
              ]}
            />
          </>
        ) : live.result === "unsold" ? (
          <p className="text-sm text-neutral-700">
            İhale satışsız sona erdi:{" "}
            {live.bidCount === 0
              ? "teklif verilmedi."
              : `en yüksek teklif (${formatTL(live.currentPrice)}) rezerv fiyatı karşılamadı.`}{" "}
            Bloke edilen provizyonlar serbest bırakıldı.
          </p>
        ) : (
          <p className="text-sm text-neutral-700" role="status">
            Süre doldu; ihalenin sonucu kesinleşiyor.
          </p>
        )}
        {won && (
          <p className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800" role="status">
            Tebrikler, ihaleyi kazandınız!{" "}
            <Link href="/profil#kazandiklarim" className="underline">
              Kazandıklarım
            </Link>
          </p>
        )}
        {lost && live.result !== null && (
          <p className="rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700 ring-1 ring-neutral-200">
            Bu ihaleyi kazanamadınız; bu ihale için provizyonunuzda bloke kalmadı.
          </p>
        )}
        <Link
          href="/ihaleler?state=live"
          className="inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Canlı ihalelere göz atın
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-5" data-testid="auction-state-panel" data-state="live">
      <Facts
        items={[
          ["Sonraki en az teklif", formatTL(live.minimumBid), "minimum-bid"],
          ["Alıcı hizmet bedeli", formatTL(live.commission)],
          ["Gereken teminat", formatTL(live.deposit)],
          ["Toplam (fiyat + bedel)", formatTL(live.currentPrice + live.commission)],
        ]}
      />
      <BidPanel live={live} viewer={viewer} onPlaced={onPlaced} onRefused={onRefused} />
      <Explainer />
    </div>
  );
}
