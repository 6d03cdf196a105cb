import { bandLabel, tl } from "@/lib/content/rules";
import type { Block } from "@/lib/content/types";

/**
 * A table of price bands, each band's range and its amount in TL (the buyer's fee, the minimum
 * increment). Not in rules.ts: the bid panel imports that module, and only the texts need this.
 */
export function bandTable<B extends { from: number; below: number | null }>(
  caption: string,
  head: [string, string],
  bands: readonly B[],
  amount: (band: B) => number,
): Block {
  return { type: "table", caption, head, rows: bands.map((b) => [bandLabel(b), tl(amount(b))]) };
}
