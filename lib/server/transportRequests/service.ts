import { TRANSPORT_LIMITS, type TransportRequestData } from "@/lib/transportRequests/schemas";
import { requestNotices } from "@/lib/notifications/messages";
import { notify } from "@/lib/server/notifications/service";
import type {
  StaffTransportRequestView,
  TransportRequestStatus,
  TransportRequestView,
} from "@/lib/transportRequests/types";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { isOwnRecord } from "@/lib/staff/rules";
import { getDb, type Tx } from "@/lib/server/db";
import { findOwner, lockSubmitter, refuseSuspended, type OwnerRow } from "@/lib/server/accounts/service";
import * as q from "@/lib/server/transportRequests/queries";
import { AppError } from "@/lib/server/errors";
import type { Actor } from "@/lib/requestFlow";
import { decideTransport, quoteExpired, transportActionsFor } from "@/lib/transportRequests/rules";
import { TRANSPORT_REQUEST_ERRORS } from "@/lib/transportRequests/labels";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Waiting for a quote or for the user's answer. */
const OPEN_STATUSES: TransportRequestStatus[] = ["requested", "quoted"];

type Row = q.TransportRequestRow;

function toView(row: Row, actor: Actor, now: Date): TransportRequestView {
  const state = { status: row.status, quoteExpiresAt: row.quoteExpiresAt, scheduledDate: row.scheduledDate };
  return {
    id: row.id,
    fromCity: row.fromCity,
    fromDistrict: row.fromDistrict,
    toCity: row.toCity,
    toDistrict: row.toDistrict,
    brand: row.brand,
    model: row.model,
    orderId: row.orderId,
    preferredDate: row.preferredDate,
    note: row.note,
    status: row.status,
    quote:
      row.quotePrice !== null && row.quotedAt && row.quoteExpiresAt
        ? {
            price: row.quotePrice,
            note: row.quoteNote ?? "",
            madeAt: row.quotedAt.toISOString(),
            expiresAt: row.quoteExpiresAt.toISOString(),
            expired: row.status === "quoted" && quoteExpired(state, now),
          }
        : null,
    scheduledDate: row.scheduledDate,
    scheduleNote: row.scheduleNote,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy === "owner" || row.cancelledBy === "staff" ? row.cancelledBy : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: transportActionsFor(state, actor, now),
  };
}

/** The request as `viewerUid` sees it: on their own request no staff buttons (separation of duties). */
function toStaffView(row: Row, owner: OwnerRow, now: Date, viewerUid: string): StaffTransportRequestView {
  const view = toView(row, "staff", now);
  const ownRecord = isOwnRecord({ uid: viewerUid }, [row.uid]);
  return { ...view, actions: ownRecord ? [] : view.actions, owner, handledBy: row.handledBy, ownRecord };
}

export async function createTransportRequest(
  uid: string,
  data: TransportRequestData,
): Promise<{ request: TransportRequestView }> {
  return getDb().transaction(async (tx) => {
    await lockSubmitter(tx, "transport", uid);
    await refuseSuspended(tx, uid, "transport");
    if ((await q.countOpen(tx, uid, OPEN_STATUSES)) >= TRANSPORT_LIMITS.openMax)
      throw new AppError("conflict", TRANSPORT_REQUEST_ERRORS.tooManyOpen(TRANSPORT_LIMITS.openMax));
    let brand = data.brand ?? "";
    let model = data.model ?? "";
    if (data.orderId) {
      // A won motorcycle is named by our own record, never by what the form says about it.
      const vehicle = await q.orderVehicle(tx, uid, data.orderId);
      if (!vehicle)
        throw new AppError("validation", TRANSPORT_REQUEST_ERRORS.orderMissing, {
          orderId: TRANSPORT_REQUEST_ERRORS.orderMissing,
        });
      ({ brand, model } = vehicle);
    }
    const row = await q.insert(tx, {
      uid,
      fromCity: data.fromCity,
      fromDistrict: data.fromDistrict,
      toCity: data.toCity,
      toDistrict: data.toDistrict,
      brand,
      model,
      orderId: data.orderId ?? null,
      preferredDate: data.preferredDate,
      note: data.note,
    });
    return { request: toView(row, "owner", new Date()) };
  });
}

export async function listMyTransportRequests(uid: string): Promise<{ items: TransportRequestView[] }> {
  const now = new Date();
  const rows = await q.listByOwner(getDb(), uid);
  return { items: rows.map((row) => toView(row, "owner", now)) };
}

/** The user's answer to a quote, under the row lock: of two answers sent at once exactly one wins. */
export async function answerTransportQuote(
  uid: string,
  id: number,
  action: "accept" | "decline",
): Promise<{ request: TransportRequestView }> {
  return ownerStep(uid, id, action);
}

/**
 * The user cancels their own request (rules in transportFlow). Staff steps take the same row lock,
 * so of this and a staff action racing exactly one applies; the other gets the 409 of the new state.
 */
export async function withdrawTransportRequest(uid: string, id: number): Promise<{ request: TransportRequestView }> {
  return ownerStep(uid, id, "withdraw");
}

async function ownerStep(
  uid: string,
  id: number,
  action: "accept" | "decline" | "withdraw",
): Promise<{ request: TransportRequestView }> {
  return getDb().transaction(async (tx) => {
    const row = await q.lock(tx, id);
    // Someone else's request answers exactly like a missing one, so ids reveal nothing.
    if (!row || row.uid !== uid) throw new AppError("not_found", TRANSPORT_REQUEST_ERRORS.notFound);
    // Accepting commits a suspended user to a sale or a paid job: refused; declining and withdrawing
    // stay open to them. Checked here, under the request's row lock and with the user's row shared,
    // so a suspension committed while this runs is either waited for and seen, or waits for us.
    if (action === "accept") await refuseSuspended(tx, uid, "transportQuote", { lockRow: true });
    const now = new Date();
    const decision = decideTransport(row, action, now);
    if (!decision.ok) throw new AppError("conflict", decision.message);
    const patch: Partial<Row> = action === "withdraw" ? { cancelledAt: now, cancelledBy: "owner" } : {};
    const saved = await q.update(tx, id, { ...patch, status: decision.to, userDecidedAt: now });
    return { request: toView(saved, "owner", now) };
  });
}

export type StaffTransportCommand =
  | { action: "quote"; price: number; note: string }
  | { action: "schedule"; date: string; note: string }
  | { action: "deliver" }
  | { action: "cancel"; reason: string };

export async function actOnTransportRequest(
  staff: StaffMember,
  id: number,
  command: StaffTransportCommand,
): Promise<{ request: StaffTransportRequestView }> {
  return getDb().transaction(async (tx) => {
    const row = await q.lock(tx, id);
    if (!row) throw new AppError("not_found", TRANSPORT_REQUEST_ERRORS.notFound);
    assertNotOwnRecord(staff, "transport_request", [row.uid]);
    const now = new Date();
    const decision = decideTransport(row, command.action, now);
    if (!decision.ok) throw new AppError("conflict", decision.message);
    const saved = await q.update(tx, id, { ...patchFor(command, now), status: decision.to, handledBy: staff.uid });
    const { action, ...details } = command;
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: `transport_request.${action}`,
      targetType: "transport_request",
      targetId: id,
      details: { from: row.status, to: decision.to, ...details },
    });
    const notice =
      command.action === "quote"
        ? requestNotices.transportQuoteMade({ uid: saved.uid, requestId: id, amount: command.price, at: now })
        : command.action === "schedule"
          ? requestNotices.transportScheduled({ uid: saved.uid, requestId: id, date: command.date })
          : command.action === "deliver"
            ? requestNotices.transportDelivered({ uid: saved.uid, requestId: id })
            : null;
    if (notice) await notify(tx, notice);
    const owner = await findOwner(tx, saved.uid);
    return { request: toStaffView(saved, owner!, now, staff.uid) };
  });
}

function patchFor(command: StaffTransportCommand, now: Date): Partial<Row> {
  switch (command.action) {
    case "quote":
      return {
        quotePrice: command.price,
        quoteNote: command.note,
        quotedAt: now,
        quoteExpiresAt: new Date(now.getTime() + TRANSPORT_LIMITS.quoteValidDays * DAY_MS),
      };
    case "schedule":
      return { scheduledDate: command.date, scheduleNote: command.note || null };
    case "deliver":
      return { deliveredAt: now };
    case "cancel":
      return { cancelReason: command.reason, cancelledAt: now, cancelledBy: "staff" };
  }
}

export async function listTransportRequests(
  viewer: StaffMember,
  query: { status?: TransportRequestStatus; page: number; pageSize: number },
) {
  const now = new Date();
  const { rows, total } = await q.listAll(getDb(), query);
  return {
    items: rows.map((r) => toStaffView(r.request, r.owner, now, viewer.uid)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getTransportRequest(
  viewer: StaffMember,
  id: number,
): Promise<{ request: StaffTransportRequestView }> {
  const row = await q.findWithOwner(getDb(), id);
  if (!row) throw new AppError("not_found", TRANSPORT_REQUEST_ERRORS.notFound);
  return { request: toStaffView(row.request, row.owner, new Date(), viewer.uid) };
}

/** KVKK account deletion, transport requests' part (lib/server/kvkk/anonymisers.ts). */
export const anonymiseTransportRequests = (tx: Tx, uid: string): Promise<void> => q.anonymiseTransportRequests(tx, uid);
