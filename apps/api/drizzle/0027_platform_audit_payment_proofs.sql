CREATE TABLE "platform_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"business_id" uuid,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_path" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "platform_audit_created_idx" ON "platform_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "platform_audit_business_created_idx" ON "platform_audit" USING btree ("business_id","created_at");--> statement-breakpoint
-- The platform's audit log is append-only, as the activity log is.
CREATE OR REPLACE FUNCTION platform_audit_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'platform_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER platform_audit_append_only
  BEFORE UPDATE OR DELETE ON platform_audit
  FOR EACH ROW EXECUTE FUNCTION platform_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER platform_audit_no_truncate
  BEFORE TRUNCATE ON platform_audit
  FOR EACH STATEMENT EXECUTE FUNCTION platform_audit_refuse_change();
