CREATE TABLE "contact_statement_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_statement_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "debt_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"debt_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"cashbook_id" uuid NOT NULL,
	"note" text,
	"entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_payments_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "debt_payments_entry_key" UNIQUE("entry_id"),
	CONSTRAINT "debt_payments_amount_check" CHECK ("debt_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "debt_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"debt_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"step" integer,
	"due_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_reminders_channel_check" CHECK ("debt_reminders"."channel" in ('whatsapp', 'ladder')),
	CONSTRAINT "debt_reminders_step_check" CHECK (("debt_reminders"."channel" = 'ladder') = ("debt_reminders"."step" is not null and "debt_reminders"."due_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"description" text,
	"reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"entry_id" uuid,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "debts_entry_key" UNIQUE("entry_id"),
	CONSTRAINT "debts_kind_check" CHECK ("debts"."kind" in ('debt', 'credit')),
	CONSTRAINT "debts_status_check" CHECK ("debts"."status" in ('open', 'paid', 'void')),
	CONSTRAINT "debts_currency_check" CHECK ("debts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "debts_amounts_check" CHECK ("debts"."amount" > 0 and "debts"."paid" >= 0),
	CONSTRAINT "debts_paid_check" CHECK ("debts"."paid" <= "debts"."amount"),
	CONSTRAINT "debts_status_paid_check" CHECK ("debts"."status" = 'void' or (("debts"."status" = 'paid') = ("debts"."paid" = "debts"."amount"))),
	CONSTRAINT "debts_dates_check" CHECK ("debts"."due_date" is null or "debts"."due_date" >= "debts"."date")
);
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_source_check";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "debt_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_statement_links" ADD CONSTRAINT "contact_statement_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_statement_links" ADD CONSTRAINT "contact_statement_links_contact_fk" FOREIGN KEY ("business_id","contact_id") REFERENCES "public"."contacts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_debt_fk" FOREIGN KEY ("business_id","debt_id") REFERENCES "public"."debts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_cashbook_fk" FOREIGN KEY ("business_id","cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_entry_fk" FOREIGN KEY ("business_id","entry_id") REFERENCES "public"."entries"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_reminders" ADD CONSTRAINT "debt_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_reminders" ADD CONSTRAINT "debt_reminders_debt_fk" FOREIGN KEY ("business_id","debt_id") REFERENCES "public"."debts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_contact_fk" FOREIGN KEY ("business_id","contact_id") REFERENCES "public"."contacts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_statement_links_live_key" ON "contact_statement_links" USING btree ("business_id","contact_id") WHERE "contact_statement_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "contact_statement_links_created_by_idx" ON "contact_statement_links" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "debt_payments_debt_idx" ON "debt_payments" USING btree ("business_id","debt_id","date");--> statement-breakpoint
CREATE INDEX "debt_payments_cashbook_idx" ON "debt_payments" USING btree ("business_id","cashbook_id");--> statement-breakpoint
CREATE INDEX "debt_payments_created_by_idx" ON "debt_payments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "debt_reminders_debt_idx" ON "debt_reminders" USING btree ("business_id","debt_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_reminders_ladder_key" ON "debt_reminders" USING btree ("debt_id","due_date","step") WHERE "debt_reminders"."channel" = 'ladder';--> statement-breakpoint
CREATE INDEX "debt_reminders_created_by_idx" ON "debt_reminders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "debts_business_date_idx" ON "debts" USING btree ("business_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "debts_contact_idx" ON "debts" USING btree ("business_id","contact_id","kind");--> statement-breakpoint
CREATE INDEX "debts_open_due_idx" ON "debts" USING btree ("business_id","due_date") WHERE "debts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "debts_created_by_idx" ON "debts" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_debt_fk" FOREIGN KEY ("business_id","debt_id") REFERENCES "public"."debts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_debt_idx" ON "entries" USING btree ("business_id","debt_id") WHERE "entries"."debt_id" is not null;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_debt_check" CHECK (("entries"."debt_id" is not null) = ("entries"."source" in ('debt', 'debt_payment')));--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_source_check" CHECK ("entries"."source" in ('manual', 'transfer', 'import', 'invoice_payment', 'debt', 'debt_payment'));