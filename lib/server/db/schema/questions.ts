import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { vehicles } from "@/lib/server/db/schema/vehicles";
import { serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

/**
 * A buyer's question about a vehicle (PRODUCT §6.9, Soru-Cevap). It belongs to the vehicle, not to one
 * auction or listing, so a relisted vehicle keeps its questions and both its auction and its Hemen Al
 * page show them. pending → approved (question fit to show, awaiting an answer) → answer_pending
 * (the owner answered; staff check it) → published; any of the first three → rejected.
 */
export const vehicleQuestions = pgTable(
  "vehicle_questions",
  {
    id: serialId(),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    askerUid: text("asker_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    question: text("question").notNull(),
    status: text("status", { enum: ["pending", "approved", "answer_pending", "published", "rejected"] })
      .notNull()
      .default("pending"),
    answer: text("answer"),
    // "staff" or "owner": the page says who answered.
    answeredBy: text("answered_by", { enum: ["staff", "owner"] }),
    answererUid: text("answerer_uid"),
    answeredAt: timestamptz("answered_at"),
    publishedAt: timestamptz("published_at"),
    rejectReason: text("reject_reason"),
    moderatedBy: text("moderated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vehicle_questions_vehicle_idx").on(t.vehicleId, t.status),
    index("vehicle_questions_status_idx").on(t.status, t.id),
    index("vehicle_questions_asker_idx").on(t.askerUid),
    check(
      "vehicle_questions_status_valid",
      sql`${t.status} IN ('pending', 'approved', 'answer_pending', 'published', 'rejected')`,
    ),
    check("vehicle_questions_question_length", sql`char_length(${t.question}) BETWEEN 1 AND 500`),
    check("vehicle_questions_answer_length", sql`${t.answer} IS NULL OR char_length(${t.answer}) BETWEEN 1 AND 2000`),
    check(
      "vehicle_questions_answer_present",
      sql`${t.status} NOT IN ('answer_pending', 'published') OR (${t.answer} IS NOT NULL AND ${t.answeredBy} IS NOT NULL)`,
    ),
  ],
);
