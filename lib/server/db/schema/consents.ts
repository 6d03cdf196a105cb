import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { serialId, createdAt } from "@/lib/server/db/schema/columns";

export const consentKind = pgEnum("consent_kind", ["membership", "kvkk_notice", "abroad_transfer", "commercial_email"]);
export const consentAction = pgEnum("consent_action", ["accept", "withdraw"]);
export const consentSource = pgEnum("consent_source", ["signup", "renewal", "settings", "seed"]);

/**
 * Every acceptance and withdrawal of a legal text or a marketing permission, append-only: a change
 * of mind is a new row, never an update, so the history proves what was agreed to when (KVKK, İYS).
 * `version` is the content hash of the text shown; `ip_hash` the salted hash of the sender's address.
 */
export const consents = pgTable(
  "consents",
  {
    id: serialId(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    kind: consentKind("kind").notNull(),
    action: consentAction("action").notNull(),
    version: text("version").notNull(),
    source: consentSource("source").notNull(),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("consents_uid_idx").on(t.uid, t.kind, t.id), index("consents_created_idx").on(t.createdAt, t.id)],
);
