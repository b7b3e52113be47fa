CREATE TABLE "recurring_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_type" text,
	"discount_value" bigint,
	"charge" bigint DEFAULT 0 NOT NULL,
	"charge_label" text,
	"notes" text,
	"terms" text,
	"language" text DEFAULT 'id' NOT NULL,
	"due_days" integer,
	"interval" text NOT NULL,
	"every" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_type" text DEFAULT 'never' NOT NULL,
	"end_count" integer,
	"end_date" date,
	"auto_send" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pause_reason" text,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_date" date,
	"made_count" integer DEFAULT 0 NOT NULL,
	"last_date" date,
	"last_invoice_id" uuid,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoices_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "recurring_invoices_status_check" CHECK ("recurring_invoices"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "recurring_invoices_pause_reason_check" CHECK ("recurring_invoices"."pause_reason" is null or ("recurring_invoices"."status" = 'paused' and "recurring_invoices"."pause_reason" in ('contact_archived', 'failed'))),
	CONSTRAINT "recurring_invoices_interval_check" CHECK ("recurring_invoices"."interval" in ('weekly', 'monthly', 'yearly') and "recurring_invoices"."every" between 1 and 52),
	CONSTRAINT "recurring_invoices_end_check" CHECK (("recurring_invoices"."end_type" = 'never' and "recurring_invoices"."end_count" is null and "recurring_invoices"."end_date" is null) or ("recurring_invoices"."end_type" = 'after' and "recurring_invoices"."end_count" >= 1 and "recurring_invoices"."end_date" is null) or ("recurring_invoices"."end_type" = 'on' and "recurring_invoices"."end_count" is null and "recurring_invoices"."end_date" is not null)),
	CONSTRAINT "recurring_invoices_discount_check" CHECK (("recurring_invoices"."discount_type" is null and "recurring_invoices"."discount_value" is null) or ("recurring_invoices"."discount_type" in ('percent', 'amount') and "recurring_invoices"."discount_value" >= 0)),
	CONSTRAINT "recurring_invoices_counts_check" CHECK ("recurring_invoices"."next_index" >= 0 and "recurring_invoices"."made_count" >= 0 and "recurring_invoices"."charge" >= 0 and ("recurring_invoices"."due_days" is null or "recurring_invoices"."due_days" between 0 and 365)),
	CONSTRAINT "recurring_invoices_language_check" CHECK ("recurring_invoices"."language" in ('id', 'en'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_date" date;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_last_invoice_id_invoices_id_fk" FOREIGN KEY ("last_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_contact_fk" FOREIGN KEY ("business_id","contact_id") REFERENCES "public"."contacts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_invoices_contact_idx" ON "recurring_invoices" USING btree ("business_id","contact_id");--> statement-breakpoint
CREATE INDEX "recurring_invoices_due_idx" ON "recurring_invoices" USING btree ("next_date") WHERE "recurring_invoices"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_invoices_last_invoice_idx" ON "recurring_invoices" USING btree ("last_invoice_id");--> statement-breakpoint
CREATE INDEX "recurring_invoices_created_by_idx" ON "recurring_invoices" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_recurring_idx" ON "invoices" USING btree ("recurring_invoice_id") WHERE "invoices"."recurring_invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_occurrence_key" UNIQUE("business_id","recurring_invoice_id","recurring_date");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_check" CHECK ("invoices"."recurring_invoice_id" is null or "invoices"."recurring_date" is not null);