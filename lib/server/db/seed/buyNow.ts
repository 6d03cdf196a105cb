import { eq } from "drizzle-orm";
import { PROVINCES } from "@/lib/provinces";
import { buyListing } from "../../buyNow";
import { countListings } from "../buyNow";
import { getDb, schema } from "../index";
import { CATALOGUE, COLOURS, descriptionFor, inspectionFor, pick, plateFor, prng, valueOf } from "./motorcycles";
import { generateVehiclePhotos } from "./photos";

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
    const year = model.years[0] + Math.floor(rand() * (model.years[1] - model.years[0] + 1));
    const age = 2026 - year;
    const km = Math.round((1_000 + rand() * 7_000 * (age + 1)) / 100) * 100;
    const provinceIndex = rand() < 0.4 ? pick(rand, [33, 5, 34, 15, 6, 40]) : Math.floor(rand() * PROVINCES.length);
    const colour = pick(rand, COLOURS);
    const photos = await generateVehiclePhotos(`hemenal-${i + 1}`, { brand: model.brand, model: model.model, colour: colour.hex, kind: model.kind }, 3 + (i % 2));
    const [vehicle] = await db
      .insert(schema.vehicles)
      .values({
        brand: model.brand,
        model: model.model,
        year,
        km,
        engineCc: model.cc,
        city: PROVINCES[provinceIndex],
        colour: colour.name,
        plate: plateFor(rand, provinceIndex + 1),
        description: descriptionFor(rand),
        details: inspectionFor(rand, km),
        photos,
        createdBy: "demo-admin",
      })
      .returning();
    // A fixed price a little under the market value: what makes "buy now" worth it.
    const price = Math.max(15_000, Math.round((valueOf(model, year, km) * 0.95) / 1_000) * 1_000);
    const [listing] = await db
      .insert(schema.buyNowListings)
      .values({ vehicleId: vehicle.id, price, createdBy: "demo-admin", createdAt: new Date(Date.now() - (COUNT - i) * 6 * 3_600_000) })
      .returning();
    listingIds.push(listing.id);
  }

  let bought = "";
  const [demoBuyer] = await db.select({ uid: schema.users.uid }).from(schema.users).where(eq(schema.users.uid, DEMO_BUYER));
  if (demoBuyer) {
    // The cheapest listing: its deposit band (8.000 TL) fits the demo buyer's provision next to their auction blocks.
    const rows = await db.select({ id: schema.buyNowListings.id, price: schema.buyNowListings.price }).from(schema.buyNowListings);
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
