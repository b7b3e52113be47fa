ALTER TABLE "businesses" ADD COLUMN "bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "tax_rates" jsonb DEFAULT '[{"name":"PPN 11%","rate":1100,"tax_base":null},{"name":"PPN 12% (DPP 11/12)","rate":1200,"tax_base":{"numerator":11,"denominator":12}}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "invoice_terms" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "invoice_footer" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "round_invoice_totals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "show_amount_in_words" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "qris_path" text;--> statement-breakpoint
-- The one bank account of the form before becomes the first of the list.
UPDATE "businesses" SET "bank_accounts" = jsonb_build_array(jsonb_build_object(
  'bank_name', "bank_name", 'account_number', "bank_account_number", 'account_name', coalesce("bank_account_name", "name")))
WHERE "bank_name" IS NOT NULL AND "bank_account_number" IS NOT NULL;--> statement-breakpoint
-- Rounding invoice totals to whole units is for rupiah; other currencies keep their cents.
UPDATE "businesses" SET "round_invoice_totals" = ("currency" = 'IDR');--> statement-breakpoint
-- A next number set by hand becomes the current period's sequence (invoiceSequencePeriod: the
-- format as of today with its {SEQ} left out).
INSERT INTO "invoice_sequences" ("business_id", "period", "next")
SELECT "id",
  replace(replace(replace(regexp_replace("invoice_number_format", '\{SEQ(:[1-9])?\}', '', 'g'),
    '{YYYY}', to_char(now() AT TIME ZONE "timezone", 'YYYY')),
    '{YY}', to_char(now() AT TIME ZONE "timezone", 'YY')),
    '{MM}', to_char(now() AT TIME ZONE "timezone", 'MM')),
  "invoice_next_number"
FROM "businesses" WHERE "invoice_next_number" > 1;
