CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"quote" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"photo_id" uuid,
	"photo_widths" integer[],
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_language_check" CHECK ("testimonials"."language" in ('id', 'en'))
);
--> statement-breakpoint
CREATE INDEX "testimonials_public_idx" ON "testimonials" USING btree ("published","position","created_at");