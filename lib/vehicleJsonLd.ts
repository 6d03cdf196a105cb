import type { AuctionDetail } from "@/lib/auctions/types";
import type { ListingDetail } from "@/lib/buyNow/types";

/** Absolute site address for structured data; empty in development, where relative URLs are fine. */
const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || "").replace(/\/$/, "");

type Availability = "InStock" | "PreOrder" | "SoldOut" | "Discontinued";

type VehicleItem = Pick<AuctionDetail, "title" | "brand" | "model" | "year" | "km" | "engineCc" | "city"> & {
  vehicle: { colour: string; description: string; photos: string[] };
};

/**
 * schema.org Motorcycle (a Product) with its offer, for a vehicle detail page. Every text in it
 * (the description in particular) was typed by staff or a seller: it goes out only through Seo's
 * jsonLd, i.e. serializeJsonLd.
 */
function motorcycle(
  item: VehicleItem,
  offer: { path: string; price: number; availability: Availability; validThrough?: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Motorcycle",
    name: item.title,
    brand: { "@type": "Brand", name: item.brand },
    model: item.model,
    modelDate: String(item.year),
    ...(item.vehicle.colour ? { color: item.vehicle.colour } : {}),
    ...(item.vehicle.description ? { description: item.vehicle.description } : {}),
    image: item.vehicle.photos.map((p) => `${SITE_URL}${p}`),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: item.km, unitCode: "KMT" },
    vehicleEngine: {
      "@type": "EngineSpecification",
      engineDisplacement: { "@type": "QuantitativeValue", value: item.engineCc, unitCode: "CMQ" },
    },
    offers: {
      "@type": "Offer",
      url: `${SITE_URL}${offer.path}`,
      price: offer.price,
      priceCurrency: "TRY",
      availability: `https://schema.org/${offer.availability}`,
      areaServed: item.city,
      ...(offer.validThrough ? { validThrough: offer.validThrough } : {}),
    },
  };
}

const AUCTION_AVAILABILITY: Record<AuctionDetail["status"], Availability> = {
  live: "InStock",
  upcoming: "PreOrder",
  ended: "SoldOut",
  cancelled: "Discontinued",
};
const LISTING_AVAILABILITY: Record<ListingDetail["status"], Availability> = {
  on_sale: "InStock",
  reserved: "SoldOut",
  sold: "SoldOut",
  withdrawn: "Discontinued",
};

export function auctionJsonLd(auction: AuctionDetail) {
  return motorcycle(auction, {
    path: `/ihaleler/${auction.id}`,
    price: auction.currentPrice,
    availability: AUCTION_AVAILABILITY[auction.status],
    validThrough: auction.endsAt,
  });
}

export function listingJsonLd(listing: ListingDetail) {
  return motorcycle(listing, {
    path: `/hemenal/${listing.id}`,
    price: listing.price,
    availability: LISTING_AVAILABILITY[listing.status],
  });
}
