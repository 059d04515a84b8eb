CREATE TABLE "practice_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"questions" jsonb NOT NULL,
	"transcript_source" text,
	"transcript_words" jsonb NOT NULL,
	"analysis" jsonb,
	"analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_recordings" ADD CONSTRAINT "practice_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_recordings_user_path_idx" ON "practice_recordings" USING btree ("user_id","path");--> statement-breakpoint
CREATE INDEX "practice_recordings_user_created_idx" ON "practice_recordings" USING btree ("user_id","created_at");