CREATE TABLE "auction_follows" (
	"user_uid" text NOT NULL,
	"auction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_follows_user_uid_auction_id_pk" PRIMARY KEY("user_uid","auction_id")
);
--> statement-breakpoint
CREATE TABLE "listing_follows" (
	"user_uid" text NOT NULL,
	"listing_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_follows_user_uid_listing_id_pk" PRIMARY KEY("user_uid","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind_valid" CHECK ("saved_searches"."kind" IN ('auction', 'listing')),
	CONSTRAINT "saved_searches_name_length" CHECK (char_length("saved_searches"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
ALTER TABLE "auction_follows" ADD CONSTRAINT "auction_follows_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_follows" ADD CONSTRAINT "auction_follows_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_follows" ADD CONSTRAINT "listing_follows_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_follows" ADD CONSTRAINT "listing_follows_listing_id_buy_now_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."buy_now_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_follows_auction_idx" ON "auction_follows" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "listing_follows_listing_idx" ON "listing_follows" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_uid","id");--> statement-breakpoint
CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree ("kind");