CREATE TYPE "public"."provision_entry_kind" AS ENUM('deposit', 'withdrawal', 'block', 'release', 'capture');--> statement-breakpoint
CREATE TYPE "public"."provision_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_uid" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provision_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" "provision_entry_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provision_entries_amount_positive" CHECK ("provision_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "provision_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_code" text NOT NULL,
	"status" "provision_request_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provision_requests_reference_code_unique" UNIQUE("reference_code"),
	CONSTRAINT "provision_requests_amount_min" CHECK ("provision_requests"."amount" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"kvkk_accepted_at" timestamp with time zone NOT NULL,
	"membership_accepted_at" timestamp with time zone NOT NULL,
	"provision_total" bigint DEFAULT 0 NOT NULL,
	"provision_blocked" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_provision_blocked_range" CHECK ("users"."provision_blocked" >= 0 AND "users"."provision_blocked" <= "users"."provision_total")
);
--> statement-breakpoint
ALTER TABLE "provision_entries" ADD CONSTRAINT "provision_entries_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provision_requests" ADD CONSTRAINT "provision_requests_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "provision_entries_uid_idx" ON "provision_entries" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "provision_requests_uid_idx" ON "provision_requests" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "provision_requests_status_idx" ON "provision_requests" USING btree ("status","id");