CREATE TYPE "public"."listing_state" AS ENUM('on_sale', 'reserved', 'sold', 'withdrawn');--> statement-breakpoint
CREATE TABLE "buy_now_listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"seller_uid" text,
	"price" bigint NOT NULL,
	"state" "listing_state" DEFAULT 'on_sale' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "buy_now_listings_price_positive" CHECK ("buy_now_listings"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_blocks" ALTER COLUMN "auction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_blocks" ADD COLUMN "listing_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "listing_id" bigint;--> statement-breakpoint
ALTER TABLE "buy_now_listings" ADD CONSTRAINT "buy_now_listings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_now_listings" ADD CONSTRAINT "buy_now_listings_seller_uid_users_uid_fk" FOREIGN KEY ("seller_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buy_now_listings_one_open" ON "buy_now_listings" USING btree ("vehicle_id") WHERE "buy_now_listings"."state" IN ('on_sale', 'reserved');--> statement-breakpoint
CREATE INDEX "buy_now_listings_state_price_idx" ON "buy_now_listings" USING btree ("state","price");--> statement-breakpoint
CREATE INDEX "buy_now_listings_state_created_idx" ON "buy_now_listings" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "deposit_blocks" ADD CONSTRAINT "deposit_blocks_listing_id_buy_now_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."buy_now_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_listing_id_buy_now_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."buy_now_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_blocks_one_active_listing" ON "deposit_blocks" USING btree ("listing_id") WHERE "deposit_blocks"."state" = 'active' AND "deposit_blocks"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_listing_open_unique" ON "orders" USING btree ("listing_id") WHERE "orders"."status" IN ('awaiting_payment', 'paid');--> statement-breakpoint
ALTER TABLE "deposit_blocks" ADD CONSTRAINT "deposit_blocks_one_source" CHECK (("deposit_blocks"."auction_id" IS NULL) <> ("deposit_blocks"."listing_id" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_source" CHECK (("orders"."auction_id" IS NULL) <> ("orders"."listing_id" IS NULL));