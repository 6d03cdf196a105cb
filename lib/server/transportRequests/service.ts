import { TRANSPORT_LIMITS, type TransportRequestData } from "@/lib/transportRequests/schemas";
import { requestNotices } from "@/lib/notifications/labels";
import type {
  StaffTransportRequestView,
  TransportAction,
  TransportRequestStatus,
  TransportRequestView,
} from "@/lib/transportRequests/types";
import type { StaffMember } from "@/lib/server/staff/service";
import { getDb, type Tx } from "@/lib/server/db";
import { lockSubmitter, refuseSuspended } from "@/lib/server/accounts/service";
import * as q from "@/lib/server/transportRequests/queries";
import { AppError } from "@/lib/server/errors";
import { requestLifecycle } from "@/lib/server/requests/lifecycle";
import type { Actor } from "@/lib/requestFlow";
import { creditTransportFee } from "@/lib/server/invoices/service";
import { submitInvoicesSoon } from "@/lib/server/invoices/submission";
import { decideTransport, quoteExpired, transportViewActions } from "@/lib/transportRequests/rules";
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
    feePaidAt: row.feePaidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: transportViewActions(state, { quotePrice: row.quotePrice, paid: row.feePaidAt !== null }, actor, now),
  };
}

/** The owner's answer is stamped; their withdrawal is a cancellation by the owner. */
function ownerPatch(now: Date, action: "accept" | "decline" | "withdraw"): Partial<Row> {
  return { ...(action === "withdraw" ? { cancelledAt: now, cancelledBy: "owner" } : {}), userDecidedAt: now };
}

const lifecycle = requestLifecycle<Row, TransportRequestStatus, TransportAction, TransportRequestView>({
  kind: "transport_request",
  notFound: TRANSPORT_REQUEST_ERRORS.notFound,
  lock: q.lock,
  update: q.update,
  listAll: q.listAll,
  findWithOwner: q.findWithOwner,
  listByOwner: q.listByOwner,
  decide: decideTransport,
  toView,
  ownerSteps: { suspension: "transportQuote", patch: ownerPatch },
});

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

export const listMyTransportRequests = lifecycle.mine;

/** The user's answer to a quote (rules in transportFlow). */
export const answerTransportQuote = lifecycle.answer;

/** The user cancels their own request (rules in transportFlow). */
export const withdrawTransportRequest = lifecycle.withdraw;

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
  const result = await lifecycle.staffStep(staff, id, command, {
    // A cancelled request whose fee was invoiced gets its credit note in the same transaction.
    patch: async (tx, row, now) => {
      if (command.action === "cancel") await creditTransportFee(tx, row.id, now);
      return patchFor(command, now);
    },
    notice: (saved, now) =>
      command.action === "quote"
        ? requestNotices.transportQuoteMade({ uid: saved.uid, requestId: id, amount: command.price, at: now })
        : command.action === "schedule"
          ? requestNotices.transportScheduled({ uid: saved.uid, requestId: id, date: command.date })
          : command.action === "deliver"
            ? requestNotices.transportDelivered({ uid: saved.uid, requestId: id })
            : null,
  });
  // A cancellation may have issued a credit note: report it to the provider now that it is committed.
  if (command.action === "cancel") submitInvoicesSoon();
  return result;
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

export const listTransportRequests = lifecycle.list;

export const getTransportRequest = lifecycle.get;

/** KVKK account deletion, transport requests' part (lib/server/kvkk/anonymisers.ts). */
export const anonymiseTransportRequests = (tx: Tx, uid: string): Promise<void> => q.anonymiseTransportRequests(tx, uid);

/** Locks a transport request's row for the fee step of the invoice domain ("Ücret alındı"). */
export const lockTransportRequestForFee = (tx: Tx, id: number): Promise<Row | undefined> => q.lock(tx, id);

/** The fee step's mark on the locked row: the fee was received (the action is offered no more). */
export async function markTransportFeePaid(tx: Tx, id: number, now: Date): Promise<void> {
  await q.update(tx, id, { feePaidAt: now });
}
