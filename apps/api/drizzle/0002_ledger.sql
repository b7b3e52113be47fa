CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashbooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'cash' NOT NULL,
	"currency" text NOT NULL,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"entries_net" bigint DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashbooks_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "cashbooks_kind_check" CHECK ("cashbooks"."kind" in ('cash', 'bank', 'ewallet', 'other')),
	CONSTRAINT "cashbooks_currency_check" CHECK ("cashbooks"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"cashbook_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"category_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"reference" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"transfer_id" uuid,
	"transfer_role" text,
	"import_id" uuid,
	"import_fingerprint" text,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "entries_direction_check" CHECK ("entries"."direction" in ('in', 'out')),
	CONSTRAINT "entries_amount_check" CHECK ("entries"."amount" > 0),
	CONSTRAINT "entries_source_check" CHECK ("entries"."source" in ('manual', 'transfer', 'import', 'invoice_payment', 'debt_payment')),
	CONSTRAINT "entries_transfer_check" CHECK (("entries"."transfer_id" is null) = ("entries"."transfer_role" is null) and ("entries"."transfer_role" is null or "entries"."transfer_role" in ('out', 'in', 'fee')))
);
--> statement-breakpoint
CREATE TABLE "entry_day_totals" (
	"business_id" uuid NOT NULL,
	"cashbook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category_key" uuid NOT NULL,
	"class" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	CONSTRAINT "entry_day_totals_pkey" PRIMARY KEY("business_id","cashbook_id","day","category_key","class","source")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"business_id" uuid NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("business_id","key")
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"cashbook_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_in" bigint NOT NULL,
	"total_out" bigint NOT NULL,
	"undone_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_imports_business_id_id_key" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"from_cashbook_id" uuid NOT NULL,
	"to_cashbook_id" uuid NOT NULL,
	"amount_sent" bigint NOT NULL,
	"amount_received" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_category_id" uuid,
	"date" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "transfers_distinct_books_check" CHECK ("transfers"."from_cashbook_id" <> "transfers"."to_cashbook_id"),
	CONSTRAINT "transfers_amounts_check" CHECK ("transfers"."amount_sent" > 0 and "transfers"."amount_received" > 0 and "transfers"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_entry_fk" FOREIGN KEY ("business_id","entry_id") REFERENCES "public"."entries"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbooks" ADD CONSTRAINT "cashbooks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbooks" ADD CONSTRAINT "cashbooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_cashbook_fk" FOREIGN KEY ("business_id","cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_transfer_fk" FOREIGN KEY ("business_id","transfer_id") REFERENCES "public"."transfers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_import_fk" FOREIGN KEY ("business_id","import_id") REFERENCES "public"."statement_imports"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_day_totals" ADD CONSTRAINT "entry_day_totals_cashbook_fk" FOREIGN KEY ("business_id","cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_cashbook_fk" FOREIGN KEY ("business_id","cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_cashbook_fk" FOREIGN KEY ("business_id","from_cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_cashbook_fk" FOREIGN KEY ("business_id","to_cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_fee_category_fk" FOREIGN KEY ("business_id","fee_category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_entry_idx" ON "attachments" USING btree ("business_id","entry_id");--> statement-breakpoint
CREATE INDEX "attachments_created_by_idx" ON "attachments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "cashbooks_created_by_idx" ON "cashbooks" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_business_kind_name_key" ON "categories" USING btree ("business_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "entries_business_date_idx" ON "entries" USING btree ("business_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_cashbook_date_idx" ON "entries" USING btree ("business_id","cashbook_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_category_date_idx" ON "entries" USING btree ("business_id","category_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_transfer_idx" ON "entries" USING btree ("business_id","transfer_id") WHERE "entries"."transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "entries_import_idx" ON "entries" USING btree ("business_id","import_id") WHERE "entries"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "entries_fingerprint_idx" ON "entries" USING btree ("business_id","cashbook_id","import_fingerprint") WHERE "entries"."import_fingerprint" is not null;--> statement-breakpoint
CREATE INDEX "entries_created_by_idx" ON "entries" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "entry_day_totals_business_day_idx" ON "entry_day_totals" USING btree ("business_id","day");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_user_idx" ON "idempotency_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "statement_imports_business_created_idx" ON "statement_imports" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "statement_imports_cashbook_idx" ON "statement_imports" USING btree ("business_id","cashbook_id");--> statement-breakpoint
CREATE INDEX "statement_imports_created_by_idx" ON "statement_imports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "transfers_business_date_idx" ON "transfers" USING btree ("business_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_from_cashbook_idx" ON "transfers" USING btree ("business_id","from_cashbook_id");--> statement-breakpoint
CREATE INDEX "transfers_to_cashbook_idx" ON "transfers" USING btree ("business_id","to_cashbook_id");--> statement-breakpoint
CREATE INDEX "transfers_fee_category_idx" ON "transfers" USING btree ("business_id","fee_category_id");--> statement-breakpoint
CREATE INDEX "transfers_created_by_idx" ON "transfers" USING btree ("created_by");