ALTER TABLE "vehicles" ADD COLUMN "vin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "engine_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "registration_serial" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "ownership" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "consigned_sell_request_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "consignor_uid" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "eids_verified_by" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "eids_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "eids_reference" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_ownership" CHECK ("vehicles"."ownership" IN ('company', 'consigned'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_consignment" CHECK ("vehicles"."ownership" = 'company' OR ("vehicles"."consigned_sell_request_id" IS NOT NULL AND "vehicles"."consignor_uid" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_eids_record" CHECK (("vehicles"."eids_reference" IS NULL) = ("vehicles"."eids_verified_by" IS NULL) AND ("vehicles"."eids_reference" IS NULL) = ("vehicles"."eids_verified_at" IS NULL));