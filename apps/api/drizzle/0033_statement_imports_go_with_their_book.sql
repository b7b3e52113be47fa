ALTER TABLE "statement_imports" DROP CONSTRAINT "statement_imports_cashbook_fk";
--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_cashbook_fk" FOREIGN KEY ("business_id","cashbook_id") REFERENCES "public"."cashbooks"("business_id","id") ON DELETE cascade ON UPDATE no action;