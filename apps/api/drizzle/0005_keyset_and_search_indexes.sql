DROP INDEX "entries_business_date_idx";--> statement-breakpoint
DROP INDEX "entries_cashbook_date_idx";--> statement-breakpoint
DROP INDEX "entries_category_date_idx";--> statement-breakpoint
DROP INDEX "transfers_business_date_idx";--> statement-breakpoint
CREATE INDEX "entries_description_trgm_idx" ON "entries" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entries_reference_trgm_idx" ON "entries" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entries_business_date_idx" ON "entries" USING btree ("business_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entries_cashbook_date_idx" ON "entries" USING btree ("business_id","cashbook_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entries_category_date_idx" ON "entries" USING btree ("business_id","category_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transfers_business_date_idx" ON "transfers" USING btree ("business_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);