-- The trigram operator classes of the user search indexes (a trusted extension: no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (lower(translate(email, 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (lower(translate((name || ' ' || last_name), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin (phone gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bids_created_brin" ON "bids" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_brin" ON "notifications" USING brin ("created_at");