CREATE TABLE "generic_qa_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"qa_pairs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_sha256" text NOT NULL,
	"text" text NOT NULL,
	"qa_pairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qa_admin_pairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qa_job_id" uuid,
	"qa_job_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generic_qa_lists" ADD CONSTRAINT "generic_qa_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_documents_path_idx" ON "user_documents" USING btree ("kind","path");--> statement-breakpoint
CREATE UNIQUE INDEX "user_documents_content_idx" ON "user_documents" USING btree ("user_id","kind","content_sha256");--> statement-breakpoint
CREATE INDEX "user_documents_user_idx" ON "user_documents" USING btree ("user_id","kind","created_at");