CREATE TYPE "public"."auction_state" AS ENUM('scheduled', 'live', 'sold', 'unsold', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."bid_kind" AS ENUM('bid', 'auto', 'raise');--> statement-breakpoint
CREATE TYPE "public"."deposit_block_state" AS ENUM('active', 'released');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('awaiting_payment', 'paid', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"seller_uid" text,
	"state" "auction_state" DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"starting_price" bigint NOT NULL,
	"increment" bigint,
	"reserve_price" bigint,
	"current_price" bigint NOT NULL,
	"leader_uid" text,
	"leader_max" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_time_order" CHECK ("auctions"."ends_at" > "auctions"."starts_at"),
	CONSTRAINT "auctions_prices_positive" CHECK ("auctions"."starting_price" > 0 AND "auctions"."current_price" >= "auctions"."starting_price"),
	CONSTRAINT "auctions_leader_max" CHECK ("auctions"."leader_uid" IS NULL OR "auctions"."leader_max" >= "auctions"."current_price")
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" bigint NOT NULL,
	"bidder_uid" text NOT NULL,
	"amount" bigint NOT NULL,
	"max_amount" bigint,
	"kind" "bid_kind" DEFAULT 'bid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" bigint NOT NULL,
	"uid" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" "deposit_block_state" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "deposit_blocks_amount_positive" CHECK ("deposit_blocks"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" bigint,
	"vehicle_id" bigint NOT NULL,
	"buyer_uid" text NOT NULL,
	"price" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"status" "order_status" DEFAULT 'awaiting_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"km" integer NOT NULL,
	"engine_cc" integer NOT NULL,
	"city" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_year_range" CHECK ("vehicles"."year" BETWEEN 1950 AND 2100),
	CONSTRAINT "vehicles_km_range" CHECK ("vehicles"."km" >= 0),
	CONSTRAINT "vehicles_cc_range" CHECK ("vehicles"."engine_cc" > 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_seller_uid_users_uid_fk" FOREIGN KEY ("seller_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_leader_uid_users_uid_fk" FOREIGN KEY ("leader_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_uid_users_uid_fk" FOREIGN KEY ("bidder_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_blocks" ADD CONSTRAINT "deposit_blocks_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_blocks" ADD CONSTRAINT "deposit_blocks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_uid_users_uid_fk" FOREIGN KEY ("buyer_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_state_ends_idx" ON "auctions" USING btree ("state","ends_at");--> statement-breakpoint
CREATE INDEX "auctions_state_starts_idx" ON "auctions" USING btree ("state","starts_at");--> statement-breakpoint
CREATE INDEX "auctions_state_price_idx" ON "auctions" USING btree ("state","current_price");--> statement-breakpoint
CREATE INDEX "auctions_state_created_idx" ON "auctions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "auctions_vehicle_idx" ON "auctions" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "auctions_leader_idx" ON "auctions" USING btree ("leader_uid");--> statement-breakpoint
CREATE INDEX "bids_auction_idx" ON "bids" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_uid","auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_blocks_one_active" ON "deposit_blocks" USING btree ("auction_id","uid") WHERE "deposit_blocks"."state" = 'active';--> statement-breakpoint
CREATE INDEX "deposit_blocks_uid_idx" ON "deposit_blocks" USING btree ("uid","state");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auction_unique" ON "orders" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_uid","id");--> statement-breakpoint
CREATE INDEX "vehicles_brand_model_idx" ON "vehicles" USING btree ("brand","model");--> statement-breakpoint
CREATE INDEX "vehicles_city_idx" ON "vehicles" USING btree ("city");