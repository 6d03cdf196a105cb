import type { SoldPrices } from "@/lib/auctions/types";
import { SOLD_PRICES_MONTHS } from "@/lib/auctions/rules";
import { createExpiringCache } from "@/lib/server/expiringCache";
import * as q from "@/lib/server/auctions/queries";

// Sales are rare next to page views: a minute of staleness costs nothing and spares the query per visit.
const cache = createExpiringCache<SoldPrices>({ max: 500 });

/** The sold prices of one brand and model over the last 12 months (PRODUCT §6.5), for the public chart. */
export async function getSoldPrices(brand: string, model: string, now = new Date()): Promise<SoldPrices> {
  const key = `${brand}\u0000${model}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const since = new Date(now);
  since.setMonth(since.getMonth() - SOLD_PRICES_MONTHS);
  const rows = await q.soldPricesOf(brand, model, since);
  const value: SoldPrices = {
    brand,
    model,
    items: rows.map((r) => ({ at: r.at.toISOString(), price: r.price, kind: r.kind })),
  };
  cache.set(key, value, Date.now() + 60_000);
  return value;
}
