import type { GetServerSideProps } from "next";
import { AuctionCard } from "@/components/auctions/AuctionCard";
import { BiddingSteps } from "@/components/home/BiddingSteps";
import { HomeHero } from "@/components/home/HomeHero";
import { HomeSection } from "@/components/home/HomeSection";
import { CardGrid } from "@/components/listing/CardGrid";
import { OrganizationJsonLd } from "@/components/seo/OrganizationJsonLd";
import { Seo } from "@/components/Seo";
import type { AuctionCard as Card } from "@/lib/auctions/types";

type Props = { endingSoon: Card[]; upcoming: Card[]; liveTotal: number; now: number };

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  const { listAuctions } = await import("@/lib/server/auctions/service");
  const [ending, upcoming] = await Promise.all([
    listAuctions({ state: "live", sort: "ending", page: 1, pageSize: 6 }),
    listAuctions({ state: "upcoming", sort: "ending", page: 1, pageSize: 3 }),
  ]);
  return { props: { endingSoon: ending.items, upcoming: upcoming.items, liveTotal: ending.total, now: Date.now() } };
};

const HOME_GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

export default function HomePage({ endingSoon, upcoming, liveTotal, now }: Props) {
  return (
    <>
      <OrganizationJsonLd />
      <Seo
        title="Ana Sayfa"
        description="MotoBorsa: Türkiye'nin motosiklet pazaryeri. Ekspertizli motosikletlere ihalede teklif verin, hemen alın, motosikletinizi borsada satın."
      />
      <HomeHero liveTotal={liveTotal} />

      <HomeSection title="Bitmek üzere olan ihaleler" href="/ihaleler?state=live" linkText="Tüm canlı ihaleler">
        {endingSoon.length > 0 ? (
          <CardGrid items={endingSoon} className={HOME_GRID}>
            {(a, priority) => <AuctionCard auction={a} now={now} priority={priority} />}
          </CardGrid>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-neutral-600 ring-1 ring-neutral-200">
            Şu anda canlı ihale yok. Yakında başlayacak ihalelere göz atın.
          </p>
        )}
      </HomeSection>

      {upcoming.length > 0 && (
        <HomeSection title="Yakında başlayacak" href="/ihaleler?state=upcoming" linkText="Tüm yaklaşan ihaleler">
          <CardGrid items={upcoming} className={HOME_GRID} priority={false}>
            {(a) => <AuctionCard auction={a} now={now} />}
          </CardGrid>
        </HomeSection>
      )}

      <BiddingSteps />
    </>
  );
}
