ALTER TABLE "categories" ADD COLUMN "seed_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_business_seed_key" ON "categories" USING btree ("business_id","seed_key") WHERE "categories"."seed_key" is not null;--> statement-breakpoint
-- The categories businesses were seeded with, found by their seeded name in either language and
-- their kind (the oldest, should a business hold both names), take their key.
UPDATE "categories" c SET "seed_key" = m.key
FROM (
  SELECT DISTINCT ON (c2.business_id, s.key) c2.id, s.key
  FROM "categories" c2
  JOIN (VALUES
  ('sales', 'income', 'penjualan'),
  ('sales', 'income', 'sales'),
  ('services', 'income', 'jasa'),
  ('services', 'income', 'services'),
  ('other_income', 'income', 'pendapatan lain'),
  ('other_income', 'income', 'other income'),
  ('capital_in', 'income', 'modal masuk'),
  ('capital_in', 'income', 'capital in'),
  ('stock_purchases', 'expense', 'pembelian stok'),
  ('stock_purchases', 'expense', 'stock purchases'),
  ('salaries', 'expense', 'gaji'),
  ('salaries', 'expense', 'salaries'),
  ('rent', 'expense', 'sewa'),
  ('rent', 'expense', 'rent'),
  ('utilities', 'expense', 'listrik & air'),
  ('utilities', 'expense', 'electricity & water'),
  ('transport', 'expense', 'transportasi'),
  ('transport', 'expense', 'transport'),
  ('phone_internet', 'expense', 'pulsa & internet'),
  ('phone_internet', 'expense', 'phone & internet'),
  ('bank_fees', 'expense', 'biaya bank'),
  ('bank_fees', 'expense', 'bank fees'),
  ('taxes', 'expense', 'pajak'),
  ('taxes', 'expense', 'taxes'),
  ('drawings', 'expense', 'prive'),
  ('drawings', 'expense', 'owner''s drawings'),
  ('other_expenses', 'expense', 'pengeluaran lain'),
  ('other_expenses', 'expense', 'other expenses')
  ) AS s(key, kind, name) ON s.kind = c2.kind AND s.name = lower(c2.name)
  ORDER BY c2.business_id, s.key, c2.created_at, c2.id
) m
WHERE c.id = m.id;--> statement-breakpoint
-- Invoices' payments were booked without a category: their sales go to the business's seeded
-- sales category, as new payments do by default (the day totals follow by trigger).
UPDATE "entries" e SET "category_id" = c.id
FROM "categories" c
WHERE e.source = 'invoice_payment' AND e.category_id IS NULL
  AND c.business_id = e.business_id AND c.seed_key = 'sales' AND c.archived_at IS NULL;
