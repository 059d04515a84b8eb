CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"source_job_id" uuid,
	"position" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"job_specs_file_key" text NOT NULL,
	"company_culture_file_key" text,
	"job_specs_markdown" text NOT NULL,
	"company_culture_markdown" text,
	"job_specs_questions" jsonb NOT NULL,
	"company_culture_questions" jsonb NOT NULL,
	"work_requirements" jsonb NOT NULL,
	"work_arrangement" jsonb NOT NULL,
	"mcq_questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_source_job_id_unique" UNIQUE("source_job_id")
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");