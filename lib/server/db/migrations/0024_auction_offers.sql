CREATE TYPE "public"."offer_kind" AS ENUM('reserve', 'second_chance');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('open', 'accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TABLE "auction_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" bigint NOT NULL,
	"kind" "offer_kind" NOT NULL,
	"buyer_uid" text NOT NULL,
	"price" bigint NOT NULL,
	"top_bid" bigint NOT NULL,
	"countered_at" timestamp with time zone,
	"countered_by" text,
	"status" "offer_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"order_id" bigint,
	"source_order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_offers_price_positive" CHECK ("auction_offers"."price" > 0 AND "auction_offers"."top_bid" > 0 AND "auction_offers"."price" >= "auction_offers"."top_bid"),
	CONSTRAINT "auction_offers_order_when_accepted" CHECK (("auction_offers"."status" = 'accepted') = ("auction_offers"."order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "trading_bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"order_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_bans_time_order" CHECK ("trading_bans"."ends_at" > "trading_bans"."starts_at"),
	CONSTRAINT "trading_bans_lift_reason" CHECK (("trading_bans"."lifted_at" IS NULL) = ("trading_bans"."lift_reason" IS NULL))
);
--> statement-breakpoint
DROP INDEX "orders_auction_unique";--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_buyer_uid_users_uid_fk" FOREIGN KEY ("buyer_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_bans" ADD CONSTRAINT "trading_bans_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_bans" ADD CONSTRAINT "trading_bans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_offers_one_open" ON "auction_offers" USING btree ("auction_id") WHERE "auction_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "auction_offers_one_reserve" ON "auction_offers" USING btree ("auction_id") WHERE "auction_offers"."kind" = 'reserve';--> statement-breakpoint
CREATE UNIQUE INDEX "auction_offers_one_second_chance" ON "auction_offers" USING btree ("source_order_id");--> statement-breakpoint
CREATE INDEX "auction_offers_buyer_idx" ON "auction_offers" USING btree ("buyer_uid","id");--> statement-breakpoint
CREATE INDEX "auction_offers_open_expiry_idx" ON "auction_offers" USING btree ("expires_at") WHERE "auction_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "trading_bans_uid_idx" ON "trading_bans" USING btree ("uid","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_bans_order_unique" ON "trading_bans" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auction_unique" ON "orders" USING btree ("auction_id") WHERE "orders"."status" <> 'cancelled';