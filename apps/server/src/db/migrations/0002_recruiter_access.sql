CREATE TABLE "recruiter_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"user_id" uuid NOT NULL,
	"user_email" text NOT NULL,
	"from_role" text,
	"to_role" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruiter_requests" ADD CONSTRAINT "recruiter_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_requests" ADD CONSTRAINT "recruiter_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_requests_one_pending_idx" ON "recruiter_requests" USING btree ("user_id") WHERE "recruiter_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "recruiter_requests_status_idx" ON "recruiter_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "role_audit_user_idx" ON "role_audit" USING btree ("user_id","id");--> statement-breakpoint
-- The audit trail is append-only: the database itself refuses to rewrite or remove a row.
CREATE FUNCTION "role_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'role_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "role_audit_append_only" BEFORE UPDATE OR DELETE ON "role_audit" FOR EACH ROW EXECUTE FUNCTION "role_audit_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "role_audit_no_truncate" BEFORE TRUNCATE ON "role_audit" FOR EACH STATEMENT EXECUTE FUNCTION "role_audit_refuse_change"();--> statement-breakpoint
-- Roles held before the trail began, so that it accounts for every role there is.
INSERT INTO "role_audit" ("action", "user_id", "user_email", "from_role", "to_role", "reason")
SELECT 'granted', "id", "email", NULL, "role", 'Held before the audit trail began' FROM "users" WHERE "role" IS NOT NULL ORDER BY "created_at";
