CREATE TABLE "debt_totals" (
	"business_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"debt_count" integer NOT NULL,
	CONSTRAINT "debt_totals_pkey" PRIMARY KEY("business_id","currency","kind","status")
);
--> statement-breakpoint
ALTER TABLE "debt_totals" ADD CONSTRAINT "debt_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debts_open_contact_idx" ON "debts" USING btree ("business_id","contact_id") WHERE "debts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "invoices_owed_contact_idx" ON "invoices" USING btree ("business_id","contact_id") WHERE "invoices"."status" = 'sent' and "invoices"."paid" < "invoices"."total";--> statement-breakpoint
-- Kept by debts' own writes: a new row adds, a removed one takes away, an update does both.
-- Taking away only updates (a business being deleted may have lost its rows already).
CREATE OR REPLACE FUNCTION debts_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE debt_totals
      SET amount = amount - OLD.amount, paid = paid - OLD.paid, debt_count = debt_count - 1
      WHERE business_id = OLD.business_id AND currency = OLD.currency AND kind = OLD.kind
        AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO debt_totals AS t (business_id, currency, kind, status, amount, paid, debt_count)
      VALUES (NEW.business_id, NEW.currency, NEW.kind, NEW.status, NEW.amount, NEW.paid, 1)
      ON CONFLICT (business_id, currency, kind, status)
      DO UPDATE SET amount = t.amount + excluded.amount, paid = t.paid + excluded.paid,
        debt_count = t.debt_count + 1;
  END IF;
  -- Every total of the debts (the list's, a position's, the summary's) is at most the business's
  -- Σ amount: a write that takes it past 2^53 − 1 minor units is refused, as the ledger's are.
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.amount > OLD.amount) THEN
    IF (SELECT sum(amount) FROM debt_totals WHERE business_id = NEW.business_id)
        > 9007199254740991 THEN
      RAISE EXCEPTION 'debt_totals_amount_range: the debts would pass the largest total'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'debt_totals_amount_range';
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER debts_totals_insert_delete
  AFTER INSERT OR DELETE ON debts
  FOR EACH ROW EXECUTE FUNCTION debts_totals();
--> statement-breakpoint
CREATE TRIGGER debts_totals_update
  AFTER UPDATE ON debts
  FOR EACH ROW
  WHEN (OLD.amount IS DISTINCT FROM NEW.amount OR OLD.paid IS DISTINCT FROM NEW.paid
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.business_id IS DISTINCT FROM NEW.business_id)
  EXECUTE FUNCTION debts_totals();
--> statement-breakpoint
INSERT INTO debt_totals (business_id, currency, kind, status, amount, paid, debt_count)
  SELECT business_id, currency, kind, status, sum(amount), sum(paid), count(*) FROM debts
  GROUP BY 1, 2, 3, 4;
