import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { userUid } from "@/lib/server/db/schema/accounts";
import { money, serialId, timestamptz, createdAt } from "@/lib/server/db/schema/columns";

export const withdrawalStatus = pgEnum("withdrawal_status", ["pending", "paid", "rejected", "cancelled"]);

/**
 * A user's request to have available provision paid back to their own bank account. While pending its
 * amount is blocked (a ledger `block` with ref ("withdrawal", id)), so `provision_blocked` is the sum
 * of the active deposit blocks plus the pending withdrawals.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serialId(),
    uid: userUid(),
    amount: money("amount").notNull(),
    // Normalised: "TR" + 24 digits, no spaces; checked with its mod-97 digits before insert.
    iban: text("iban").notNull(),
    // The profile name at request time: the bank account must be in the user's own name.
    accountName: text("account_name").notNull(),
    status: withdrawalStatus("status").notNull().default("pending"),
    // The deciding staff member's uid; for a cancelled request, the user's own uid.
    decidedBy: text("decided_by"),
    decidedAt: timestamptz("decided_at"),
    rejectReason: text("reject_reason"),
    // The bank transfer's reference (dekont no), entered by finance when marking it paid.
    paymentReference: text("payment_reference"),
    // Dual control (lib/deposits/rules.ts): a large payment is first recorded here by one staff member
    // (with the reference they entered) and paid only when a second one confirms; still `pending` meanwhile.
    firstApprovalBy: text("first_approval_by"),
    firstApprovalAt: timestamptz("first_approval_at"),
    firstPaymentReference: text("first_payment_reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("withdrawals_uid_idx").on(t.uid, t.id),
    index("withdrawals_status_idx").on(t.status, t.id),
    index("withdrawals_created_idx").on(t.createdAt),
    check("withdrawals_amount_positive", sql`${t.amount} > 0`),
    check("withdrawals_iban_format", sql`${t.iban} ~ '^TR[0-9]{24}$'`),
    check("withdrawals_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "withdrawals_first_approval",
      sql`(${t.firstApprovalBy} IS NULL) = (${t.firstApprovalAt} IS NULL) AND (${t.firstApprovalBy} IS NOT NULL OR ${t.firstPaymentReference} IS NULL)`,
    ),
  ],
);
