/** PRODUCT §5.2 buyer commission bands, in whole TL. */
export const COMMISSION_BANDS = [
  { below: 250_000, commission: 8_000 },
  { below: 500_000, commission: 12_000 },
  { below: Infinity, commission: 20_000 },
] as const;

/** Buyer commission for a price: < 250.000 → 8.000; < 500.000 → 12.000; otherwise 20.000. */
export function buyerCommission(price: number): number {
  return COMMISSION_BANDS.find((band) => price < band.below)!.commission;
}
