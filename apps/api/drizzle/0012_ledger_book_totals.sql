ALTER TABLE "cashbooks" ADD COLUMN "income_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashbooks" ADD COLUMN "expense_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashbooks" ADD COLUMN "transfer_in_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashbooks" ADD COLUMN "transfer_out_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashbooks" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each book keeps its entries' amounts per class and their number beside entries_net, in the same
-- UPDATE of its row: the totals of an unfiltered list add up a few book rows, not every day total.
CREATE OR REPLACE FUNCTION entries_apply(
  p_business uuid, p_cashbook uuid, p_day date, p_category uuid, p_direction text,
  p_transfer_role text, p_source text, p_amount bigint, p_sign integer
) RETURNS void AS $$
DECLARE
  v_class text := entry_class(p_direction, p_transfer_role);
  v_change bigint := p_sign * p_amount;
BEGIN
  UPDATE cashbooks SET
      entries_net = entries_net + (CASE WHEN p_direction = 'in' THEN v_change ELSE -v_change END),
      income_sum = income_sum + (CASE WHEN v_class = 'income' THEN v_change ELSE 0 END),
      expense_sum = expense_sum + (CASE WHEN v_class = 'expense' THEN v_change ELSE 0 END),
      transfer_in_sum = transfer_in_sum + (CASE WHEN v_class = 'transfer_in' THEN v_change ELSE 0 END),
      transfer_out_sum = transfer_out_sum + (CASE WHEN v_class = 'transfer_out' THEN v_change ELSE 0 END),
      entry_count = entry_count + p_sign
    WHERE id = p_cashbook AND business_id = p_business;
  INSERT INTO entry_day_totals AS t
      (business_id, cashbook_id, day, category_key, class, source, amount, entry_count)
    VALUES (p_business, p_cashbook, p_day, coalesce(p_category, '00000000-0000-0000-0000-000000000000'),
      v_class, p_source, v_change, p_sign)
    ON CONFLICT (business_id, cashbook_id, day, category_key, class, source)
    DO UPDATE SET amount = t.amount + excluded.amount, entry_count = t.entry_count + excluded.entry_count;
  UPDATE ledger_turnover SET amount = amount + p_sign * p_amount::numeric
    WHERE business_id = p_business;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The books already written to get their sums from their entries.
UPDATE cashbooks b SET
    income_sum = s.income, expense_sum = s.expense, transfer_in_sum = s.transfer_in,
    transfer_out_sum = s.transfer_out, entry_count = s.n
  FROM (
    SELECT business_id, cashbook_id,
      coalesce(sum(amount) FILTER (WHERE entry_class(direction, transfer_role) = 'income'), 0) AS income,
      coalesce(sum(amount) FILTER (WHERE entry_class(direction, transfer_role) = 'expense'), 0) AS expense,
      coalesce(sum(amount) FILTER (WHERE entry_class(direction, transfer_role) = 'transfer_in'), 0) AS transfer_in,
      coalesce(sum(amount) FILTER (WHERE entry_class(direction, transfer_role) = 'transfer_out'), 0) AS transfer_out,
      count(*) AS n
    FROM entries GROUP BY business_id, cashbook_id
  ) s
  WHERE b.business_id = s.business_id AND b.id = s.cashbook_id;
