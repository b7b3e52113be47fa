CREATE TABLE "invoice_totals" (
	"business_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"invoice_count" integer NOT NULL,
	CONSTRAINT "invoice_totals_pkey" PRIMARY KEY("business_id","currency","status")
);
--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by invoices' own writes: a new row adds, a removed one takes away, an update does both.
-- Taking away only updates (a business being deleted may have lost its rows already).
CREATE OR REPLACE FUNCTION invoices_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE invoice_totals
      SET total = total - OLD.total, paid = paid - OLD.paid, invoice_count = invoice_count - 1
      WHERE business_id = OLD.business_id AND currency = OLD.currency AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO invoice_totals AS t (business_id, currency, status, total, paid, invoice_count)
      VALUES (NEW.business_id, NEW.currency, NEW.status, NEW.total, NEW.paid, 1)
      ON CONFLICT (business_id, currency, status)
      DO UPDATE SET total = t.total + excluded.total, paid = t.paid + excluded.paid,
        invoice_count = t.invoice_count + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_totals_insert_delete
  AFTER INSERT OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_totals();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_update
  AFTER UPDATE ON invoices
  FOR EACH ROW
  WHEN (OLD.total IS DISTINCT FROM NEW.total OR OLD.paid IS DISTINCT FROM NEW.paid
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.business_id IS DISTINCT FROM NEW.business_id)
  EXECUTE FUNCTION invoices_totals();
--> statement-breakpoint
INSERT INTO invoice_totals (business_id, currency, status, total, paid, invoice_count)
  SELECT business_id, currency, status, sum(total), sum(paid), count(*) FROM invoices GROUP BY 1, 2, 3;
