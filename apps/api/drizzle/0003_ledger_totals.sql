-- Cash book balances and the day totals follow every change to entries in the same transaction,
-- so "balance = opening + Σ in − Σ out" holds whatever writes the rows, also after a crash.
CREATE OR REPLACE FUNCTION entry_class(direction text, transfer_role text) RETURNS text AS $$
  SELECT CASE
    WHEN transfer_role = 'in' THEN 'transfer_in'
    WHEN transfer_role = 'out' THEN 'transfer_out'
    WHEN direction = 'in' THEN 'income'
    ELSE 'expense'
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
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
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION entries_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM entries_apply(OLD.business_id, OLD.cashbook_id, OLD.date, OLD.category_id, OLD.direction,
      OLD.transfer_role, OLD.source, OLD.amount, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM entries_apply(NEW.business_id, NEW.cashbook_id, NEW.date, NEW.category_id, NEW.direction,
      NEW.transfer_role, NEW.source, NEW.amount, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER entries_totals_insert_delete
  AFTER INSERT OR DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION entries_totals();
--> statement-breakpoint
CREATE TRIGGER entries_totals_update
  AFTER UPDATE ON entries
  FOR EACH ROW
  WHEN (OLD.cashbook_id IS DISTINCT FROM NEW.cashbook_id OR OLD.direction IS DISTINCT FROM NEW.direction
    OR OLD.amount IS DISTINCT FROM NEW.amount OR OLD.date IS DISTINCT FROM NEW.date
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.source IS DISTINCT FROM NEW.source
    OR OLD.transfer_role IS DISTINCT FROM NEW.transfer_role)
  EXECUTE FUNCTION entries_totals();
--> statement-breakpoint
CREATE TRIGGER entries_no_truncate
  BEFORE TRUNCATE ON entries
  FOR EACH STATEMENT EXECUTE FUNCTION activities_refuse_change();
