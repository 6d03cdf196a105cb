CREATE TABLE "identity_verifications" (
	"uid" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number_ciphertext" text,
	"key_id" text,
	"lookup_hash" text,
	"first_name" text,
	"last_name" text,
	"birth_year" integer,
	"birth_month" smallint,
	"birth_day" smallint,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_sealed_or_anonymised" CHECK (("identity_verifications"."anonymised_at" IS NULL) = ("identity_verifications"."number_ciphertext" IS NOT NULL AND "identity_verifications"."key_id" IS NOT NULL AND "identity_verifications"."lookup_hash" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_lookup_hash_key" ON "identity_verifications" USING btree ("lookup_hash");