import { formatTL } from "@/lib/format";

/**
 * Which amounts a bid (and a proxy maximum) may have, shared by the server rules
 * (lib/auctions/rules.ts) and the bid panel.
 *
 * The valid amounts are the next minimum bid plus a whole number of increments:
 * `minimum + k × step`, k ≥ 0. With a leader the minimum is the current price + one increment, so
 * this is "a whole multiple of the increment above the current price"; before the first bid the
 * minimum is the starting price, so the grid starts there. `step` is the increment at the current
 * price (before the first bid: at the starting price). A proxy maximum sits on the same grid as the
 * amount, judged against the state the bid is decided on.
 */
export function isOnBidGrid(minimum: number, step: number, amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= minimum && (amount - minimum) % step === 0;
}

/** The valid amounts around `amount`: the highest at or below it (null below the minimum) and the lowest at or above it. */
export function nearestBidAmounts(minimum: number, step: number, amount: number): { below: number | null; above: number } {
  if (amount <= minimum) return { below: amount === minimum ? minimum : null, above: minimum };
  const k = Math.floor((amount - minimum) / step);
  const below = minimum + k * step;
  return { below, above: below === amount ? amount : below + step };
}

/**
 * "Teklif tutarı 1.000 TL artışlarla verilebilir: 98.000 TL ya da 99.000 TL verebilirsiniz." The
 * server's 422 and the panel's hint, so both name the same nearest valid amounts.
 */
export function offGridMessage(label: "Teklif tutarı" | "Azami teklif", minimum: number, step: number, amount: number): string {
  const { below, above } = nearestBidAmounts(minimum, step, amount);
  const options = below !== null && below !== above ? `${formatTL(below)} ya da ${formatTL(above)}` : formatTL(above);
  return `${label} ${formatTL(step)} artışlarla verilebilir: ${options} verebilirsiniz.`;
}
