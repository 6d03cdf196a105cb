import { buyerCommission } from "@/lib/orders/commission";

describe("buyerCommission (PRODUCT §5.2)", () => {
  it.each([
    [0, 8000],
    [1, 8000],
    [249_999, 8000],
    [250_000, 12000],
    [250_001, 12000],
    [499_999, 12000],
    [500_000, 20000],
    [500_001, 20000],
    [10_000_000, 20000],
  ])("price %i → %i TL", (price, commission) => {
    expect(buyerCommission(price)).toBe(commission);
  });
});
