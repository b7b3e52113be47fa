CREATE INDEX "entries_ledger_side_date_idx" ON "entries" USING btree ("business_id",(case
  when source in ('debt', 'debt_payment') then case when (source = 'debt') = (direction = 'out') then 'receivables' else 'payables' end
  when transfer_role in ('out', 'in') then 'transfer'
  when source = 'invoice_payment' then source
  else direction end),"date","id") WHERE not (category_id is not null and source not in ('debt', 'debt_payment')
  and (transfer_role is null or transfer_role = 'fee'));