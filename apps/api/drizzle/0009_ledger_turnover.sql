-- The ledger turnover (Σ |opening balance| + Σ entry amounts per business) and its limit: every
-- balance, total and report sum is at most the turnover, so none can pass 2^53 − 1 minor units.
CREATE TABLE "ledger_turnover" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_turnover_amount_range" CHECK ("ledger_turnover"."amount" <= 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "ledger_turnover" ADD CONSTRAINT "ledger_turnover_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every business has its turnover row from its first moment; the triggers below only update it,
-- so a business being deleted (its rows cascading away) is never given a new one.
CREATE OR REPLACE FUNCTION businesses_open_turnover() RETURNS trigger AS $$
BEGIN
  INSERT INTO ledger_turnover (business_id) VALUES (NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER businesses_open_turnover
  AFTER INSERT ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_open_turnover();
--> statement-breakpoint
INSERT INTO ledger_turnover (business_id, amount)
SELECT b.id,
  coalesce((SELECT sum(abs(c.opening_balance)) FROM cashbooks c WHERE c.business_id = b.id), 0)
  + coalesce((SELECT sum(e.amount) FROM entries e WHERE e.business_id = b.id), 0)
FROM businesses b;
--> statement-breakpoint
-- An entry adds its amount; the check on ledger_turnover refuses the write that passes the limit.
CREATE OR REPLACE FUNCTION entries_apply(
  p_business uuid, p_cashbook uuid, p_day date, p_category uuid, p_direction text,
  p_transfer_role text, p_source text, p_amount bigint, p_sign integer
) RETURNS void AS $$
BEGIN
  UPDATE cashbooks
    SET entries_net = entries_net + p_sign * (CASE WHEN p_direction = 'in' THEN p_amount ELSE -p_amount END)
    WHERE id = p_cashbook AND business_id = p_business;
  INSERT INTO entry_day_totals AS t
      (business_id, cashbook_id, day, category_key, class, source, amount, entry_count)
    VALUES (p_business, p_cashbook, p_day, coalesce(p_category, '00000000-0000-0000-0000-000000000000'),
      entry_class(p_direction, p_transfer_role), p_source, p_sign * p_amount, p_sign)
    ON CONFLICT (business_id, cashbook_id, day, category_key, class, source)
    DO UPDATE SET amount = t.amount + excluded.amount, entry_count = t.entry_count + excluded.entry_count;
  UPDATE ledger_turnover SET amount = amount + p_sign * p_amount::numeric
    WHERE business_id = p_business;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A book's opening balance counts with its size, whatever its sign.
CREATE OR REPLACE FUNCTION cashbooks_turnover() RETURNS trigger AS $$
DECLARE
  change numeric := 0;
  business uuid;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    change := change - abs(OLD.opening_balance::numeric);
    business := OLD.business_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    change := change + abs(NEW.opening_balance::numeric);
    business := NEW.business_id;
  END IF;
  IF change <> 0 THEN
    UPDATE ledger_turnover SET amount = amount + change WHERE business_id = business;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cashbooks_turnover_insert_delete
  AFTER INSERT OR DELETE ON cashbooks
  FOR EACH ROW EXECUTE FUNCTION cashbooks_turnover();
--> statement-breakpoint
CREATE TRIGGER cashbooks_turnover_update
  AFTER UPDATE OF opening_balance ON cashbooks
  FOR EACH ROW
  WHEN (OLD.opening_balance IS DISTINCT FROM NEW.opening_balance)
  EXECUTE FUNCTION cashbooks_turnover();
