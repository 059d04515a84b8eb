CREATE TABLE "mcq_attempt_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"question_key" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcq_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_posting_id" uuid NOT NULL,
	"candidate_email" text NOT NULL,
	"user_id" uuid,
	"requested_by" uuid,
	"token_seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"questions" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"answers" jsonb,
	"seconds_per_question" jsonb,
	"submitted_at" timestamp with time zone,
	"score_job_id" uuid,
	"results" jsonb,
	"overall_score" real,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcq_attempts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "mcq_attempt_signals" ADD CONSTRAINT "mcq_attempt_signals_attempt_id_mcq_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mcq_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcq_attempt_signals_attempt_idx" ON "mcq_attempt_signals" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mcq_attempts_one_per_candidate_idx" ON "mcq_attempts" USING btree ("job_posting_id","candidate_email") WHERE "mcq_attempts"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "mcq_attempts_user_idx" ON "mcq_attempts" USING btree ("user_id","job_posting_id");--> statement-breakpoint
CREATE INDEX "mcq_attempts_job_status_idx" ON "mcq_attempts" USING btree ("job_posting_id","status");