-- drizzle's migrator applies every pending migration in one transaction. PostgreSQL (12+) accepts
-- ADD VALUE there, but the new value cannot be used before that transaction commits: nothing in this
-- file (or in a migration applied in the same batch) may mention 'withdrawn'.
ALTER TYPE "public"."sell_request_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "transport_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
-- Until now only staff could cancel a transport request.
UPDATE "transport_requests" SET "cancelled_by" = 'staff' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_cancelled_by" CHECK ("transport_requests"."cancelled_by" IS NULL OR "transport_requests"."cancelled_by" IN ('owner', 'staff'));
