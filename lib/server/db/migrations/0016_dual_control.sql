ALTER TABLE "provision_requests" ADD COLUMN "first_approval_by" text;--> statement-breakpoint
ALTER TABLE "provision_requests" ADD COLUMN "first_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provision_requests" ADD COLUMN "first_received_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approval_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_payment_reference" text;--> statement-breakpoint
ALTER TABLE "provision_requests" ADD CONSTRAINT "provision_requests_first_approval" CHECK (("provision_requests"."first_approval_by" IS NULL) = ("provision_requests"."first_approval_at" IS NULL) AND ("provision_requests"."first_approval_by" IS NULL) = ("provision_requests"."first_received_amount" IS NULL));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approval" CHECK (("withdrawals"."first_approval_by" IS NULL) = ("withdrawals"."first_approval_at" IS NULL) AND ("withdrawals"."first_approval_by" IS NOT NULL OR "withdrawals"."first_payment_reference" IS NULL));