import { describe } from "vitest";
import { farAboveWarning } from "@/components/auctions/BidConfirmDialog";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("the far-above warning of the bid confirmation", () => {
  itMaps("%o", farAboveWarning, [
    [{ amount: 98_000, max: null, currentPrice: 96_000 }, null],
    [{ amount: 144_000, max: null, currentPrice: 96_000 }, null],
    [
      { amount: 980_000, max: null, currentPrice: 96_000 },
      "Dikkat: Teklifiniz güncel fiyatın (96.000 TL) 10,2 katı. Fazladan ya da eksik bir sıfır yazmadığınızdan emin olun.",
    ],
    [
      { amount: 97_000, max: 500_000, currentPrice: 96_000 },
      "Dikkat: Azami teklifiniz güncel fiyatın (96.000 TL) 5,2 katı. Fazladan ya da eksik bir sıfır yazmadığınızdan emin olun.",
    ],
    [{ amount: 97_000, max: 120_000, currentPrice: 96_000 }, null],
  ]);
});
