CREATE TABLE "subscription_reminders" (
	"business_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_business_id_period_end_days_pk" PRIMARY KEY("business_id","period_end","days")
);
--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;