/**
 * The general ledger's accounts an entry without a category account posts to (its "side"), as
 * the journal export names them (`categoryAccount`): receivables or payables for debt cash, the
 * transfer account for a transfer's legs, invoice payments, and the uncategorised in and out.
 * An expression index on it (entries_ledger_side_date_idx) lets the report read each side's first
 * movements of a period straight from the index instead of ranking every such entry. Both texts
 * name bare columns of `entries`, so the index and the report's statement say the same thing.
 */

/** The sources of a debt's cash: its creation and its payments. */
export const DEBT_SOURCES = `('debt', 'debt_payment')`;

/** The entries whose other account is a category: every other entry has a side. */
export const CATEGORY_ACCOUNT_SQL = `category_id is not null and source not in ${DEBT_SOURCES}
  and (transfer_role is null or transfer_role = 'fee')`;

export const ENTRY_LEDGER_SIDE_SQL = `case
  when source in ${DEBT_SOURCES} then case when (source = 'debt') = (direction = 'out') then 'receivables' else 'payables' end
  when transfer_role in ('out', 'in') then 'transfer'
  when source = 'invoice_payment' then source
  else direction end`;

export const ENTRY_LEDGER_SIDES = [
  'receivables',
  'payables',
  'transfer',
  'invoice_payment',
  'in',
  'out',
] as const;
