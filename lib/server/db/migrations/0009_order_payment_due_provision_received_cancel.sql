ALTER TYPE "public"."provision_request_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "provision_requests" ADD COLUMN "received_amount" bigint;--> statement-breakpoint
-- Requests approved before the received amount was entered credited exactly what was asked.
UPDATE "provision_requests" SET "received_amount" = "amount" WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
-- paymentDueAt() of lib/orderPayment.ts for the orders that exist: the end (23:59:59 Istanbul) of the
-- third Monday-to-Friday day after the Istanbul day the order was created.
UPDATE "orders" o SET "payment_due_at" = (
  SELECT ((d + 1)::timestamp AT TIME ZONE 'Europe/Istanbul') - interval '1 second'
  FROM generate_series((o."created_at" AT TIME ZONE 'Europe/Istanbul')::date + 1, (o."created_at" AT TIME ZONE 'Europe/Istanbul')::date + 7, interval '1 day') AS g(d0),
       LATERAL (SELECT d0::date AS d) x
  WHERE extract(isodow FROM d) < 6
  ORDER BY d OFFSET 2 LIMIT 1
);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_due_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_due_idx" ON "orders" USING btree ("status","payment_due_at");--> statement-breakpoint
ALTER TABLE "provision_requests" ADD CONSTRAINT "provision_requests_received" CHECK (("provision_requests"."status" = 'approved') = ("provision_requests"."received_amount" IS NOT NULL) AND ("provision_requests"."received_amount" IS NULL OR "provision_requests"."received_amount" >= 1000));
