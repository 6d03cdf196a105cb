CREATE TABLE "vehicle_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"asker_uid" text NOT NULL,
	"question" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answerer_uid" text,
	"answered_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"reject_reason" text,
	"moderated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_questions_status_valid" CHECK ("vehicle_questions"."status" IN ('pending', 'approved', 'answer_pending', 'published', 'rejected')),
	CONSTRAINT "vehicle_questions_question_length" CHECK (char_length("vehicle_questions"."question") BETWEEN 1 AND 500),
	CONSTRAINT "vehicle_questions_answer_length" CHECK ("vehicle_questions"."answer" IS NULL OR char_length("vehicle_questions"."answer") BETWEEN 1 AND 2000),
	CONSTRAINT "vehicle_questions_answer_present" CHECK ("vehicle_questions"."status" NOT IN ('answer_pending', 'published') OR ("vehicle_questions"."answer" IS NOT NULL AND "vehicle_questions"."answered_by" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "vehicle_questions" ADD CONSTRAINT "vehicle_questions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_questions" ADD CONSTRAINT "vehicle_questions_asker_uid_users_uid_fk" FOREIGN KEY ("asker_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_questions_vehicle_idx" ON "vehicle_questions" USING btree ("vehicle_id","status");--> statement-breakpoint
CREATE INDEX "vehicle_questions_status_idx" ON "vehicle_questions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vehicle_questions_asker_idx" ON "vehicle_questions" USING btree ("asker_uid");