-- A product needs no SKU (a warung has none); the SKUs given stay unique per business.
ALTER TABLE "products" ALTER COLUMN "sku" DROP NOT NULL;--> statement-breakpoint
-- A product without a SKU is found by its name. PostgreSQL 15 cannot change a generated column's
-- expression in place: the column is made again, and its trigram index with it.
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(sku, '') || ' ' || name)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Lines kept any product id until now: another business's, none at all, or one deleted since.
-- They lose the link (their words and figures stay) before the key holds it.
UPDATE "invoice_lines" l SET "product_id" = NULL
WHERE l."product_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."business_id" = l."business_id" AND p."id" = l."product_id");--> statement-breakpoint
-- A schedule's template lines (jsonb, no key can hold them) likewise: its invoices are checked
-- when made, and an edit sends only the business's own products again.
UPDATE "recurring_invoices" r SET "lines" = (
  SELECT jsonb_agg(
    CASE WHEN e.line->>'product_id' IS NOT NULL AND p."id" IS NULL
      THEN jsonb_set(e.line, '{product_id}', 'null'::jsonb)
      ELSE e.line END
    ORDER BY e.position)
  FROM jsonb_array_elements(r."lines") WITH ORDINALITY AS e(line, position)
  LEFT JOIN "products" p ON p."business_id" = r."business_id" AND p."id" = (e.line->>'product_id')::uuid
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements(r."lines") AS e(line)
  WHERE e.line->>'product_id' IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."business_id" = r."business_id" AND p."id" = (e.line->>'product_id')::uuid)
);--> statement-breakpoint
CREATE INDEX "invoice_lines_product_idx" ON "invoice_lines" USING btree ("business_id","product_id");--> statement-breakpoint
-- Deleting a product nulls only the line's product_id (a column list, PostgreSQL 15): Drizzle's
-- `set null` would null business_id too, which the line cannot lose.
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;
