CREATE TABLE "category_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"contains" text NOT NULL,
	"direction" text NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_rules_business_id_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "category_rules_direction_check" CHECK ("category_rules"."direction" in ('in', 'out', 'any')),
	CONSTRAINT "category_rules_position_check" CHECK ("category_rules"."position" >= 1),
	CONSTRAINT "category_rules_contains_check" CHECK (char_length("category_rules"."contains") between 2 and 100)
);
--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_rules_business_text_key" ON "category_rules" USING btree ("business_id","direction",lower("contains"));--> statement-breakpoint
CREATE INDEX "category_rules_business_position_idx" ON "category_rules" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "category_rules_category_idx" ON "category_rules" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE INDEX "entries_categorised_date_idx" ON "entries" USING btree ("business_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "entries"."category_id" is not null and "entries"."transfer_id" is null;