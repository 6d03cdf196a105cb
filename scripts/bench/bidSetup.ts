/** What bench:bids and bench:cluster share: bidders, a live auction, and the invariants a run must keep. */
import { sql } from "drizzle-orm";
import { authEmulatorPost } from "@/scripts/lib/authEmulatorRest";
import { demoVehicleIdentity } from "@/lib/server/db/seed/vehicleIdentity";

export type User = { uid: string; token: string };

/**
 * A bidder in the Auth emulator with a verified e-mail (bids need one): signed up, marked verified
 * through the emulator's admin API, and signed in again so the token carries `email_verified`.
 */
export async function signUp(emulatorHost: string, i: number): Promise<User> {
  const post = <T>(path: string, body: object, admin = false) => authEmulatorPost<T>(emulatorHost, path, body, admin);
  const email = `bench-${i}-${Date.now()}@bench.motoborsa.test`;
  const password = "Bench12345!";
  const { localId } = await post<{ localId: string }>("accounts:signUp?key=demo-api-key", {
    email,
    password,
    returnSecureToken: true,
  });
  await post(
    `projects/${process.env.FIREBASE_PROJECT_ID || "demo-motoborsa"}/accounts:update`,
    { localId, emailVerified: true },
    true,
  );
  const { idToken } = await post<{ idToken: string }>("accounts:signInWithPassword?key=demo-api-key", {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId, token: idToken };
}

/** `count` registered users with 100.000 TL provision each, and `auctions` live auctions ending in an hour. */
export async function seedBidders(
  env: Record<string, string>,
  count: number,
  opts: { auctions?: number; startPrice: number; step: number },
): Promise<{ users: User[]; auctionIds: number[] }> {
  const { getDb, schema, closeDb } = await import("@/lib/server/db");
  const { applyLedgerMove } = await import("@/lib/server/deposits/queries");
  const { storeVerifiedIdentity } = await import("@/lib/server/identity/service");
  const { freshTestIdentity } = await import("@/scripts/lib/kpsServer");
  const users: User[] = [];
  const auctionIds: number[] = [];
  for (let i = 0; i < count; i += 20)
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, (_, j) => signUp(env.FIREBASE_AUTH_EMULATOR_HOST, i + j)),
      )),
    );
  await getDb().transaction(async (tx) => {
    for (const [i, u] of users.entries()) {
      await tx.insert(schema.users).values({
        uid: u.uid,
        email: `bench-${i}@bench.motoborsa.test`,
        name: `Teklifçi${i}`,
        lastName: "Bench",
        phone: "5550000000",
        city: "Ankara",
        kvkkAcceptedAt: new Date(),
        membershipAcceptedAt: new Date(),
      });
      await applyLedgerMove(tx, { uid: u.uid, kind: "deposit", amount: 100_000, refType: "bench", refId: "seed" });
      // Bids need a verified identity (PRODUCT §3.7); the bench measures bidding, not the registry.
      await storeVerifiedIdentity(tx, u.uid, freshTestIdentity(), new Date());
    }
    for (let a = 0; a < (opts.auctions ?? 1); a++) {
      const [vehicle] = await tx
        .insert(schema.vehicles)
        .values({
          brand: "Yamaha",
          model: "MT-09",
          year: 2023,
          km: 5_000,
          engineCc: 890,
          city: "İstanbul",
          plate: `34BNC${String(a + 1).padStart(3, "0")}`,
          // A full identity (PRODUCT §8.3), as every live auction's vehicle has.
          ...demoVehicleIdentity(`bench-${a}`, "Yamaha", 2023),
        })
        .returning();
      const [auction] = await tx
        .insert(schema.auctions)
        .values({
          vehicleId: vehicle.id,
          state: "live",
          startsAt: new Date(Date.now() - 60_000),
          endsAt: new Date(Date.now() + 3_600_000),
          startingPrice: opts.startPrice,
          currentPrice: opts.startPrice,
          increment: opts.step,
        })
        .returning();
      auctionIds.push(auction.id);
    }
  });
  await closeDb();
  return { users, auctionIds };
}

/** The bench:bids invariants of one auction after a run (needs process.env.DATABASE_URL of the stack). */
export async function bidInvariants(auctionId: number, statuses: Record<number, number>) {
  const { getDb, closeDb } = await import("@/lib/server/db");
  const db = getDb();
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
  const leader = await one<{ leader_uid: string; current_price: string; bid_count: number; version: number }>(
    sql`SELECT leader_uid, current_price, bid_count, version FROM auctions WHERE id = ${auctionId}`,
  );
  const blocks = await one<{ n: string; uid: string | null }>(
    sql`SELECT count(*) AS n, min(uid) AS uid FROM deposit_blocks WHERE auction_id = ${auctionId} AND state = 'active'`,
  );
  const books = await one<{ bad: string }>(sql`
    SELECT count(*) AS bad FROM users u
    WHERE u.provision_blocked <> coalesce((SELECT sum(amount) FROM deposit_blocks b WHERE b.uid = u.uid AND b.state = 'active'), 0)
       OR u.provision_blocked <> coalesce((SELECT sum(CASE kind WHEN 'block' THEN amount WHEN 'release' THEN -amount WHEN 'capture' THEN -amount ELSE 0 END) FROM provision_entries e WHERE e.uid = u.uid), 0)
       OR u.provision_total - u.provision_blocked < 0`);
  const falls = await one<{ n: string }>(sql`
    SELECT count(*) AS n FROM (SELECT amount, lag(amount) OVER (ORDER BY id) AS prev FROM bids WHERE auction_id = ${auctionId} AND kind <> 'raise') s WHERE amount < prev`);
  const typed = await one<{ n: string }>(
    sql`SELECT count(*) AS n FROM bids WHERE auction_id = ${auctionId} AND kind <> 'auto'`,
  );
  await closeDb();
  const checks = {
    "exactly one leader holding the only active block": Number(blocks.n) === 1 && blocks.uid === leader.leader_uid,
    "price never decreased": Number(falls.n) === 0,
    "every user's blocked = Σ active blocks = ledger, available ≥ 0": Number(books.bad) === 0,
    "no 5xx answers": !Object.keys(statuses).some((s) => Number(s) >= 500 || Number(s) === 0),
  };
  return {
    checks,
    leader: {
      uid: leader.leader_uid,
      price: Number(leader.current_price),
      bidCount: leader.bid_count,
      version: leader.version,
    },
    storedBids: Number(typed.n),
  };
}

/** The notifications a bench run wrote for its auction (the outbox), by kind and e-mail state. */
export async function notificationSummary(
  auctionId: number,
): Promise<{ total: number; byKind: Record<string, number>; email: Record<string, number> }> {
  const { getDb, closeDb } = await import("@/lib/server/db");
  const rows = (
    await getDb().execute(
      sql`SELECT kind, email_state, count(*)::int AS n FROM notifications WHERE data->>'auctionId' = ${String(auctionId)} GROUP BY 1, 2`,
    )
  ).rows as Array<{ kind: string; email_state: string; n: number }>;
  await closeDb();
  const byKind: Record<string, number> = {};
  const email: Record<string, number> = {};
  for (const r of rows) {
    byKind[r.kind] = (byKind[r.kind] ?? 0) + r.n;
    email[r.email_state] = (email[r.email_state] ?? 0) + r.n;
  }
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byKind, email };
}
