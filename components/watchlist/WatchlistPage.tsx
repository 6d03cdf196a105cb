import Link from "@/components/ui/Link";
import { AuctionCard } from "@/components/auctions/AuctionCard";
import { ListingCard } from "@/components/buyNow/ListingCard";
import { CardGrid } from "@/components/listing/CardGrid";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Spinner } from "@/components/ui/Spinner";
import { useWatchlist } from "@/lib/watchlist/client";
import { useLiveAuctions } from "@/components/watchlist/useLiveAuctions";

/** /profil/takip body: followed auctions (live prices and countdowns) and followed Hemen Al listings. */
export function WatchlistPage({ serverNow }: { serverNow: number }) {
  const { watchlist, error } = useWatchlist();
  const auctions = useLiveAuctions(watchlist?.auctions ?? []);

  if (error) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {error}
      </p>
    );
  }
  if (!watchlist) return <Spinner label="Takip listeniz yükleniyor" />;

  return (
    <div className="space-y-6">
      <ProfileSection title={`Takip ettiğim ihaleler (${auctions.length})`} id="ihaleler">
        {auctions.length === 0 ? (
          <p className="text-sm text-neutral-600">
            Henüz bir ihaleyi takip etmiyorsunuz. İhale kartlarındaki “Takip Et” düğmesiyle ekleyebilirsiniz.{" "}
            <Link href="/ihaleler" className="font-semibold text-brand-700 hover:underline">
              İhalelere göz atın
            </Link>
          </p>
        ) : (
          <CardGrid items={auctions}>{(auction) => <AuctionCard auction={auction} now={serverNow} />}</CardGrid>
        )}
      </ProfileSection>
      <ProfileSection title={`Takip ettiğim Hemen Al ilanları (${watchlist.listings.length})`} id="hemenal">
        {watchlist.listings.length === 0 ? (
          <p className="text-sm text-neutral-600">
            Henüz bir Hemen Al ilanını takip etmiyorsunuz.{" "}
            <Link href="/hemenal" className="font-semibold text-brand-700 hover:underline">
              Hemen Al ilanlarına göz atın
            </Link>
          </p>
        ) : (
          <CardGrid items={watchlist.listings}>{(listing) => <ListingCard listing={listing} />}</CardGrid>
        )}
      </ProfileSection>
    </div>
  );
}
