CREATE TYPE "public"."withdrawal_status" AS ENUM('pending', 'paid', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"amount" bigint NOT NULL,
	"iban" text NOT NULL,
	"account_name" text NOT NULL,
	"status" "withdrawal_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_iban_format" CHECK ("withdrawals"."iban" ~ '^TR[0-9]{24}$'),
	CONSTRAINT "withdrawals_decided" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_uid_idx" ON "withdrawals" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: the dashboard's per-day counts and the exports read these tables by creation time.
CREATE INDEX IF NOT EXISTS "bids_created_idx" ON "bids" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provision_entries_created_idx" ON "provision_entries" USING btree ("created_at");
