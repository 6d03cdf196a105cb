import { closingNotices } from "@/lib/notifications/labels";
import { auctionBiddersAndTitle, notifyMany } from "@/lib/server/notifications/service";
import { managedVehicleFields, vehicleCardFields } from "@/lib/vehicles/labels";
import type { ManagedVehicleHead } from "@/lib/vehicles/types";
import { buyerCommission } from "@/lib/orders/commission";
import type {
  AuctionCard,
  AuctionDetail,
  AuctionLive,
  AuctionStatus,
  AuctionViewer,
  BidEntry,
  ManagedAuction,
} from "@/lib/auctions/types";
import { pageOf, type Paged } from "@/lib/paging";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, findStaff, type StaffMember } from "@/lib/server/staff/service";
import {
  auctionActionsFor,
  buyNowOffered,
  buyNowPriceProblem,
  depositFor,
  effectiveState,
  maskName,
  nextStep,
  minimumNextBid,
  reserveMet,
  type AuctionSnapshot,
} from "@/lib/auctions/rules";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/auctions/queries";
import { publicVehicleDetail, vehicleCardValues } from "@/lib/server/vehicles/catalogue";
import type { AuctionCardRow, AuctionListQuery, AuctionRow, LiveBidRow } from "@/lib/server/auctions/queries";
import { findVehicle, lockVehicleForNewSale, type VehicleRow } from "@/lib/server/vehicles/service";
import { activeAuctionBlocks, releaseBlock } from "@/lib/server/deposits/service";
import { withRetry } from "@/lib/server/db/retry";
import { settle, sweepIfStale } from "@/lib/server/auctions/closing";
import { AppError } from "@/lib/server/errors";
import { AUCTION_ERRORS, AUCTION_LEDGER_NOTES } from "@/lib/auctions/labels";
import { notifySavedSearchMatches } from "@/lib/server/savedSearches/service";
import { createExpiringCache, reuseFor } from "@/lib/server/expiringCache";
import { createPageCache } from "@/lib/server/pageCache";

// ---------------------------------------------------------------- views

export function snapshotOf(row: AuctionRow): AuctionSnapshot {
  return {
    state: row.state,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    startingPrice: row.startingPrice,
    increment: row.increment,
    reservePrice: row.reservePrice,
    currentPrice: row.currentPrice,
    leaderUid: row.leaderUid,
    leaderMax: row.leaderMax,
    bidCount: row.bidCount,
    sellerUid: row.sellerUid,
  };
}

function statusOf(row: Pick<AuctionRow, "state" | "startsAt" | "endsAt">, now: Date): AuctionStatus {
  return effectiveState(row, now);
}

function resultOf(state: AuctionRow["state"]): "sold" | "unsold" | null {
  return state === "sold" || state === "unsold" ? state : null;
}

export function toCard(row: AuctionCardRow, now = new Date()): AuctionCard {
  return {
    ...vehicleCardFields(row),
    status: statusOf(row, now),
    result: resultOf(row.state),
    currentPrice: row.currentPrice,
    startingPrice: row.startingPrice,
    bidCount: row.bidCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

type BidRowWithName = LiveBidRow;

function toBidEntry(b: BidRowWithName): BidEntry {
  return {
    id: b.id,
    bidder: maskName(b.name, b.lastName),
    amount: b.amount,
    auto: b.kind === "auto",
    at: b.createdAt.toISOString(),
  };
}

export function toLive(row: AuctionRow, recent: BidRowWithName[], now = new Date()): AuctionLive {
  const minimumBid = minimumNextBid(row);
  return {
    id: row.id,
    status: statusOf(row, now),
    result: resultOf(row.state),
    currentPrice: row.currentPrice,
    bidCount: row.bidCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    minimumBid,
    // The panel's valid amounts are minimumBid + k × increment: the same step the rules check.
    increment: nextStep(row),
    commission: buyerCommission(row.currentPrice),
    deposit: depositFor(minimumBid),
    hasReserve: row.reservePrice !== null,
    reserveMet: row.reservePrice !== null && reserveMet(row),
    // Only while offered (PRODUCT §6.8): a live update that crosses 70 % hides the button.
    buyNowPrice: buyNowOffered(row, now) ? row.buyNowPrice : null,
    version: row.version,
    bids: recent.map(toBidEntry),
  };
}

function toDetail(row: AuctionRow, vehicle: VehicleRow, recent: BidRowWithName[], now = new Date()): AuctionDetail {
  const card = toCard(
    {
      ...row,
      ...vehicleCardValues(vehicle),
    },
    now,
  );
  return {
    ...card,
    ...toLive(row, recent, now),
    vehicle: publicVehicleDetail(vehicle),
  };
}

const HISTORY_LIMIT = 50;

// ---------------------------------------------------------------- public reads

const LIST_CACHE_MS = 1000;
const listCache = createExpiringCache<Promise<{ rows: AuctionCardRow[]; total: number }>>({ max: 500 });

/**
 * One list query per filter set per second per process, shared by every visitor asking meanwhile:
 * the list is the busiest page, prices on it may lag a bid by a second (the detail page is live),
 * and countdowns are computed from the end time in the browser anyway.
 */
function cachedList(query: AuctionListQuery) {
  const key = JSON.stringify(query);
  const hit = listCache.get(key);
  if (hit) return hit;
  const result = q.listAuctionCards(query);
  listCache.set(key, result, Date.now() + LIST_CACHE_MS);
  result.catch(() => listCache.delete(key));
  return result;
}

/** Whole rendered filtered-list pages, per query, for as long as the list query is cached. */
export const filteredListPages = createPageCache({ ttlMs: LIST_CACHE_MS, max: 500 });

export async function listAuctions(query: AuctionListQuery): Promise<Paged<AuctionCard>> {
  await sweepIfStale();
  const { rows, total } = await cachedList(query);
  const now = new Date();
  return { items: rows.map((r) => toCard(r, now)), total, page: query.page, pageSize: query.pageSize };
}

/** Brands for the list filter; changes only when staff add vehicles, so a minute of staleness is fine. */
/** The auctions a user follows, as cards (Takip Ettiklerim), most recently followed first. */
export async function followedAuctions(uid: string, limit: number): Promise<AuctionCard[]> {
  const now = new Date();
  return (await q.followedAuctionCards(uid, limit)).map((r) => toCard(r, now));
}

export const auctionBrands = reuseFor(60_000, () => q.listedBrands());

export async function getAuctionDetail(
  id: number,
  viewerUid?: string | null,
): Promise<{ auction: AuctionDetail; viewer: AuctionViewer | null }> {
  const db = getDb();
  let found = await q.findAuctionWithVehicle(db, id);
  if (!found) throw new AppError("not_found", AUCTION_ERRORS.notFound);
  const now = new Date();
  if (await settle(found.auction, now)) found = (await q.findAuctionWithVehicle(db, id))!;
  const recent = await q.recentBids(db, id, HISTORY_LIMIT);
  const detail = toDetail(found.auction, found.vehicle, recent, now);
  return { auction: detail, viewer: viewerUid ? await viewerOf(found.auction, viewerUid) : null };
}

async function viewerOf(row: AuctionRow, uid: string): Promise<AuctionViewer> {
  const [mine, staff] = await Promise.all([q.bidSummaryOf(getDb(), uid, row.id), findStaff(uid)]);
  const leading = row.leaderUid === uid;
  return {
    hasBid: mine.count > 0,
    leading,
    myMax: leading ? row.leaderMax : mine.myMax,
    isSeller: row.sellerUid === uid,
    isStaff: staff !== null,
  };
}

/** The live part of an auction, as the event stream sends it (one statement). */
export async function getAuctionLive(id: number): Promise<AuctionLive | null> {
  return (await getAuctionLives([id])).get(id) ?? null;
}

/**
 * The live part of several auctions in ONE statement (a stream's (re)connect: up to 50 watched
 * auctions used to cost two queries each). Ids with no auction are left out of the map.
 */
export async function getAuctionLives(ids: number[]): Promise<Map<number, AuctionLive>> {
  const now = new Date();
  const rows = await q.findLiveRows(getDb(), ids, HISTORY_LIMIT);
  return new Map(rows.map(({ auction, bids }) => [auction.id, toLive(auction, bids, now)]));
}

/**
 * The live view of an auction row a bid batch just saved (raw, as its statement returned it), with
 * the latest visible bids read after the commit: what the bidders' answers carry.
 */
export async function liveAfterSave(raw: Record<string, unknown>): Promise<{ row: AuctionRow; live: AuctionLive }> {
  const row = q.auctionFromRaw(raw);
  return { row, live: toLive(row, await q.recentBids(getDb(), row.id, HISTORY_LIMIT)) };
}

/** The row lock that serialises every bid, close and cancel of one auction (the bid batch takes it). */
export function lockAuction(tx: Tx, id: number): Promise<AuctionRow | undefined> {
  return q.lockAuction(tx, id);
}

/** Every auction with a public page, for the sitemap. */
export function auctionPages(limit: number) {
  return q.auctionPages(getDb(), limit);
}

// ---------------------------------------------------------------- management

export type AuctionInput = {
  vehicleId: number;
  startsAt: Date;
  endsAt: Date;
  startingPrice: number;
  increment?: number | null;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
  sellerUid?: string | null;
};

function checkTimesAndPrices(input: Omit<AuctionInput, "vehicleId">, now: Date) {
  if (input.endsAt <= input.startsAt)
    throw new AppError("validation", AUCTION_ERRORS.endBeforeStart, { endsAt: AUCTION_ERRORS.endBeforeStart });
  if (input.endsAt <= now)
    throw new AppError("validation", AUCTION_ERRORS.endInPast, { endsAt: AUCTION_ERRORS.endInPast });
  if (input.reservePrice != null && input.reservePrice < input.startingPrice) {
    throw new AppError("validation", AUCTION_ERRORS.reserveBelowStart, {
      reservePrice: AUCTION_ERRORS.reserveBelowStart,
    });
  }
  const buyNowProblem = buyNowPriceProblem(input);
  if (buyNowProblem) {
    const message =
      buyNowProblem === "belowStart" ? AUCTION_ERRORS.buyNowBelowStart : AUCTION_ERRORS.buyNowBelowReserve;
    throw new AppError("validation", message, { buyNowPrice: message });
  }
}

function toManaged(
  row: AuctionRow,
  v: ManagedVehicleHead,
  now = new Date(),
  ownRecord = false,
  openOffer = false,
): ManagedAuction {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    ...managedVehicleFields(v),
    state: row.state,
    status: statusOf(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startingPrice: row.startingPrice,
    increment: row.increment,
    reservePrice: row.reservePrice,
    buyNowPrice: row.buyNowPrice,
    currentPrice: row.currentPrice,
    bidCount: row.bidCount,
    cancelReason: row.cancelReason,
    actions: ownRecord ? [] : auctionActionsFor({ ...row, openOffer }, now),
    ownRecord,
  };
}

export async function listManagedAuctions(
  viewer: StaffMember,
  query: { state?: AuctionRow["state"]; page: number; pageSize: number },
): Promise<Paged<ManagedAuction>> {
  await sweepIfStale();
  const { rows, total } = await q.listManagedAuctions(query, viewer.uid);
  const now = new Date();
  return pageOf(
    rows.map((r) => toManaged(r.auction, r, now, r.ownRecord, r.openOffer)),
    total,
    query,
  );
}

export async function createAuction(staff: StaffMember, input: AuctionInput): Promise<{ auction: ManagedAuction }> {
  const now = new Date();
  checkTimesAndPrices(input, now);
  const created = await getDb().transaction(async (tx) => ({ auction: await openAuctionTx(tx, staff, input, now) }));
  planAuctionJobs();
  return created;
}

/** After commit: the new times get their due jobs at once (lib/server/jobs.ts planDueSoon). */
export function planAuctionJobs(): void {
  // Loaded on use: the job module pulls pg-boss, which pages reading auctions never need.
  void import("@/lib/server/jobs").then((jobs) => jobs.planDueSoon());
}

/** Opens an auction inside the caller's transaction (also used when a sell request goes on sale). */
export async function openAuctionTx(
  tx: Tx,
  staff: StaffMember,
  input: AuctionInput,
  now: Date,
): Promise<ManagedAuction> {
  checkTimesAndPrices(input, now);
  const vehicle = await lockVehicleForNewSale(tx, input.vehicleId, {
    notFound: () => new AppError("not_found", AUCTION_ERRORS.vehicleNotFound),
    openAuction: AUCTION_ERRORS.vehicleHasOpenAuction,
    openListing: AUCTION_ERRORS.vehicleHasListing,
    sold: AUCTION_ERRORS.vehicleSold,
  });
  const row = await q.insertAuction(tx, {
    vehicleId: input.vehicleId,
    sellerUid: input.sellerUid ?? null,
    ...scheduleColumns(input, now),
    createdBy: staff.uid,
  });
  await recordAudit(tx, {
    staffUid: staff.uid,
    action: "auction.create",
    targetType: "auction",
    targetId: row.id,
    details: { ...input, startsAt: input.startsAt.toISOString(), endsAt: input.endsAt.toISOString() },
  });
  const managed = toManaged(row, vehicle, now);
  await notifySavedSearchMatches(tx, "auction", row.id, managed.title);
  return managed;
}

/**
 * The times and prices of the auction form as stored, on creation and on an edit before the start:
 * the price starts at the starting price, and a start already past opens the auction at once.
 */
function scheduleColumns(input: Omit<AuctionInput, "vehicleId" | "sellerUid">, now: Date) {
  return {
    state: input.startsAt <= now ? ("live" as const) : ("scheduled" as const),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    startingPrice: input.startingPrice,
    currentPrice: input.startingPrice,
    increment: input.increment ?? null,
    reservePrice: input.reservePrice ?? null,
    buyNowPrice: input.buyNowPrice ?? null,
  };
}

export async function updateAuction(
  staff: StaffMember,
  id: number,
  input: Omit<AuctionInput, "vehicleId" | "sellerUid">,
): Promise<{ auction: ManagedAuction }> {
  const updated = await changeAuctionTimes(staff, id, input);
  planAuctionJobs();
  return updated;
}

function changeAuctionTimes(
  staff: StaffMember,
  id: number,
  input: Omit<AuctionInput, "vehicleId" | "sellerUid">,
): Promise<{ auction: ManagedAuction }> {
  return getDb().transaction(async (tx) => {
    const row = await q.lockAuction(tx, id);
    if (!row) throw new AppError("not_found", AUCTION_ERRORS.notFound);
    assertNotOwnRecord(staff, "auction", await q.auctionPartiesAmong(tx, id, staff.uid));
    const now = new Date();
    if (!auctionActionsFor(row, now).includes("edit")) throw new AppError("conflict", AUCTION_ERRORS.startedNoEdit);
    checkTimesAndPrices(input, now);
    const updated = await q.updateScheduledAuction(tx, id, scheduleColumns(input, now));
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "auction.update",
      targetType: "auction",
      targetId: id,
      details: {
        before: {
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          startingPrice: row.startingPrice,
          increment: row.increment,
          reservePrice: row.reservePrice,
          buyNowPrice: row.buyNowPrice,
        },
        after: { ...input },
      },
    });
    const vehicle = (await findVehicle(tx, row.vehicleId))!;
    return { auction: toManaged(updated, vehicle, now) };
  });
}

/** Cancelling releases every deposit block of the auction in the same transaction. */
export async function cancelAuction(
  staff: StaffMember,
  id: number,
  reason: string,
): Promise<{ auction: ManagedAuction; released: number }> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const row = await q.lockAuction(tx, id);
      if (!row) throw new AppError("not_found", AUCTION_ERRORS.notFound);
      assertNotOwnRecord(staff, "auction", await q.auctionPartiesAmong(tx, id, staff.uid));
      if (!auctionActionsFor(row, new Date()).includes("cancel"))
        throw new AppError("conflict", AUCTION_ERRORS.alreadyClosed);
      const blocks = await activeAuctionBlocks(tx, id);
      for (const block of blocks) await releaseBlock(tx, block, AUCTION_LEDGER_NOTES.cancelled);
      const cancelled = await q.cancelAuctionRow(tx, id, reason);
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "auction.cancel",
        targetType: "auction",
        targetId: id,
        details: { reason, released: blocks.map((b) => ({ uid: b.uid, amount: b.amount })) },
      });
      const { bidders, title } = await auctionBiddersAndTitle(tx, id);
      const releasedUids = new Set(blocks.map((b) => b.uid));
      await notifyMany(
        tx,
        bidders.map((uid) =>
          closingNotices.cancelled({ auctionId: id, title, uid, reason, released: releasedUids.has(uid) }),
        ),
      );
      const vehicle = (await findVehicle(tx, row.vehicleId))!;
      return { auction: toManaged(cancelled, vehicle), released: blocks.length };
    }),
  );
}
