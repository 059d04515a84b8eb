CREATE TABLE "elevenlabs_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" text NOT NULL,
	"type" text NOT NULL,
	"signature_hash" text,
	"source" text NOT NULL,
	"session_id" uuid,
	"outcome" text NOT NULL,
	"reason" text,
	"orphan_payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elevenlabs_deliveries_signature_hash_unique" UNIQUE("signature_hash")
);
--> statement-breakpoint
CREATE TABLE "elevenlabs_sync_state" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"checkpoint_unix_secs" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_gradings" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"grading" jsonb NOT NULL,
	"graded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_posting_id" uuid NOT NULL,
	"interviewer" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"planned_questions" jsonb NOT NULL,
	"dynamic_variables" jsonb NOT NULL,
	"cv_path" text,
	"notice_version" text,
	"notice_accepted_at" timestamp with time zone,
	"human_interview_requested_at" timestamp with time zone,
	"provider_conversation_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"grading_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_sessions_provider_conversation_id_unique" UNIQUE("provider_conversation_id")
);
--> statement-breakpoint
CREATE TABLE "interview_turns" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"question_number" integer,
	"message" text NOT NULL,
	"time_in_call_secs" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_turns_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
ALTER TABLE "elevenlabs_deliveries" ADD CONSTRAINT "elevenlabs_deliveries_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_gradings" ADD CONSTRAINT "interview_gradings_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_turns" ADD CONSTRAINT "interview_turns_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elevenlabs_deliveries_conversation_idx" ON "elevenlabs_deliveries" USING btree ("conversation_id","type");--> statement-breakpoint
CREATE INDEX "interview_sessions_job_posting_idx" ON "interview_sessions" USING btree ("job_posting_id","status");--> statement-breakpoint
CREATE INDEX "interview_sessions_status_idx" ON "interview_sessions" USING btree ("status","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_sessions_one_per_candidate_idx" ON "interview_sessions" USING btree ("user_id","job_posting_id") WHERE "interview_sessions"."status" in ('active', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "interview_sessions_one_human_request_idx" ON "interview_sessions" USING btree ("user_id","job_posting_id") WHERE "interview_sessions"."status" = 'human_requested';