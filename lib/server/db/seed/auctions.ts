import { eq, sql } from "drizzle-orm";
import { closeAuction } from "@/lib/server/auctions/closing";
import { minimumNextBid, nextStep } from "@/lib/auctions/rules";
import { placeBid } from "@/lib/server/bids/service";
import { countAuctions } from "@/lib/server/auctions/queries";
import { getDb, schema } from "@/lib/server/db/index";
import { applyLedgerMove } from "@/lib/server/deposits/queries";
import { storeVerifiedIdentity } from "@/lib/server/identity/service";
import { CATALOGUE, pick, prng, valueOf } from "@/lib/server/db/seed/motorcycles";
import { seedVehicle } from "@/lib/server/db/seed/vehicles";

type Log = (line: string) => void;

/** Bidders whose bids fill the demo histories. They have profiles but no sign-in account. */
const SEED_BIDDERS = [
  ["Ahmet", "Kaya", "Ankara"],
  ["Zeynep", "Çelik", "İzmir"],
  ["Emre", "Aydın", "Bursa"],
  ["Elif", "Şahin", "Antalya"],
  ["Burak", "Öztürk", "Kocaeli"],
  ["Can", "Arslan", "Konya"],
  ["Deniz", "Koç", "Eskişehir"],
] as const;

const DEMO_BUYER = "demo-buyer";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A valid T.C. Kimlik No for seeded bidder `i` (check digits as the registry computes them), fixed so
 * the demo is the same every time; the 1000000 prefix keeps it apart from the README's demo people.
 */
function seedBidderNumber(i: number): string {
  const digits = [1, 0, 0, 0, 0, 0, 0, Math.floor(i / 10), i % 10];
  const odd = digits[0] + digits[2] + digits[4] + digits[6] + digits[8];
  const even = digits[1] + digits[3] + digits[5] + digits[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((a, b) => a + b, 0) + tenth) % 10;
  return [...digits, tenth, eleventh].join("");
}

/**
 * The seeded bidders (made once): their uids. Each holds a verified identity, which every bid needs
 * (PRODUCT §6.3): without one the seed's bids were all refused and no demo auction sold. The trade
 * seed's bids come from them too.
 */
export async function ensureBidders(): Promise<string[]> {
  const db = getDb();
  const uids: string[] = [];
  for (const [i, [name, lastName, city]] of SEED_BIDDERS.entries()) {
    const uid = `seed-bidder-${i + 1}`;
    uids.push(uid);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(schema.users)
        .values({
          uid,
          email: `teklifci${i + 1}@motoborsa.test`,
          name,
          lastName,
          phone: `55500000${String(i + 10)}`,
          city,
          kvkkAcceptedAt: new Date(),
          membershipAcceptedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ uid: schema.users.uid });
      if (inserted.length) {
        await storeVerifiedIdentity(
          tx,
          uid,
          { number: seedBidderNumber(i + 1), firstName: name, lastName, birthYear: 1980 + i },
          new Date(),
        );
        await applyLedgerMove(tx, {
          uid,
          kind: "deposit",
          amount: 150_000,
          refType: "seed",
          refId: uid,
          note: "Demo bakiye",
        });
      }
    });
  }
  return uids;
}

/** Spreads an auction's bid history over the time it was open, so it reads like a real one. */
export async function spreadBidTimes(auctionId: number, from: Date, until: Date): Promise<void> {
  await getDb().execute(sql`
    UPDATE bids SET created_at = ${from.toISOString()}::timestamptz + (${until.getTime() - from.getTime()} * n.rn / (n.total + 1)) * interval '1 millisecond'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS total FROM bids WHERE auction_id = ${auctionId}) n
    WHERE bids.id = n.id`);
}

type Plan = { kind: "live" | "upcoming" | "ended"; startsAt: Date; endsAt: Date };

function planFor(i: number, now: number, rand: () => number): Plan {
  // A few close within minutes of start-up so a visitor can watch one end.
  if (i < 4)
    return { kind: "live", startsAt: new Date(now - 2 * DAY), endsAt: new Date(now + [3, 5, 8, 12][i] * MINUTE) };
  if (i < 24)
    return {
      kind: "live",
      startsAt: new Date(now - (1 + Math.floor(rand() * 3)) * DAY),
      endsAt: new Date(now + (1 + Math.floor(rand() * 110)) * HOUR + Math.floor(rand() * 59) * MINUTE),
    };
  if (i < 34) {
    const startsAt = now + (2 + Math.floor(rand() * 70)) * HOUR;
    return {
      kind: "upcoming",
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + (2 + Math.floor(rand() * 4)) * DAY),
    };
  }
  const endsAt = now - (1 + Math.floor(rand() * 120)) * HOUR;
  return { kind: "ended", startsAt: new Date(endsAt - 3 * DAY), endsAt: new Date(endsAt) };
}

/** Seeds vehicles and auctions (live, upcoming, ended with orders) when no auction exists yet. */
export async function seedAuctions(log: Log): Promise<void> {
  if ((await countAuctions()) > 0) return;
  const started = Date.now();
  const db = getDb();
  const rand = prng(20260310);
  const bidders = await ensureBidders();
  const [demoBuyer] = await db
    .select({ uid: schema.users.uid })
    .from(schema.users)
    .where(eq(schema.users.uid, DEMO_BUYER));
  const now = Date.now();
  const count = 46;
  let bidTotal = 0;

  for (let i = 0; i < count; i++) {
    const model = CATALOGUE[i % CATALOGUE.length];
    // Spread across the country, with the big cities a little more often.
    const vehicle = await seedVehicle(rand, model, {
      photoKey: String(i + 1),
      photoCount: 3 + (i % 2),
      kmBase: 1_500,
      kmPerYear: 9_000,
      bigCityShare: 0.35,
    });

    const value = valueOf(model, vehicle.year, vehicle.km);
    const startingPrice = Math.max(10_000, Math.round((value * 0.7) / 1_000) * 1_000);
    const reservePrice = i % 3 === 0 ? Math.round((value * 0.9) / 1_000) * 1_000 : null;
    const plan = planFor(i, now, rand);
    // Ended auctions take their bids while still open, then their end is moved into the past and they close.
    const openEnd = plan.kind === "ended" ? new Date(now + HOUR) : plan.endsAt;
    const [auction] = await db
      .insert(schema.auctions)
      .values({
        vehicleId: vehicle.id,
        state: plan.kind === "upcoming" ? "scheduled" : "live",
        startsAt: plan.startsAt,
        endsAt: openEnd,
        startingPrice,
        currentPrice: startingPrice,
        reservePrice,
        createdBy: "demo-admin",
      })
      .returning();

    if (plan.kind !== "upcoming") {
      const bidCount = plan.kind === "ended" ? 2 + Math.floor(rand() * 7) : Math.floor(rand() * 9);
      let current = auction;
      for (let b = 0; b < bidCount; b++) {
        const bidder = pick(rand, bidders);
        // Amounts and maximums sit on the increment grid (minimum + k × step), as the rules require.
        const min = minimumNextBid(current);
        const step = nextStep(current);
        const amount = min + Math.floor(rand() * 3) * step;
        const maxAmount = rand() < 0.25 ? amount + Math.max(1, Math.round((value * 0.15) / step)) * step : undefined;
        try {
          await placeBid({ auctionId: auction.id, bidderUid: bidder, amount, maxAmount });
          bidTotal++;
        } catch {
          // A seeded bidder repeating as leader is refused like anyone else; the history simply skips it.
        }
        [current] = await db.select().from(schema.auctions).where(eq(schema.auctions.id, auction.id));
      }
      // The demo buyer leads one live auction, is outbid on another and wins an ended one.
      if (demoBuyer && (i === 6 || i === 7 || i === 35)) {
        // For the ended one the demo buyer's maximum is generous enough to beat any seeded proxy.
        const min = minimumNextBid(current);
        await placeBid({
          auctionId: auction.id,
          bidderUid: DEMO_BUYER,
          amount: min,
          maxAmount:
            i === 35
              ? min + Math.floor((Math.min(240_000, min * 2) - min) / nextStep(current)) * nextStep(current)
              : undefined,
        }).catch(() => undefined);
        if (i === 7) {
          [current] = await db.select().from(schema.auctions).where(eq(schema.auctions.id, auction.id));
          await placeBid({ auctionId: auction.id, bidderUid: bidders[0], amount: minimumNextBid(current) }).catch(
            () => undefined,
          );
        }
      }
      await spreadBidTimes(auction.id, plan.startsAt, new Date(Math.min(now, plan.endsAt.getTime()) - MINUTE));
    }
    if (plan.kind === "ended") {
      await db.update(schema.auctions).set({ endsAt: plan.endsAt }).where(eq(schema.auctions.id, auction.id));
      await closeAuction(auction.id, new Date(plan.endsAt.getTime() + 1_000));
    }
  }
  log(`seeded ${count} motorcycles and auctions with ${bidTotal} bids in ${Date.now() - started} ms`);
}
