ALTER TYPE "public"."order_status" ADD VALUE 'appointment_set' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'gos_paid' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'transferred' BEFORE 'completed';--> statement-breakpoint
DROP INDEX "orders_listing_open_unique";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "left_stock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "appointment_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notary_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notary_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "appointment_changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gos_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gos_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_file" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_listing_open_unique" ON "orders" USING btree ("listing_id") WHERE "orders"."status" NOT IN ('completed', 'cancelled');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_appointment_data" CHECK (("orders"."appointment_set_at" IS NULL OR "orders"."appointment_at" IS NOT NULL) AND ("orders"."appointment_at" IS NULL) = ("orders"."notary_name" IS NULL) AND ("orders"."notary_name" IS NULL) = ("orders"."notary_city" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gos_data" CHECK (("orders"."gos_paid_at" IS NULL) = ("orders"."gos_reference" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transfer_data" CHECK ("orders"."transferred_at" IS NULL OR "orders"."contract_file" IS NOT NULL);