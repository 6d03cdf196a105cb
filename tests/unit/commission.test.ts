import { buyerCommission } from "@/lib/orders/commission";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("buyerCommission (PRODUCT §5.2)", () => {
  itMaps("price %i → %i TL", buyerCommission, [
    [0, 8000],
    [1, 8000],
    [249_999, 8000],
    [250_000, 12000],
    [250_001, 12000],
    [499_999, 12000],
    [500_000, 20000],
    [500_001, 20000],
    [10_000_000, 20000],
  ]);
});
