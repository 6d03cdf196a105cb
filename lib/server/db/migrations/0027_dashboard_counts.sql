DROP INDEX "bids_created_brin";--> statement-breakpoint
CREATE INDEX "bids_counted_created_idx" ON "bids" USING btree ("created_at") WHERE "bids"."kind" <> 'raise';--> statement-breakpoint
-- Migration 0011's plain btree on bids.created_at (never in the schema): the partial index above serves its only reader.
DROP INDEX IF EXISTS "bids_created_idx";
