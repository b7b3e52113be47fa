CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'IDR' NOT NULL,
	"monthly_price" bigint NOT NULL,
	"yearly_price" bigint NOT NULL,
	"max_users" integer,
	"max_cashbooks" integer,
	"max_invoices_per_month" integer,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_check" CHECK ("plans"."code" in ('gratis', 'pro', 'bisnis')),
	CONSTRAINT "plans_prices_check" CHECK ("plans"."monthly_price" >= 0 and "plans"."yearly_price" >= 0),
	CONSTRAINT "plans_limits_check" CHECK (coalesce("plans"."max_users", 1) >= 1 and coalesce("plans"."max_cashbooks", 1) >= 1 and coalesce("plans"."max_invoices_per_month", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" text NOT NULL,
	"status" text NOT NULL,
	"interval" text,
	"price" bigint,
	"currency" text DEFAULT 'IDR' NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'canceled', 'expired')),
	CONSTRAINT "subscriptions_interval_check" CHECK ("subscriptions"."interval" is null or "subscriptions"."interval" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."price" is null or "subscriptions"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "invoices_business_created_idx" ON "invoices" USING btree ("business_id","created_at");--> statement-breakpoint
-- The seeded plans (issue 17), prices in sen: yearly is ten months' price.
INSERT INTO "plans" ("code", "name", "monthly_price", "yearly_price", "max_users", "max_cashbooks", "max_invoices_per_month", "position") VALUES
  ('gratis', 'Gratis', 0, 0, 1, 2, 20, 1),
  ('pro', 'Pro', 4900000, 49000000, 5, 10, 500, 2),
  ('bisnis', 'Bisnis', 14900000, 149000000, 20, NULL, NULL, 3);
--> statement-breakpoint
-- The businesses made before billing start the trial a new business starts, from now.
INSERT INTO "subscriptions" ("business_id", "plan_code", "status", "period_start", "period_end")
  SELECT "id", 'pro', 'trialing', now(), now() + interval '14 days' FROM "businesses";
