import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { foldedSql } from "@/lib/server/db/like";
import { money, serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

/** A Firebase account becomes a marketplace user only once this profile row exists. */
export const users = pgTable(
  "users",
  {
    uid: text("uid").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    kvkkAcceptedAt: timestamptz("kvkk_accepted_at").notNull(),
    membershipAcceptedAt: timestamptz("membership_accepted_at").notNull(),
    // Balances are a cache of the ledger, changed only in the same transaction as a ledger row.
    provisionTotal: money("provision_total").notNull().default(0),
    provisionBlocked: money("provision_blocked").notNull().default(0),
    // Suspension by staff (users:write): no bids, purchases or requests while set; the reason is shown
    // to the user. Read by the bid batch in the same statement that locks the balance.
    suspendedAt: timestamptz("suspended_at"),
    suspensionReason: text("suspension_reason"),
    suspendedBy: text("suspended_by"),
    // Set when the user deleted their account (KVKK): the personal columns above are anonymised and
    // the row stays only as the anonymous owner of the ledger and orders the law makes us keep.
    deletedAt: timestamptz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Management › Kullanıcılar searches "%text%" in the folded e-mail, name and phone
    // (users/queries.ts): trigram indexes answer it without reading every user.
    index("users_email_trgm").using("gin", sql.raw(`${foldedSql("email")} gin_trgm_ops`)),
    index("users_name_trgm").using("gin", sql.raw(`${foldedSql(`(name || ' ' || last_name)`)} gin_trgm_ops`)),
    index("users_phone_trgm").using("gin", sql.raw("phone gin_trgm_ops")),
    check(
      "users_provision_blocked_range",
      sql`${t.provisionBlocked} >= 0 AND ${t.provisionBlocked} <= ${t.provisionTotal}`,
    ),
    check("users_suspension_reason", sql`(${t.suspendedAt} IS NULL) = (${t.suspensionReason} IS NULL)`),
  ],
);

/** The owning user of a row: `uid` referencing users. */
export const userUid = () =>
  text("uid")
    .notNull()
    .references(() => users.uid);

export const provisionEntryKind = pgEnum("provision_entry_kind", [
  "deposit",
  "withdrawal",
  "block",
  "release",
  "capture",
]);

export const provisionEntries = pgTable(
  "provision_entries",
  {
    id: serialId(),
    uid: userUid(),
    kind: provisionEntryKind("kind").notNull(),
    amount: money("amount").notNull(),
    // What caused the entry, e.g. ("provision_request", 12) or ("auction", 7).
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("provision_entries_uid_idx").on(t.uid, t.id),
    check("provision_entries_amount_positive", sql`${t.amount} > 0`),
  ],
);

export const provisionRequestStatus = pgEnum("provision_request_status", [
  "pending",
  "approved",
  "rejected",
  "cancelled",
]);

export const provisionRequests = pgTable(
  "provision_requests",
  {
    id: serialId(),
    uid: userUid(),
    amount: money("amount").notNull(),
    referenceCode: text("reference_code").notNull().unique(),
    status: provisionRequestStatus("status").notNull().default("pending"),
    // What actually reached the company account, entered by staff on approval; the deposit credited.
    // May differ from `amount` (what the user announced): both are kept for reconciliation.
    receivedAmount: money("received_amount"),
    // The approving or rejecting staff member's uid; for a cancelled request, the user's own uid.
    decidedBy: text("decided_by"),
    decidedAt: timestamptz("decided_at"),
    rejectReason: text("reject_reason"),
    // Dual control (lib/deposits/rules.ts): a large or differing approval is first recorded here by one
    // staff member and credited only when a second one confirms it; the row stays `pending` meanwhile.
    firstApprovalBy: text("first_approval_by"),
    firstApprovalAt: timestamptz("first_approval_at"),
    firstReceivedAmount: money("first_received_amount"),
    createdAt: createdAt(),
  },
  (t) => [
    index("provision_requests_uid_idx").on(t.uid, t.id),
    index("provision_requests_status_idx").on(t.status, t.id),
    check("provision_requests_amount_min", sql`${t.amount} >= 1000`),
    check(
      "provision_requests_received",
      sql`(${t.status} = 'approved') = (${t.receivedAmount} IS NOT NULL) AND (${t.receivedAmount} IS NULL OR ${t.receivedAmount} >= 1000)`,
    ),
    check(
      "provision_requests_first_approval",
      sql`(${t.firstApprovalBy} IS NULL) = (${t.firstApprovalAt} IS NULL) AND (${t.firstApprovalBy} IS NULL) = (${t.firstReceivedAmount} IS NULL)`,
    ),
  ],
);

export const staff = pgTable("staff", {
  uid: text("uid").primaryKey(),
  email: text("email").notNull(),
  displayName: text("display_name").notNull().default(""),
  isSuper: boolean("is_super").notNull().default(false),
  roles: text("roles")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: serialId(),
    staffUid: text("staff_uid").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_staff_idx").on(t.staffUid, t.id),
    index("audit_log_action_idx").on(t.action, t.id),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

/** Staff's notes about a user (Kullanıcılar › user page); written with users:write, never shown to the user. */
export const userNotes = pgTable(
  "user_notes",
  {
    id: serialId(),
    uid: userUid(),
    staffUid: text("staff_uid").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_notes_uid_idx").on(t.uid, t.id)],
);
