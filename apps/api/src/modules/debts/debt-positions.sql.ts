/**
 * Where contacts and the business stand (DESIGN.md §6 "Debt and credit"): per contact and
 * currency, what they owe on open credits and on invoices, and what the business owes them on
 * open debts. One aggregate over the open rows only (partial indexes `debts_open_*` and
 * `invoices_owed_contact_idx`), so the summary's page 1 and a deep page cost the same.
 */
import type { DebtSummarySide } from '@usaha/shared';
import { keyset } from '../../db/keyset';
import { containsPattern, searchTerms } from '../../db/search-term';
import { SqlParts, type Statement } from '../../db/sql';
import { owedInvoicesByContact } from '../invoices/invoices.reads';

/** The summary's order: overdue first (when asked), the larger amount, then contact and currency. */
export const summaryKeyset = keyset({
  overdue: 'flag',
  amount: 'integer',
  contact: 'uuid',
  currency: 'text',
});
export type SummaryKey = { overdue: boolean; amount: string; contact: string; currency: string };

/**
 * `figures`: one row per contact and currency with anything owed either way. Sums are `numeric`
 * (the raw client hands them over as text). `at` names the placeholders of the business, today
 * and, for one contact's position, the contact; the invoices' part reads the same ones.
 */
function figuresCte(at: { business: string; today: string; contact: string | null }): string {
  const owed = 'd.amount - d.paid';
  const late = `d.due_date < ${at.today}::date`;
  const contact = at.contact ? ` and d.contact_id = ${at.contact}::uuid` : '';
  const invoices = owedInvoicesByContact(at);
  return `owed as (
  select d.contact_id, d.currency,
    coalesce(sum(${owed}) filter (where d.kind = 'credit'), 0) as credits,
    0::numeric as invoices_due,
    coalesce(sum(${owed}) filter (where d.kind = 'debt'), 0) as payable,
    coalesce(sum(${owed}) filter (where d.kind = 'credit' and ${late}), 0) as overdue_receivable,
    coalesce(sum(${owed}) filter (where d.kind = 'debt' and ${late}), 0) as overdue_payable,
    min(d.due_date) filter (where d.kind = 'credit') as receivable_due,
    min(d.due_date) filter (where d.kind = 'debt') as payable_due
  from debts d
  where d.business_id = ${at.business} and d.status = 'open'${contact}
  group by d.contact_id, d.currency
  union all
  select o.contact_id, o.currency, 0, o.amount_due, 0, o.overdue_amount, 0, o.next_due_date, null
  from (${invoices}) o
), figures as materialized (
  select contact_id, currency, sum(credits) as credits, sum(invoices_due) as invoices_due,
    sum(payable) as payable, sum(overdue_receivable) as overdue_receivable,
    sum(overdue_payable) as overdue_payable, min(receivable_due) as receivable_due,
    min(payable_due) as payable_due
  from owed
  group by contact_id, currency
)`;
}

const FIGURES = ['credits', 'invoices_due', 'payable', 'overdue_receivable', 'overdue_payable'];
const FIGURE_COLUMNS = FIGURES.join(', ');

/**
 * One contact's figures per currency (FiguresRow): no row when the contact is not the
 * business's, one row without a currency when nothing is owed either way.
 */
export function positionSql(businessId: string, contactId: string, today: string): Statement {
  const parts = new SqlParts();
  const business = parts.param(businessId);
  const contact = parts.param(contactId);
  const figures = figuresCte({ business, today: parts.param(today), contact });
  return {
    text: `with ${figures}
select f.currency, ${FIGURES.map((name) => `f.${name}`).join(', ')}
from contacts c left join figures f on true
where c.business_id = ${business} and c.id = ${contact}::uuid
order by f.currency`,
    params: parts.params,
  };
}

/** What the summary's side sorts by and calls overdue. */
const SIDES: Record<DebtSummarySide, { amount: string; overdue: string; due: string }> = {
  receivable: {
    amount: 'f.credits + f.invoices_due',
    overdue: 'f.overdue_receivable > 0',
    due: 'f.receivable_due',
  },
  payable: { amount: 'f.payable', overdue: 'f.overdue_payable > 0', due: 'f.payable_due' },
};

export type SummaryQuery = {
  side: DebtSummarySide;
  overdue_first: boolean;
  q?: string | undefined;
  limit: number;
};

/**
 * One page of the summary (row_kind `item`, one row more than `limit`) and, with `totals`, the
 * whole business's sums per currency (row_kind `total`), in one statement over one aggregate.
 */
export function summarySql(
  businessId: string,
  query: SummaryQuery,
  today: string,
  cursor: SummaryKey | null,
  totals: boolean,
): Statement {
  const parts = new SqlParts();
  const business = parts.param(businessId);
  const figures = figuresCte({ business, today: parts.param(today), contact: null });
  const side = SIDES[query.side];
  const conditions = ['r.sort_amount > 0'];
  for (const term of searchTerms(query.q, { phones: false })) {
    conditions.push(`c.name ilike ${parts.param(containsPattern(term))}`);
  }
  if (cursor) {
    conditions.push(
      `(r.sort_overdue, r.sort_amount, r.contact_id, r.currency) < (${parts.param(cursor.overdue)}::boolean, ${parts.param(cursor.amount)}::numeric, ${parts.param(cursor.contact)}::uuid, ${parts.param(cursor.currency)})`,
    );
  }
  const limit = parts.param(query.limit + 1);
  const totalsPart = totals
    ? `
union all
select 'total', null, null, null, currency, sum(credits), sum(invoices_due), sum(payable),
  sum(overdue_receivable), sum(overdue_payable), null, null, null
from figures
group by currency`
    : '';
  return {
    text: `with ${figures}, ranked as (
  select f.*, ${side.amount} as sort_amount,
    ${query.overdue_first ? side.overdue : 'false'} as sort_overdue, ${side.due} as next_due
  from figures f
), page as (
  select r.*, c.name as contact_name, c.phone as contact_phone
  from ranked r join contacts c on c.business_id = ${business} and c.id = r.contact_id
  where ${conditions.join(' and ')}
  order by r.sort_overdue desc, r.sort_amount desc, r.contact_id desc, r.currency desc
  limit ${limit}
)
select 'item' as row_kind, contact_id, contact_name, contact_phone, currency, ${FIGURE_COLUMNS},
  next_due::text as next_due_date, sort_overdue, sort_amount
from page${totalsPart}
order by row_kind, sort_overdue desc, sort_amount desc, contact_id desc, currency desc`,
    params: parts.params,
  };
}
