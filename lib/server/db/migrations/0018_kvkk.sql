CREATE TYPE "public"."account_deletion_status" AS ENUM('requested', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."data_export_status" AS ENUM('pending', 'ready', 'failed', 'expired');--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"status" "account_deletion_status" DEFAULT 'requested' NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"firebase_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"status" "data_export_status" DEFAULT 'pending' NOT NULL,
	"object_name" text,
	"bytes" integer,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sell_requests" DROP CONSTRAINT "sell_requests_photo_count";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_uid_idx" ON "account_deletions" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "account_deletions_status_idx" ON "account_deletions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "data_exports_uid_idx" ON "data_exports" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "data_exports_status_idx" ON "data_exports" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_photo_count" CHECK (cardinality("sell_requests"."photos") BETWEEN 1 AND 10 OR (cardinality("sell_requests"."photos") = 0 AND "sell_requests"."phone" = ''));