CREATE TYPE "public"."order_deposit_outcome" AS ENUM('released', 'captured');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_outcome" "order_deposit_outcome";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_amount" bigint;--> statement-breakpoint
-- Orders closed before this: the audit row written in the same transaction as the closing status holds
-- the amounts (`released` since order settlement began, `forfeited` since the cayma bedeli; a forfeit
-- that captured nothing was refused, so forfeited > 0 means captured). An order closed without such a
-- row stays null (unknown). Reads only the audit log, never deposit_blocks' 'captured' (added by 0006
-- with ADD VALUE, unusable while a batch of migrations shares one transaction).
UPDATE "orders" o SET
  "deposit_outcome" = (CASE WHEN a."forfeited" > 0 THEN 'captured' ELSE 'released' END)::"order_deposit_outcome",
  "deposit_amount" = CASE WHEN a."forfeited" > 0 THEN a."forfeited" ELSE a."released" END
FROM (
  SELECT DISTINCT ON ("target_id") "target_id", "action",
    coalesce(("details"->>'released')::bigint, 0) AS "released", coalesce(("details"->>'forfeited')::bigint, 0) AS "forfeited"
  FROM "audit_log"
  WHERE "target_type" = 'order' AND "action" IN ('order.completed', 'order.cancelled')
  ORDER BY "target_id", "id" DESC
) a
WHERE a."target_id" = o."id"::text AND a."action" = 'order.' || o."status"::text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_amount" CHECK (("orders"."deposit_outcome" IS NULL) = ("orders"."deposit_amount" IS NULL) AND ("orders"."deposit_amount" IS NULL OR "orders"."deposit_amount" >= 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_outcome_closed" CHECK ("orders"."deposit_outcome" IS NULL OR "orders"."status" IN ('completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_captured" CHECK ("orders"."deposit_outcome" IS DISTINCT FROM 'captured' OR ("orders"."status" = 'cancelled' AND "orders"."deposit_amount" > 0));