ALTER TABLE "businesses" DROP CONSTRAINT "businesses_next_number_check";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "invoice_next_number";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "bank_name";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "bank_account_number";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "bank_account_name";--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_invoice_lists_check" CHECK (jsonb_typeof("businesses"."bank_accounts") = 'array' and jsonb_array_length("businesses"."bank_accounts") <= 5 and jsonb_typeof("businesses"."tax_rates") = 'array' and jsonb_array_length("businesses"."tax_rates") <= 10);