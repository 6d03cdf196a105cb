import type { VehicleFacts } from "@/components/auctions/VehicleDetails";
import { lazyIsland } from "@/components/layout/lazyIsland";

const facts = ({ brand, model, year, km, engineCc, city, vehicle }: VehicleFacts) =>
  JSON.stringify([brand, model, year, km, engineCc, city, vehicle]);

/**
 * The vehicle's facts, description and expertise on both detail pages: static, so a lazy island. The
 * Hemen Al page re-reads its listing once the session is known: a new object with the same facts.
 */
export const VehicleDetailsIsland = lazyIsland(
  () => import("@/components/auctions/VehicleDetails").then((m) => m.VehicleDetails),
  (prev, next) => prev.item === next.item || facts(prev.item) === facts(next.item),
);

/** The auction and Hemen Al pages' Soru-Cevap block (list and form): below the details, so a lazy island. */
export const QuestionsIsland = lazyIsland(() =>
  import("@/components/questions/VehicleQuestions").then((m) => m.VehicleQuestions),
);

/** The sold-prices block at the bottom of both detail pages: a lazy island (its chart loads later still). */
export const SoldPricesIsland = lazyIsland(() =>
  import("@/components/soldPrices/SoldPricesBlock").then((m) => m.SoldPricesBlock),
);

/** The bidding rules under the auction's price box: static text, so a lazy island. */
export const BiddingExplainerIsland = lazyIsland(() =>
  import("@/components/auctions/BiddingExplainer").then((m) => m.BiddingExplainer),
);

// Not an island: anything above the fold (the EİDS badge and authorisation line under the title). A
// context change above a still-loading island (the session arriving) makes React drop its server HTML
// until the chunk comes, which moved the gallery on phones (CLS 0.087).
