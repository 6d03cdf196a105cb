import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userUid } from "@/lib/server/db/schema/accounts";
import { auctions } from "@/lib/server/db/schema/auctions";
import { orders } from "@/lib/server/db/schema/orders";
import { vehicles } from "@/lib/server/db/schema/vehicles";
import { buyNowListings } from "@/lib/server/db/schema/buyNow";
import { SELL_STATUSES } from "@/lib/sellRequests/types";
import { TRANSPORT_STATUSES } from "@/lib/transportRequests/types";
import { money, serialId, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Photos a registered user uploaded (Borsa'da Sat). A request may only reference files listed here
 * under its owner, so nobody can attach another person's upload by guessing its address.
 */
export const userUploads = pgTable(
  "user_uploads",
  {
    name: text("name").primaryKey(),
    uid: userUid(),
    purpose: text("purpose").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_uploads_uid_idx").on(t.uid, t.createdAt)],
);

/**
 * PRODUCT §8.1 Borsa'da Sat: submitted → in_review → offer_made → accepted | declined → listed; rejected by
 * staff; withdrawn by the owner while staff have not finished with it (lib/sellRequests/rules.ts).
 */
export const sellRequestStatus = pgEnum("sell_request_status", SELL_STATUSES);

export const sellRequests = pgTable(
  "sell_requests",
  {
    id: serialId(),
    uid: userUid(),
    // Stored cleaned (PRODUCT §11.1); shown in full only to the owner and staff.
    plate: text("plate").notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    km: integer("km").notNull(),
    engineCc: integer("engine_cc").notNull(),
    city: text("city").notNull(),
    expectedPrice: money("expected_price").notNull(),
    description: text("description").notNull(),
    photos: text("photos").array().notNull(),
    phone: text("phone").notNull(),
    status: sellRequestStatus("status").notNull().default("submitted"),
    // For an auction offer the starting price; for a Hemen Al offer the fixed price.
    offerPrice: money("offer_price"),
    // An auction offer's reserve (/kurumsal/teklifal: "başlangıç fiyatı ve ... rezerv fiyat"); the owner sees it, buyers never do.
    offerReservePrice: money("offer_reserve_price"),
    offerNote: text("offer_note"),
    // The sale route the offer proposes (/kurumsal/teklifal): "auction" or "buy_now".
    offerMethod: text("offer_method"),
    offeredAt: at("offered_at"),
    offerExpiresAt: at("offer_expires_at"),
    ownerDecidedAt: at("owner_decided_at"),
    listedAt: at("listed_at"),
    listedVehicleId: bigint("listed_vehicle_id", { mode: "number" }).references(() => vehicles.id),
    listedAuctionId: bigint("listed_auction_id", { mode: "number" }).references(() => auctions.id),
    listedListingId: bigint("listed_listing_id", { mode: "number" }).references(() => buyNowListings.id),
    rejectReason: text("reject_reason"),
    rejectedAt: at("rejected_at"),
    // The staff member who last moved it, for the list; the audit log keeps the full history.
    handledBy: text("handled_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sell_requests_uid_idx").on(t.uid, t.id),
    index("sell_requests_status_idx").on(t.status, t.id),
    check(
      "sell_requests_prices_positive",
      sql`${t.expectedPrice} > 0 AND (${t.offerPrice} IS NULL OR ${t.offerPrice} > 0)`,
    ),
    check(
      "sell_requests_offer_present",
      sql`${t.status} NOT IN ('offer_made', 'accepted', 'declined', 'listed') OR ${t.offerPrice} IS NOT NULL`,
    ),
    check("sell_requests_offer_method", sql`${t.offerMethod} IS NULL OR ${t.offerMethod} IN ('auction', 'buy_now')`),
    check(
      "sell_requests_offer_reserve",
      sql`${t.offerReservePrice} IS NULL OR (${t.offerMethod} = 'auction' AND ${t.offerReservePrice} >= ${t.offerPrice})`,
    ),
    // No photo only once the owner deleted their account (lib/server/kvkk/anonymisers.ts empties the
    // phone and removes the photos no listing shows).
    check(
      "sell_requests_photo_count",
      sql`cardinality(${t.photos}) BETWEEN 1 AND 10 OR (cardinality(${t.photos}) = 0 AND ${t.phone} = '')`,
    ),
  ],
);

/**
 * PRODUCT §8.2 Nakliye: requested → quoted → accepted | declined → scheduled → delivered; cancelled by
 * staff, or by the user before accepting a quote (`cancelled_by` says which).
 */
export const transportRequestStatus = pgEnum("transport_request_status", TRANSPORT_STATUSES);

export const transportRequests = pgTable(
  "transport_requests",
  {
    id: serialId(),
    uid: userUid(),
    fromCity: text("from_city").notNull(),
    fromDistrict: text("from_district").notNull(),
    toCity: text("to_city").notNull(),
    toDistrict: text("to_district").notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    // Set when the user picked a motorcycle they won here; brand/model are then copied from it.
    orderId: bigint("order_id", { mode: "number" }).references(() => orders.id),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    status: transportRequestStatus("status").notNull().default("requested"),
    quotePrice: money("quote_price"),
    quoteNote: text("quote_note"),
    quotedAt: at("quoted_at"),
    quoteExpiresAt: at("quote_expires_at"),
    userDecidedAt: at("user_decided_at"),
    scheduledDate: date("scheduled_date", { mode: "string" }),
    // The pick-up time window and similar details told to the user (/kurumsal/nakliye "Planlama").
    scheduleNote: text("schedule_note"),
    deliveredAt: at("delivered_at"),
    // Staff "Ücret alındı": the accepted quote was paid and invoiced (docs/invoices.md); once only.
    feePaidAt: at("fee_paid_at"),
    cancelReason: text("cancel_reason"),
    cancelledAt: at("cancelled_at"),
    // "owner" or "staff": the management list must tell a user's own cancellation from ours.
    cancelledBy: text("cancelled_by"),
    handledBy: text("handled_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("transport_requests_uid_idx").on(t.uid, t.id),
    index("transport_requests_status_idx").on(t.status, t.id),
    check("transport_requests_quote_positive", sql`${t.quotePrice} IS NULL OR ${t.quotePrice} > 0`),
    check(
      "transport_requests_quote_present",
      sql`${t.status} NOT IN ('quoted', 'accepted', 'declined', 'scheduled', 'delivered') OR ${t.quotePrice} IS NOT NULL`,
    ),
    check(
      "transport_requests_schedule_present",
      sql`${t.status} NOT IN ('scheduled', 'delivered') OR ${t.scheduledDate} IS NOT NULL`,
    ),
    check("transport_requests_cancelled_by", sql`${t.cancelledBy} IS NULL OR ${t.cancelledBy} IN ('owner', 'staff')`),
  ],
);
