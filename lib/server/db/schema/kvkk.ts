import { index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userUid } from "@/lib/server/db/schema/accounts";
import { serialId } from "@/lib/server/db/schema/columns";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const dataExportStatus = pgEnum("data_export_status", ["pending", "ready", "failed", "expired"]);

/**
 * "Verilerimi indir" (KVKK art. 11): one row per request. `pending` until the export job built the
 * archive (then `ready`, with the private object's name and the link's end), `expired` once the
 * sweep removed the archive after EXPORT_LINK_HOURS (lib/kvkk/rules.ts), `failed` when building it threw.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serialId(),
    uid: userUid(),
    status: dataExportStatus("status").notNull().default("pending"),
    // The archive in the storage's private area (lib/server/storage/private.ts); null when none is kept.
    objectName: text("object_name"),
    bytes: integer("bytes"),
    readyAt: at("ready_at"),
    expiresAt: at("expires_at"),
    error: text("error"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("data_exports_uid_idx").on(t.uid, t.id), index("data_exports_status_idx").on(t.status, t.id)],
);

export const accountDeletionStatus = pgEnum("account_deletion_status", ["requested", "completed", "cancelled"]);

/**
 * "Hesabımı sil": `requested` with the e-mailed confirmation link valid until `confirm_by`; `completed`
 * when the link was followed and the personal data anonymised; `cancelled` when a newer request
 * replaced it. `firebase_deleted_at` is set once the sign-in account is gone too (the sweep retries).
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: serialId(),
    uid: userUid(),
    status: accountDeletionStatus("status").notNull().default("requested"),
    confirmBy: at("confirm_by").notNull(),
    completedAt: at("completed_at"),
    firebaseDeletedAt: at("firebase_deleted_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("account_deletions_uid_idx").on(t.uid, t.id), index("account_deletions_status_idx").on(t.status, t.id)],
);
