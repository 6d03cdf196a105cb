CREATE TYPE "public"."sell_request_status" AS ENUM('submitted', 'in_review', 'offer_made', 'accepted', 'declined', 'listed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."transport_request_status" AS ENUM('requested', 'quoted', 'accepted', 'declined', 'scheduled', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "sell_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"plate" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"km" integer NOT NULL,
	"engine_cc" integer NOT NULL,
	"city" text NOT NULL,
	"expected_price" bigint NOT NULL,
	"description" text NOT NULL,
	"photos" text[] NOT NULL,
	"phone" text NOT NULL,
	"status" "sell_request_status" DEFAULT 'submitted' NOT NULL,
	"offer_price" bigint,
	"offer_note" text,
	"offer_method" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"owner_decided_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"listed_vehicle_id" bigint,
	"listed_auction_id" bigint,
	"reject_reason" text,
	"rejected_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_requests_prices_positive" CHECK ("sell_requests"."expected_price" > 0 AND ("sell_requests"."offer_price" IS NULL OR "sell_requests"."offer_price" > 0)),
	CONSTRAINT "sell_requests_offer_present" CHECK ("sell_requests"."status" NOT IN ('offer_made', 'accepted', 'declined', 'listed') OR "sell_requests"."offer_price" IS NOT NULL),
	CONSTRAINT "sell_requests_offer_method" CHECK ("sell_requests"."offer_method" IS NULL OR "sell_requests"."offer_method" IN ('auction', 'buy_now')),
	CONSTRAINT "sell_requests_photo_count" CHECK (cardinality("sell_requests"."photos") BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "transport_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"from_city" text NOT NULL,
	"from_district" text NOT NULL,
	"to_city" text NOT NULL,
	"to_district" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"order_id" bigint,
	"preferred_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "transport_request_status" DEFAULT 'requested' NOT NULL,
	"quote_price" bigint,
	"quote_note" text,
	"quoted_at" timestamp with time zone,
	"quote_expires_at" timestamp with time zone,
	"user_decided_at" timestamp with time zone,
	"scheduled_date" date,
	"schedule_note" text,
	"delivered_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_requests_quote_positive" CHECK ("transport_requests"."quote_price" IS NULL OR "transport_requests"."quote_price" > 0),
	CONSTRAINT "transport_requests_quote_present" CHECK ("transport_requests"."status" NOT IN ('quoted', 'accepted', 'declined', 'scheduled', 'delivered') OR "transport_requests"."quote_price" IS NOT NULL),
	CONSTRAINT "transport_requests_schedule_present" CHECK ("transport_requests"."status" NOT IN ('scheduled', 'delivered') OR "transport_requests"."scheduled_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "user_uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"purpose" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_listed_vehicle_id_vehicles_id_fk" FOREIGN KEY ("listed_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_listed_auction_id_auctions_id_fk" FOREIGN KEY ("listed_auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_requests_uid_idx" ON "sell_requests" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "sell_requests_status_idx" ON "sell_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transport_requests_uid_idx" ON "transport_requests" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "transport_requests_status_idx" ON "transport_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "user_uploads_uid_idx" ON "user_uploads" USING btree ("uid","created_at");