import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { userUid } from "@/lib/server/db/schema/accounts";
import { auctions } from "@/lib/server/db/schema/auctions";
import { buyNowListings } from "@/lib/server/db/schema/buyNow";
import { money, serialId, timestamptz, createdAt } from "@/lib/server/db/schema/columns";

// "captured": the deposit was collected as a cayma bedeli when an unpaid order was cancelled.
export const depositBlockState = pgEnum("deposit_block_state", ["active", "released", "captured"]);

/**
 * The deposit held for an auction's leader (and then winner). One active block per user per
 * auction, so a user's `provision_blocked` equals the sum of their active blocks plus their pending
 * withdrawals (withdrawals.ts).
 */
export const depositBlocks = pgTable(
  "deposit_blocks",
  {
    id: serialId(),
    auctionId: bigint("auction_id", { mode: "number" }).references(() => auctions.id),
    // A buy-now block instead of an auction block (exactly one of the two is set).
    listingId: bigint("listing_id", { mode: "number" }).references(() => buyNowListings.id),
    uid: userUid(),
    amount: money("amount").notNull(),
    state: depositBlockState("state").notNull().default("active"),
    createdAt: createdAt(),
    releasedAt: timestamptz("released_at"),
  },
  (t) => [
    uniqueIndex("deposit_blocks_one_active")
      .on(t.auctionId, t.uid)
      .where(sql`${t.state} = 'active'`),
    index("deposit_blocks_uid_idx").on(t.uid, t.state),
    check("deposit_blocks_amount_positive", sql`${t.amount} > 0`),
    uniqueIndex("deposit_blocks_one_active_listing")
      .on(t.listingId)
      .where(sql`${t.state} = 'active' AND ${t.listingId} IS NOT NULL`),
    check("deposit_blocks_one_source", sql`(${t.auctionId} IS NULL) <> (${t.listingId} IS NULL)`),
  ],
);
