import { lazyIsland } from "@/components/layout/lazyIsland";

/** The auction and Hemen Al pages' Soru-Cevap block (list and form): below the details, so a lazy island. */
export const QuestionsIsland = lazyIsland(() =>
  import("@/components/questions/VehicleQuestions").then((m) => m.VehicleQuestions),
);

/** The sold-prices block at the bottom of both detail pages: a lazy island (its chart loads later still). */
export const SoldPricesIsland = lazyIsland(() =>
  import("@/components/soldPrices/SoldPricesBlock").then((m) => m.SoldPricesBlock),
);
