CREATE TABLE "invoice_submissions" (
	"invoice_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "invoice_submissions_status" CHECK ("invoice_submissions"."status" IN ('pending', 'submitted'))
);
--> statement-breakpoint
ALTER TABLE "transport_requests" ADD COLUMN "fee_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_submissions_due_idx" ON "invoice_submissions" USING btree ("next_attempt_at") WHERE "invoice_submissions"."status" = 'pending';--> statement-breakpoint
-- Invoices issued before the outbox existed are reported too; fees already invoiced count as received.
INSERT INTO "invoice_submissions" ("invoice_id") SELECT "id" FROM "invoices";--> statement-breakpoint
UPDATE "transport_requests" t SET "fee_paid_at" = i."issued_at" FROM "invoices" i WHERE i."transport_request_id" = t."id" AND i."kind" = 'invoice';
