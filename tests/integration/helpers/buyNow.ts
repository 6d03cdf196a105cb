import { eq } from "drizzle-orm";
import { getDb, schema } from "@/lib/server/db";
import { countRows } from "@/tests/integration/helpers/rows";
import { identityRow } from "@/tests/integration/helpers/vehicleIdentity";

let plateCounter = 0;

/** A vehicle and a buy-now listing written straight to the database: the fixture, not the thing under test. */
export async function makeListing(
  opts: {
    price?: number;
    sellerUid?: string | null;
    state?: "on_sale" | "reserved" | "sold" | "withdrawn";
    brand?: string;
    city?: string;
    year?: number;
  } = {},
) {
  const db = getDb();
  plateCounter++;
  const [vehicle] = await db
    .insert(schema.vehicles)
    .values({
      brand: opts.brand ?? "Yamaha",
      model: `MT-07 T${plateCounter}`,
      year: opts.year ?? 2022,
      km: 9_000,
      engineCc: 689,
      city: opts.city ?? "İzmir",
      colour: "Mavi",
      plate: `35HA${String(plateCounter).padStart(3, "0")}`,
      photos: [],
      details: [{ key: "Motor", value: "Sorunsuz" }],
      ...identityRow(),
    })
    .returning();
  const [listing] = await db
    .insert(schema.buyNowListings)
    .values({
      vehicleId: vehicle.id,
      price: opts.price ?? 200_000,
      sellerUid: opts.sellerUid ?? null,
      state: opts.state ?? "on_sale",
    })
    .returning();
  return { vehicle, listing };
}

export async function listingRow(id: number) {
  const [row] = await getDb().select().from(schema.buyNowListings).where(eq(schema.buyNowListings.id, id));
  return row;
}

export async function ordersOfListing(id: number) {
  return getDb().select().from(schema.orders).where(eq(schema.orders.listingId, id));
}

export async function blocksOfListing(id: number) {
  return getDb().select().from(schema.depositBlocks).where(eq(schema.depositBlocks.listingId, id));
}

export async function ledgerOf(uid: string) {
  return getDb()
    .select()
    .from(schema.provisionEntries)
    .where(eq(schema.provisionEntries.uid, uid))
    .orderBy(schema.provisionEntries.id);
}

/** Row counts of everything a purchase or settlement may touch, to prove a refused request changed nothing. */
export function snapshot() {
  return countRows({
    orders: schema.orders,
    blocks: schema.depositBlocks,
    ledger: schema.provisionEntries,
    audit: schema.auditLog,
  });
}
