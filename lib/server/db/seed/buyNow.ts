import { eq } from "drizzle-orm";
import { buyListing } from "@/lib/server/buyNow/service";
import { countListings } from "@/lib/server/buyNow/queries";
import { getDb, schema } from "@/lib/server/db/index";
import { CATALOGUE, prng, valueOf } from "@/lib/server/db/seed/motorcycles";
import { seedVehicle } from "@/lib/server/db/seed/vehicles";

type Log = (line: string) => void;

const DEMO_BUYER = "demo-buyer";
const COUNT = 12;

/**
 * Buy-now listings on vehicles of their own (never one in a live or scheduled auction), made the
 * same way as the auction seed's, and one purchase by the demo buyer through the real purchase
 * path, so its order, reservation and ledger block look exactly like a user's.
 */
export async function seedBuyNow(log: Log): Promise<void> {
  const db = getDb();
  if ((await countListings(db)) > 0) return;
  const started = Date.now();
  const rand = prng(20260415);
  const listingIds: number[] = [];

  for (let i = 0; i < COUNT; i++) {
    // Offset through the catalogue so the buy-now shelf is not a copy of the auction list.
    const model = CATALOGUE[(i * 5 + 3) % CATALOGUE.length];
    const vehicle = await seedVehicle(rand, model, {
      photoKey: `hemenal-${i + 1}`,
      photoCount: 3 + (i % 2),
      kmBase: 1_000,
      kmPerYear: 7_000,
      bigCityShare: 0.4,
    });
    // A fixed price a little under the market value: what makes "buy now" worth it.
    const price = Math.max(15_000, Math.round((valueOf(model, vehicle.year, vehicle.km) * 0.95) / 1_000) * 1_000);
    const [listing] = await db
      .insert(schema.buyNowListings)
      .values({
        vehicleId: vehicle.id,
        price,
        createdBy: "demo-admin",
        createdAt: new Date(Date.now() - (COUNT - i) * 6 * 3_600_000),
      })
      .returning();
    listingIds.push(listing.id);
  }

  let bought = "";
  const [demoBuyer] = await db
    .select({ uid: schema.users.uid })
    .from(schema.users)
    .where(eq(schema.users.uid, DEMO_BUYER));
  if (demoBuyer) {
    // The cheapest listing: its deposit band (8.000 TL) fits the demo buyer's provision next to their auction blocks.
    const rows = await db
      .select({ id: schema.buyNowListings.id, price: schema.buyNowListings.price })
      .from(schema.buyNowListings);
    const cheapest = rows.filter((r) => listingIds.includes(r.id)).sort((a, b) => a.price - b.price)[0];
    try {
      const result = await buyListing(cheapest.id, DEMO_BUYER);
      bought = `, demo buyer order #${result.order.id}`;
    } catch (error) {
      bought = `, demo buyer purchase skipped (${(error as Error).message})`;
    }
  }
  log(`seeded ${COUNT} buy-now listings${bought} in ${Date.now() - started} ms`);
}
