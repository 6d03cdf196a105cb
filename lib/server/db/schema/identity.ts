import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { timestamptz } from "@/lib/server/db/schema/columns";

/**
 * A user's identity, verified against the population registry (PRODUCT §3.7). The number is stored
 * only encrypted (AES-256-GCM, `key_id` names the key, so keys can rotate) and as an HMAC lookup hash:
 * the unique index on the hash is "one identity, one account", enforced without decrypting anything.
 * Account deletion anonymises the row (number, hash and names cleared, `anonymised_at` set).
 */
export const identityVerifications = pgTable(
  "identity_verifications",
  {
    uid: text("uid")
      .primaryKey()
      .references(() => users.uid),
    kind: text("kind", { enum: ["tckn", "ykn"] }).notNull(),
    numberCiphertext: text("number_ciphertext"),
    keyId: text("key_id"),
    lookupHash: text("lookup_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    birthYear: integer("birth_year"),
    birthMonth: smallint("birth_month"),
    birthDay: smallint("birth_day"),
    verifiedAt: timestamptz("verified_at").notNull().defaultNow(),
    anonymisedAt: timestamptz("anonymised_at"),
  },
  (t) => [
    uniqueIndex("identity_verifications_lookup_hash_key").on(t.lookupHash),
    check(
      "identity_verifications_sealed_or_anonymised",
      sql`(${t.anonymisedAt} IS NULL) = (${t.numberCiphertext} IS NOT NULL AND ${t.keyId} IS NOT NULL AND ${t.lookupHash} IS NOT NULL)`,
    ),
  ],
);
