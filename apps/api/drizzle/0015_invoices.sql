CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit" text,
	"unit_price" bigint NOT NULL,
	"discount_type" text,
	"discount_value" bigint,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"tax_base_numerator" integer,
	"tax_base_denominator" integer,
	"amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"invoice_discount" bigint NOT NULL,
	"base" bigint NOT NULL,
	"tax" bigint NOT NULL,
	CONSTRAINT "invoice_lines_figures_check" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."unit_price" >= 0 and "invoice_lines"."amount" >= 0 and "invoice_lines"."discount_amount" >= 0 and "invoice_lines"."invoice_discount" >= 0 and "invoice_lines"."base" >= 0 and "invoice_lines"."tax" >= 0 and "invoice_lines"."tax_rate" between 0 and 10000),
	CONSTRAINT "invoice_lines_discount_check" CHECK (("invoice_lines"."discount_type" is null and "invoice_lines"."discount_value" is null) or ("invoice_lines"."discount_type" in ('percent', 'amount') and "invoice_lines"."discount_value" >= 0)),
	CONSTRAINT "invoice_lines_tax_base_check" CHECK (("invoice_lines"."tax_base_numerator" is null) = ("invoice_lines"."tax_base_denominator" is null) and ("invoice_lines"."tax_base_numerator" is null or ("invoice_lines"."tax_base_numerator" between 1 and "invoice_lines"."tax_base_denominator")))
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"cashbook_id" uuid NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "invoice_payments_entry_key" UNIQUE("entry_id"),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('cash', 'transfer', 'qris', 'ewallet', 'card', 'other'))
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"business_id" uuid NOT NULL,
	"period" text NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "invoice_sequences_pkey" PRIMARY KEY("business_id","period"),
	CONSTRAINT "invoice_sequences_next_check" CHECK ("invoice_sequences"."next" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_share_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"viewed_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_share_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"number" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_company" text,
	"customer_address" text,
	"customer_phone" text,
	"customer_email" text,
	"customer_tax_id" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"discount_type" text,
	"discount_value" bigint,
	"charge" bigint DEFAULT 0 NOT NULL,
	"charge_label" text,
	"notes" text,
	"terms" text,
	"language" text DEFAULT 'id' NOT NULL,
	"round_total" boolean DEFAULT false NOT NULL,
	"subtotal" bigint NOT NULL,
	"line_discount" bigint NOT NULL,
	"invoice_discount" bigint NOT NULL,
	"base" bigint NOT NULL,
	"taxes" jsonb NOT NULL,
	"tax" bigint NOT NULL,
	"rounding" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || customer_name)) STORED,
	"sent_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "invoices_business_number_key" UNIQUE("business_id","number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'void')),
	CONSTRAINT "invoices_language_check" CHECK ("invoices"."language" in ('id', 'en')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_dates_check" CHECK ("invoices"."due_date" >= "invoices"."issue_date"),
	CONSTRAINT "invoices_discount_check" CHECK (("invoices"."discount_type" is null and "invoices"."discount_value" is null) or ("invoices"."discount_type" in ('percent', 'amount') and "invoices"."discount_value" >= 0)),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal" >= 0 and "invoices"."line_discount" >= 0 and "invoices"."invoice_discount" >= 0 and "invoices"."base" >= 0 and "invoices"."tax" >= 0 and "invoices"."charge" >= 0 and "invoices"."total" >= 0 and "invoices"."paid" >= 0),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid" <= "invoices"."total"),
	CONSTRAINT "invoices_void_unpaid_check" CHECK ("invoices"."status" <> 'void' or "invoices"."paid" = 0)
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_cashbook_fk" FOREIGN KEY ("business_id","cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_entry_fk" FOREIGN KEY ("business_id","entry_id") REFERENCES "public"."entries"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_share_links" ADD CONSTRAINT "invoice_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_share_links" ADD CONSTRAINT "invoice_share_links_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_fk" FOREIGN KEY ("business_id","contact_id") REFERENCES "public"."contacts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_position_key" ON "invoice_lines" USING btree ("business_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("business_id","invoice_id","date");--> statement-breakpoint
CREATE INDEX "invoice_payments_cashbook_idx" ON "invoice_payments" USING btree ("business_id","cashbook_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_created_by_idx" ON "invoice_payments" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_share_links_live_key" ON "invoice_share_links" USING btree ("business_id","invoice_id") WHERE "invoice_share_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_share_links_created_by_idx" ON "invoice_share_links" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "invoices_business_issue_idx" ON "invoices" USING btree ("business_id","issue_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_contact_idx" ON "invoices" USING btree ("business_id","contact_id");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_created_by_idx" ON "invoices" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_invoice_idx" ON "entries" USING btree ("business_id","invoice_id") WHERE "entries"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_invoice_check" CHECK (("entries"."invoice_id" is not null) = ("entries"."source" = 'invoice_payment'));