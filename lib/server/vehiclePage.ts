import type { JsonLdData } from "@/lib/jsonLd";
import type { AuctionDetail } from "@/lib/auctions/types";
import type { ListingDetail } from "@/lib/buyNow/types";
import type { PublicQuestion } from "@/lib/questions/types";

/** What an auction's and a listing's page load on the server beside the record itself. */
export type VehiclePageData = {
  /** Built from the record as loaded (not the live price), on the server: the builder stays out of the first load. */
  jsonLd: JsonLdData;
  followers: number;
  questions: { items: PublicQuestion[]; canAsk: boolean };
};

/**
 * The server-side part of /ihaleler/[id] and /hemenal/[id] beside the record: its structured data,
 * followers and public questions. Imported by getServerSideProps only, so none of it reaches the browser.
 */
export async function vehiclePageData(
  page: { kind: "auction"; record: AuctionDetail } | { kind: "listing"; record: ListingDetail },
): Promise<VehiclePageData> {
  const { auctionJsonLd, listingJsonLd } = await import("@/lib/vehicleJsonLd");
  const jsonLd = page.kind === "auction" ? auctionJsonLd(page.record) : listingJsonLd(page.record);
  const followers = await (await import("@/lib/server/watchlist/service")).followerCount(page.kind, page.record.id);
  const questions = await (await import("@/lib/server/questions/service")).questionsForPage(page.kind, page.record.id);
  // JSON round trip: props cannot hold undefined, and the script's JSON drops those keys anyway.
  return { jsonLd: JSON.parse(JSON.stringify(jsonLd)) as JsonLdData, followers, questions };
}
