import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { auctions, buyNowListings, sellRequests, users, vehicleQuestions, vehicles } from "@/lib/server/db/schema";
import type { QuestionStatus, QuestionTargetKind } from "@/lib/questions/types";
import { pageWithTotal } from "@/lib/server/db/paging";
import { updateRow } from "@/lib/server/db/updateRow";

export type QuestionRow = typeof vehicleQuestions.$inferSelect;
type Runner = Db | Tx;

export async function insert(tx: Runner, values: typeof vehicleQuestions.$inferInsert): Promise<QuestionRow> {
  const [row] = await tx.insert(vehicleQuestions).values(values).returning();
  return row;
}

export async function byId(db: Runner, id: number, opts: { forUpdate?: boolean } = {}): Promise<QuestionRow | null> {
  const query = db.select().from(vehicleQuestions).where(eq(vehicleQuestions.id, id));
  const [row] = await (opts.forUpdate ? query.for("update") : query);
  return row ?? null;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<typeof vehicleQuestions.$inferInsert>,
): Promise<QuestionRow> {
  return updateRow(tx, vehicleQuestions, eq(vehicleQuestions.id, id), { ...values, updatedAt: new Date() });
}

/** The vehicle behind an auction or a listing page, with whether it still takes questions. */
export async function target(
  db: Runner,
  kind: QuestionTargetKind,
  id: number,
): Promise<{ vehicleId: number; open: boolean } | null> {
  if (kind === "auction") {
    const [row] = await db
      .select({ vehicleId: auctions.vehicleId, state: auctions.state })
      .from(auctions)
      .where(eq(auctions.id, id));
    return row ? { vehicleId: row.vehicleId, open: row.state === "scheduled" || row.state === "live" } : null;
  }
  const [row] = await db
    .select({ vehicleId: buyNowListings.vehicleId, state: buyNowListings.state })
    .from(buyNowListings)
    .where(eq(buyNowListings.id, id));
  return row ? { vehicleId: row.vehicleId, open: row.state === "on_sale" || row.state === "reserved" } : null;
}

/** The answered, published questions of a vehicle, newest answer first. */
export async function published(db: Runner, vehicleId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(vehicleQuestions)
    .where(and(eq(vehicleQuestions.vehicleId, vehicleId), eq(vehicleQuestions.status, "published")))
    .orderBy(desc(vehicleQuestions.publishedAt), desc(vehicleQuestions.id))
    .limit(100);
}

export type ManagedRow = QuestionRow & { askerEmail: string; brand: string; model: string; year: number };

function managedSelect(db: Runner) {
  return db
    .select({
      q: vehicleQuestions,
      askerEmail: users.email,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
    })
    .from(vehicleQuestions)
    .innerJoin(users, eq(users.uid, vehicleQuestions.askerUid))
    .innerJoin(vehicles, eq(vehicles.id, vehicleQuestions.vehicleId));
}

type Joined = { q: QuestionRow; askerEmail: string; brand: string; model: string; year: number };
const flat = (r: Joined): ManagedRow => ({
  ...r.q,
  askerEmail: r.askerEmail,
  brand: r.brand,
  model: r.model,
  year: r.year,
});

export async function page(
  db: Runner,
  filter: { status?: QuestionStatus; page: number; pageSize: number },
): Promise<{ rows: ManagedRow[]; total: number }> {
  const where = filter.status ? eq(vehicleQuestions.status, filter.status) : undefined;
  const { rows, total } = await pageWithTotal(
    // Oldest first: the moderation queue is worked through in the order questions came in.
    managedSelect(db).where(where).orderBy(vehicleQuestions.id),
    db.select({ n: count() }).from(vehicleQuestions).where(where),
    filter,
  );
  return { rows: rows.map(flat), total };
}

export async function managedById(db: Runner, id: number): Promise<ManagedRow | null> {
  const [row] = await managedSelect(db).where(eq(vehicleQuestions.id, id));
  return row ? flat(row) : null;
}

export async function countsByStatus(db: Runner): Promise<Record<QuestionStatus, number>> {
  const rows = await db
    .select({ status: vehicleQuestions.status, n: count() })
    .from(vehicleQuestions)
    .groupBy(vehicleQuestions.status);
  const counts: Record<QuestionStatus, number> = {
    pending: 0,
    approved: 0,
    answer_pending: 0,
    published: 0,
    rejected: 0,
  };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The owners of a consigned vehicle: whoever's sell request put it on sale. */
export async function ownersOf(db: Runner, vehicleId: number): Promise<string[]> {
  const rows = await db
    .select({ uid: sellRequests.uid })
    .from(sellRequests)
    .where(and(eq(sellRequests.listedVehicleId, vehicleId), eq(sellRequests.status, "listed")));
  return rows.map((r) => r.uid);
}

/** The vehicle a user's own listed sell request put on sale, or null. */
export async function listedVehicleOf(db: Runner, uid: string, sellRequestId: number): Promise<number | null> {
  const [row] = await db
    .select({ vehicleId: sellRequests.listedVehicleId })
    .from(sellRequests)
    .where(and(eq(sellRequests.id, sellRequestId), eq(sellRequests.uid, uid), eq(sellRequests.status, "listed")));
  return row?.vehicleId ?? null;
}

/** The questions an owner sees: approved ones to answer, their answers waiting, and the published ones. */
export async function forOwner(db: Runner, vehicleId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(vehicleQuestions)
    .where(
      and(
        eq(vehicleQuestions.vehicleId, vehicleId),
        inArray(vehicleQuestions.status, ["approved", "answer_pending", "published"]),
      ),
    )
    .orderBy(desc(vehicleQuestions.id))
    .limit(100);
}

/**
 * Everyone who follows any auction or listing of the vehicle: a relisted vehicle's followers of the
 * earlier auction hear of answers too.
 */
export async function followersOf(tx: Tx, vehicleId: number): Promise<string[]> {
  const result = await tx.execute<{ uid: string }>(sql`
    SELECT f.user_uid AS uid FROM auction_follows f JOIN auctions a ON a.id = f.auction_id WHERE a.vehicle_id = ${vehicleId}
    UNION
    SELECT f.user_uid FROM listing_follows f JOIN buy_now_listings l ON l.id = f.listing_id WHERE l.vehicle_id = ${vehicleId}`);
  return result.rows.map((r) => r.uid);
}

/** The vehicle's newest auction or listing page (where its questions are read), or null. */
export async function latestPageOf(db: Runner, vehicleId: number): Promise<string | null> {
  const [[auction], [listing]] = await Promise.all([
    db
      .select({ id: auctions.id, at: auctions.createdAt })
      .from(auctions)
      .where(eq(auctions.vehicleId, vehicleId))
      .orderBy(desc(auctions.id))
      .limit(1),
    db
      .select({ id: buyNowListings.id, at: buyNowListings.createdAt })
      .from(buyNowListings)
      .where(eq(buyNowListings.vehicleId, vehicleId))
      .orderBy(desc(buyNowListings.id))
      .limit(1),
  ]);
  if (auction && (!listing || auction.at >= listing.at)) return `/ihaleler/${auction.id}`;
  return listing ? `/hemenal/${listing.id}` : null;
}

/** KVKK deletion: the user's questions that never reached a page (the published ones stay, naming no one). */
export async function deleteUnpublishedOf(tx: Tx, uid: string): Promise<void> {
  await tx
    .delete(vehicleQuestions)
    .where(and(eq(vehicleQuestions.askerUid, uid), ne(vehicleQuestions.status, "published")));
}
