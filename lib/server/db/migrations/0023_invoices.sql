CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"order_id" bigint,
	"transport_request_id" bigint,
	"credits_invoice_id" bigint,
	"buyer_uid" text NOT NULL,
	"buyer_kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_id_ciphertext" text,
	"buyer_id_key_id" text,
	"buyer_vkn" text,
	"buyer_tax_office" text,
	"lines" jsonb NOT NULL,
	"net_kurus" bigint NOT NULL,
	"kdv_kurus" bigint NOT NULL,
	"total_kurus" bigint NOT NULL,
	"kdv_rate" smallint NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_format" CHECK ("invoices"."number" ~ '^[A-Z]{3}[0-9]{13}$'),
	CONSTRAINT "invoices_subject" CHECK (("invoices"."order_id" IS NOT NULL) <> ("invoices"."transport_request_id" IS NOT NULL)),
	CONSTRAINT "invoices_credit_points" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" IS NOT NULL)),
	CONSTRAINT "invoices_total_sum" CHECK ("invoices"."net_kurus" + "invoices"."kdv_kurus" = "invoices"."total_kurus"),
	CONSTRAINT "invoices_buyer_identity" CHECK (("invoices"."buyer_kind" = 'person' AND "invoices"."buyer_id_ciphertext" IS NOT NULL AND "invoices"."buyer_id_key_id" IS NOT NULL) OR ("invoices"."buyer_kind" = 'company' AND "invoices"."buyer_vkn" IS NOT NULL AND "invoices"."buyer_tax_office" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "order_billing" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"vkn" text NOT NULL,
	"tax_office" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_billing_vkn" CHECK ("order_billing"."vkn" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transport_request_id_transport_requests_id_fk" FOREIGN KEY ("transport_request_id") REFERENCES "public"."transport_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_uid_users_uid_fk" FOREIGN KEY ("buyer_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing" ADD CONSTRAINT "order_billing_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_key" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice' AND "invoices"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transport_key" ON "invoices" USING btree ("transport_request_id") WHERE "invoices"."kind" = 'invoice' AND "invoices"."transport_request_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_key" ON "invoices" USING btree ("credits_invoice_id");