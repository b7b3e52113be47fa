CREATE TABLE "plan_usage" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"invoices_made" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_usage_business_id_month_pk" PRIMARY KEY("business_id","month"),
	CONSTRAINT "plan_usage_invoices_check" CHECK ("plan_usage"."invoices_made" >= 0)
);
--> statement-breakpoint
DROP INDEX "invoices_business_created_idx";--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- This month's invoices made so far, per business, counted in its own time zone.
INSERT INTO "plan_usage" ("business_id", "month", "invoices_made")
  SELECT b."id", date_trunc('month', now() AT TIME ZONE b."timezone")::date, count(*)::int
  FROM "businesses" b
  JOIN "invoices" i ON i."business_id" = b."id"
    AND i."created_at" >= (date_trunc('month', now() AT TIME ZONE b."timezone") AT TIME ZONE b."timezone")
  GROUP BY b."id", b."timezone";
