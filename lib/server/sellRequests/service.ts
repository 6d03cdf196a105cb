import type { IncomingMessage } from "node:http";
import { requestNotices } from "@/lib/notifications/labels";
import { SELL_LIMITS, type SellListInput, type SellRequestData } from "@/lib/sellRequests/schemas";
import type {
  SaleMethod,
  SellAction,
  SellRequestStatus,
  SellRequestView,
  StaffSellRequestView,
} from "@/lib/sellRequests/types";
import type { VehicleInput } from "@/lib/auctions/schemas";
import { openAuctionTx, planAuctionJobs } from "@/lib/server/auctions/service";
import { hasPermission } from "@/lib/staff/rules";
import { openListingTx } from "@/lib/server/buyNow/service";
import { createVehicleTx, recordConsignment } from "@/lib/server/vehicles/service";
import type { StaffMember } from "@/lib/server/staff/service";
import { lockSubmitter, refuseSuspended } from "@/lib/server/accounts/service";
import { refuseUnverifiedIdentity } from "@/lib/server/identity/service";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/sellRequests/queries";
import { AppError } from "@/lib/server/errors";
import { consumeRateLimit } from "@/lib/server/rateLimit";
import { requestLifecycle } from "@/lib/server/requests/lifecycle";
import type { Actor } from "@/lib/requestFlow";
import { decideSell, offerExpired, sellActionsFor } from "@/lib/sellRequests/rules";
import { storeImage } from "@/lib/server/uploads";
import { SELL_REQUEST_ERRORS } from "@/lib/sellRequests/labels";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user's photo uploads per day: ten photos for a few applications, not a free image host. */
export const USER_UPLOAD_LIMIT = { limit: 40, windowMs: DAY_MS } as const;

/** Still waiting for us or for the owner; a sixth one is almost always a duplicate. */
const OPEN_STATUSES: SellRequestStatus[] = ["submitted", "in_review", "offer_made"];

type Row = q.SellRequestRow;

function toView(row: Row, actor: Actor, now: Date): SellRequestView {
  const state = { status: row.status, offerExpiresAt: row.offerExpiresAt };
  return {
    id: row.id,
    plate: row.plate,
    brand: row.brand,
    model: row.model,
    year: row.year,
    km: row.km,
    engineCc: row.engineCc,
    city: row.city,
    expectedPrice: row.expectedPrice,
    description: row.description,
    photos: row.photos,
    phone: row.phone,
    status: row.status,
    offer:
      row.offerPrice !== null && row.offeredAt && row.offerExpiresAt
        ? {
            price: row.offerPrice,
            method: (row.offerMethod as SaleMethod | null) ?? null,
            reservePrice: row.offerReservePrice,
            note: row.offerNote ?? "",
            madeAt: row.offeredAt.toISOString(),
            expiresAt: row.offerExpiresAt.toISOString(),
            // Only an open offer can lapse; an accepted one stays what it was.
            expired: row.status === "offer_made" && offerExpired(state, now),
          }
        : null,
    rejectReason: row.rejectReason,
    listedAuctionId: row.listedAuctionId,
    listedListingId: row.listedListingId,
    listedVehicleId: row.listedVehicleId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: sellActionsFor(state, actor, now),
  };
}

const lifecycle = requestLifecycle<Row, SellRequestStatus, SellAction, SellRequestView>({
  kind: "sell_request",
  notFound: SELL_REQUEST_ERRORS.notFound,
  lock: q.lock,
  update: q.update,
  listAll: q.listAll,
  findWithOwner: q.findWithOwner,
  listByOwner: q.listByOwner,
  decide: decideSell,
  toView,
  ownerSteps: { suspension: "sellOffer", patch: (now) => ({ ownerDecidedAt: now }) },
});

const nameOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/**
 * A Borsa'da Sat photo: the shared image pipeline (type and size checks, re-encoding), a daily
 * per-user quota counted before the body is read, and an ownership row so only its uploader can
 * attach it to a request.
 */
export async function uploadSellPhoto(
  uid: string,
  req: IncomingMessage,
): Promise<{ url: string; width: number; height: number }> {
  const quota = await consumeRateLimit(`user-upload:${uid}`, USER_UPLOAD_LIMIT);
  if (!quota.allowed) throw new AppError("rate_limited", SELL_REQUEST_ERRORS.uploadLimit(USER_UPLOAD_LIMIT.limit));
  const image = await storeImage(req);
  await q.insertUpload(getDb(), { name: image.name, uid, purpose: "sell", bytes: image.bytes });
  return { url: image.url, width: image.width, height: image.height };
}

export async function createSellRequest(uid: string, data: SellRequestData): Promise<{ request: SellRequestView }> {
  return getDb().transaction(async (tx) => {
    await lockSubmitter(tx, "sell", uid);
    await refuseSuspended(tx, uid, "sell");
    await refuseUnverifiedIdentity(tx, uid, "sell");
    if ((await q.countOpen(tx, uid, OPEN_STATUSES)) >= SELL_LIMITS.openMax)
      throw new AppError("conflict", SELL_REQUEST_ERRORS.tooManyOpen(SELL_LIMITS.openMax));
    const names = data.photos.map(nameOf);
    const owned = await q.ownedUploads(tx, uid, names);
    if (owned.length !== names.length)
      throw new AppError("validation", SELL_REQUEST_ERRORS.foreignPhoto, { photos: SELL_REQUEST_ERRORS.foreignPhoto });
    const row = await q.insert(tx, { uid, ...data });
    return { request: toView(row, "owner", new Date()) };
  });
}

export const listMySellRequests = lifecycle.mine;

/** The owner's answer to an offer (rules in sellRequestFlow). */
export const answerSellOffer = lifecycle.answer;

/** The owner withdraws their application (rules in sellRequestFlow). */
export const withdrawSellRequest = lifecycle.withdraw;

export type StaffSellCommand =
  | { action: "review" }
  | { action: "offer"; price: number; method: SaleMethod; reservePrice?: number | null; note: string }
  | ({ action: "list" } & SellListInput)
  | { action: "reject"; reason: string };

/** One staff step on a request: state rule, the step's own checks, the change and its audit row together. */
export async function actOnSellRequest(
  staff: StaffMember,
  id: number,
  command: StaffSellCommand,
): Promise<{ request: StaffSellRequestView }> {
  const result = await applySellCommand(staff, id, command);
  if (command.action === "list") planAuctionJobs();
  return result;
}

function applySellCommand(
  staff: StaffMember,
  id: number,
  command: StaffSellCommand,
): Promise<{ request: StaffSellRequestView }> {
  return lifecycle.staffStep(staff, id, command, {
    patch: (tx, row, now) => patchFor(tx, staff, row, command, now),
    audited: (saved) =>
      command.action === "list"
        ? { vehicleId: saved.listedVehicleId, auctionId: saved.listedAuctionId, listingId: saved.listedListingId }
        : {},
    notice: (saved, now) => {
      if (command.action === "offer")
        return requestNotices.sellOfferMade({ uid: saved.uid, requestId: id, amount: command.price, at: now });
      if (command.action !== "list") return null;
      const link = saved.listedAuctionId
        ? `/ihaleler/${saved.listedAuctionId}`
        : saved.listedListingId
          ? `/hemenal/${saved.listedListingId}`
          : "/profil#satis-taleplerim";
      return requestNotices.sellListingPublished({ uid: saved.uid, requestId: id, link });
    },
  });
}

async function patchFor(
  tx: Tx,
  staff: StaffMember,
  row: Row,
  command: StaffSellCommand,
  now: Date,
): Promise<Partial<Row>> {
  switch (command.action) {
    case "review":
      return {};
    case "offer":
      return {
        offerPrice: command.price,
        offerMethod: command.method,
        offerReservePrice: command.method === "auction" ? (command.reservePrice ?? null) : null,
        offerNote: command.note,
        offeredAt: now,
        offerExpiresAt: new Date(now.getTime() + SELL_LIMITS.offerValidDays * DAY_MS),
      };
    case "list":
      return command.mode === "create"
        ? await listFromRequest(tx, staff, row, command, now)
        : await linkListing(tx, row, command);
    case "reject":
      return { rejectReason: command.reason, rejectedAt: now };
  }
}

/** The offer's kind; requests offered before the kind was recorded were auctions. */
const methodOf = (row: Row): SaleMethod => (row.offerMethod as SaleMethod | null) ?? "auction";

/**
 * The accepted offer goes on sale as the owner agreed to it: the vehicle from the request's own data
 * and photos, then an auction (start and reserve from the offer) or a Hemen Al listing at the offer's
 * price, both with the owner as seller so they cannot bid on or buy their own vehicle. Runs inside
 * the request's transaction: all of it happens, or none.
 */
async function listFromRequest(
  tx: Tx,
  staff: StaffMember,
  row: Row,
  command: Extract<SellListInput, { mode: "create" }>,
  now: Date,
): Promise<Partial<Row>> {
  const method = methodOf(row);
  const price = row.offerPrice!;
  // Opening an auction or a listing is those screens' permission too, not only sell:write.
  const needed = method === "auction" ? "auctions:write" : "listings:write";
  if (!hasPermission(staff, needed))
    throw new AppError(
      "forbidden",
      method === "auction" ? SELL_REQUEST_ERRORS.needsAuctions : SELL_REQUEST_ERRORS.needsListings,
    );
  if (method === "auction" && (!command.startsAt || !command.endsAt)) {
    const fields: Record<string, string> = {};
    if (!command.startsAt) fields.startsAt = SELL_REQUEST_ERRORS.startsAtRequired;
    if (!command.endsAt) fields.endsAt = SELL_REQUEST_ERRORS.endsAtRequired;
    throw new AppError("validation", SELL_REQUEST_ERRORS.timesRequired, fields);
  }
  const vehicle = await createVehicleTx(
    tx,
    staff,
    {
      brand: row.brand,
      model: row.model,
      year: row.year,
      km: row.km,
      engineCc: row.engineCc,
      city: row.city as VehicleInput["city"],
      colour: "",
      plate: row.plate,
      description: row.description,
      details: [],
      photos: row.photos,
      vin: command.vin,
      engineNumber: command.engineNumber,
      registrationSerial: command.registrationSerial,
      eidsReference: command.eidsReference,
    },
    // PRODUCT §8.3 ownership record: consigned by the request's (verified) owner.
    { sellRequestId: row.id, ownerUid: row.uid },
  );
  if (method === "auction") {
    const auction = await openAuctionTx(
      tx,
      staff,
      {
        vehicleId: vehicle.id,
        startsAt: command.startsAt!,
        endsAt: command.endsAt!,
        startingPrice: price,
        reservePrice: row.offerReservePrice,
        sellerUid: row.uid,
      },
      now,
    );
    return { listedAt: now, listedVehicleId: vehicle.id, listedAuctionId: auction.id, listedListingId: null };
  }
  const listing = await openListingTx(tx, staff, { vehicleId: vehicle.id, price, sellerUid: row.uid });
  return { listedAt: now, listedVehicleId: vehicle.id, listedAuctionId: null, listedListingId: listing.id };
}

/** An auction or listing staff opened by hand: of the offer's kind, still open, and for this request's vehicle (its plate). */
async function linkListing(tx: Tx, row: Row, command: Extract<SellListInput, { mode: "link" }>): Promise<Partial<Row>> {
  const method = methodOf(row);
  const id = method === "auction" ? command.auctionId : command.listingId;
  const field = method === "auction" ? "auctionId" : "listingId";
  if (id == null || (method === "auction" ? command.listingId != null : command.auctionId != null)) {
    throw new AppError("validation", SELL_REQUEST_ERRORS.wrongKind(method), {
      [field]: SELL_REQUEST_ERRORS.wrongKind(method),
    });
  }
  const target = method === "auction" ? await q.auctionForLink(tx, id) : await q.listingForLink(tx, id);
  const what = method === "auction" ? "ihale" : "ilan";
  if (!target) {
    const message = method === "auction" ? SELL_REQUEST_ERRORS.auctionMissing : SELL_REQUEST_ERRORS.listingMissing;
    throw new AppError("validation", message, { [field]: message });
  }
  if (target.plate !== row.plate)
    throw new AppError("validation", SELL_REQUEST_ERRORS.otherVehicle(what, row.plate), {
      [field]: SELL_REQUEST_ERRORS.otherVehicle(what, row.plate),
    });
  if (!target.open)
    throw new AppError("validation", SELL_REQUEST_ERRORS.closed(what), { [field]: SELL_REQUEST_ERRORS.closed(what) });
  if (target.sellerUid !== null && target.sellerUid !== row.uid)
    throw new AppError("validation", SELL_REQUEST_ERRORS.otherVehicle(what, row.plate), {
      [field]: SELL_REQUEST_ERRORS.otherVehicle(what, row.plate),
    });
  // The owner becomes the seller, so they cannot bid on or buy their own vehicle.
  if (target.sellerUid === null)
    await (method === "auction" ? q.setAuctionSeller(tx, id, row.uid) : q.setListingSeller(tx, id, row.uid));
  // PRODUCT §8.3 ownership record: the linked vehicle is the request owner's, consigned to us.
  await recordConsignment(tx, target.vehicleId, { sellRequestId: row.id, ownerUid: row.uid });
  return {
    listedAt: new Date(),
    listedVehicleId: target.vehicleId,
    listedAuctionId: method === "auction" ? id : null,
    listedListingId: method === "auction" ? null : id,
  };
}

export const listSellRequests = lifecycle.list;

export const getSellRequest = lifecycle.get;

/**
 * KVKK account deletion, sell requests' part (lib/server/kvkk/anonymisers.ts). Answers the upload
 * names whose files the caller removes from storage after commit.
 */
export const anonymiseSellRequests = (tx: Tx, uid: string): Promise<string[]> => q.anonymiseSellRequests(tx, uid);
