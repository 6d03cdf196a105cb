import type { ReactNode } from "react";
import { Seo } from "@/components/Seo";
import type { VehicleFacts } from "@/components/auctions/VehicleDetails";
import { DetailBreadcrumbs } from "@/components/listing/DetailBreadcrumbs";
import { QuestionsIsland, SoldPricesIsland } from "@/components/listing/detailIslands";
import { VehicleDetailLayout } from "@/components/listing/VehicleDetailLayout";
import type { VehiclePageData } from "@/lib/server/vehiclePage";
import { FollowButton } from "@/components/watchlist/FollowButton";

type Props = {
  kind: "auction" | "listing";
  item: VehicleFacts & { id: number; title: string; vehicle: { photos: string[] } };
  /** What getServerSideProps loaded beside the record (vehiclePageData). */
  data: VehiclePageData;
  seo: { title: string; description: string };
  /** The catalogue the breadcrumbs lead back to. */
  section: { label: string; href: string };
  badges: ReactNode;
  number: string;
  /** The price box with the bid or buy form (and the bid history), under the follow button. */
  children: ReactNode;
};

/**
 * An auction's or a Hemen Al listing's page: breadcrumbs, the vehicle with its price aside, the
 * follow button and Soru-Cevap, then the sold prices of the same model.
 */
export function VehiclePage({ kind, item, data, seo, section, badges, number, children }: Props) {
  const { jsonLd, followers, questions } = data;
  return (
    <>
      <Seo title={seo.title} description={seo.description} image={item.vehicle.photos[0]} jsonLd={jsonLd} />
      <DetailBreadcrumbs section={section} title={item.title} />

      <VehicleDetailLayout
        item={item}
        photos={item.vehicle.photos}
        badges={badges}
        number={number}
        aside={
          <>
            <FollowButton kind={kind} id={item.id} followers={followers} variant="detail" />
            {children}
          </>
        }
        below={<QuestionsIsland kind={kind} id={item.id} questions={questions.items} canAsk={questions.canAsk} />}
      />
      <SoldPricesIsland brand={item.brand} model={item.model} />
    </>
  );
}
