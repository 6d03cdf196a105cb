import Link from "@/components/ui/Link";
import { Facts } from "@/components/auctions/AuctionFacts";
import type { AuctionLive, AuctionViewer } from "@/lib/auctions/types";
import { formatTL } from "@/lib/format";

/** An ended auction's result: sold (with its figures), unsold, or still being settled; and the viewer's own outcome. */
export function AuctionResult({ live, viewer }: { live: AuctionLive; viewer: AuctionViewer | null }) {
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
