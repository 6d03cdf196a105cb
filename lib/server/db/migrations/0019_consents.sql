CREATE TYPE "public"."consent_action" AS ENUM('accept', 'withdraw');--> statement-breakpoint
CREATE TYPE "public"."consent_kind" AS ENUM('membership', 'kvkk_notice', 'abroad_transfer', 'commercial_email');--> statement-breakpoint
CREATE TYPE "public"."consent_source" AS ENUM('signup', 'renewal', 'settings', 'seed');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"action" "consent_action" NOT NULL,
	"version" text NOT NULL,
	"source" "consent_source" NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_uid_idx" ON "consents" USING btree ("uid","kind","id");--> statement-breakpoint
CREATE INDEX "consents_created_idx" ON "consents" USING btree ("created_at","id");