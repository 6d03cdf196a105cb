import { and, eq, sql } from "drizzle-orm";
import { closeAuction } from "@/lib/server/auctions/closing";
import { getDb, schema } from "@/lib/server/db";
import { identityRow } from "@/tests/integration/helpers/vehicleIdentity";

let plateCounter = 0;

/** A vehicle and an auction written straight to the database: the fixture, not the thing under test. */
export async function makeAuction(
  opts: {
    startsAt?: Date;
    endsAt?: Date;
    startingPrice?: number;
    reservePrice?: number | null;
    increment?: number | null;
    buyNowPrice?: number | null;
    sellerUid?: string | null;
    state?: "scheduled" | "live";
  } = {},
) {
  const now = Date.now();
  const startsAt = opts.startsAt ?? new Date(now - 60_000);
  const endsAt = opts.endsAt ?? new Date(now + 60 * 60_000);
  const startingPrice = opts.startingPrice ?? 50_000;
  const db = getDb();
  plateCounter++;
  const [vehicle] = await db
    .insert(schema.vehicles)
    .values({
      brand: "Honda",
      model: "CBR650R",
      year: 2021,
      km: 12_000,
      engineCc: 649,
      city: "İstanbul",
      colour: "Kırmızı",
      plate: `34TST${String(plateCounter).padStart(3, "0")}`,
      photos: [],
      details: [{ key: "Motor", value: "Sorunsuz" }],
      ...identityRow(),
    })
    .returning();
  const [auction] = await db
    .insert(schema.auctions)
    .values({
      vehicleId: vehicle.id,
      sellerUid: opts.sellerUid ?? null,
      state: opts.state ?? (startsAt.getTime() <= now ? "live" : "scheduled"),
      startsAt,
      endsAt,
      startingPrice,
      currentPrice: startingPrice,
      reservePrice: opts.reservePrice ?? null,
      increment: opts.increment ?? null,
      buyNowPrice: opts.buyNowPrice ?? null,
    })
    .returning();
  return { vehicle, auction };
}

export async function auctionRow(id: number) {
  const [row] = await getDb().select().from(schema.auctions).where(eq(schema.auctions.id, id));
  return row;
}

/** Moves an auction's end a second into the past, as if its time ran out, without closing it. */
export async function pastEnd(id: number) {
  await getDb()
    .update(schema.auctions)
    .set({ endsAt: new Date(Date.now() - 1_000) })
    .where(eq(schema.auctions.id, id));
}

/** Ends an auction now and closes it as the closing job would (the winner's order, if any, is made). */
export async function endNow(id: number) {
  await pastEnd(id);
  await closeAuction(id);
}

/** The orders an auction made, oldest first. */
export function ordersOfAuction(id: number) {
  return getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, id)).orderBy(schema.orders.id);
}

export async function balanceOf(uid: string) {
  const [row] = await getDb()
    .select({ total: schema.users.provisionTotal, blocked: schema.users.provisionBlocked })
    .from(schema.users)
    .where(eq(schema.users.uid, uid));
  return row;
}

/** The invariant the ledger must keep: blocked = Σ active blocks = Σ block − Σ release − Σ capture entries. */
export async function blockInvariant(uid: string) {
  const db = getDb();
  const [{ active }] = await db
    .select({ active: sql<number>`coalesce(sum(${schema.depositBlocks.amount}), 0)`.mapWith(Number) })
    .from(schema.depositBlocks)
    .where(and(eq(schema.depositBlocks.uid, uid), eq(schema.depositBlocks.state, "active")));
  const [{ ledger }] = await db
    .select({
      ledger:
        sql<number>`coalesce(sum(CASE ${schema.provisionEntries.kind} WHEN 'block' THEN ${schema.provisionEntries.amount} WHEN 'release' THEN -${schema.provisionEntries.amount} WHEN 'capture' THEN -${schema.provisionEntries.amount} ELSE 0 END), 0)`.mapWith(
          Number,
        ),
    })
    .from(schema.provisionEntries)
    .where(eq(schema.provisionEntries.uid, uid));
  const balance = await balanceOf(uid);
  return { blocked: balance.blocked, total: balance.total, activeBlocks: active, ledgerBlocked: ledger };
}
