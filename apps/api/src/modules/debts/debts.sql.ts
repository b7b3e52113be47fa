/**
 * The statements behind the debt list and its totals, as text with parameters (alias `d`): the
 * repository runs them on the raw client, and the benchmark can run exactly these texts.
 */
import type { DebtFilter } from '@usaha/shared';
import type { DateKey } from '../../db/keyset';
import { containsPattern, searchTerms } from '../../db/search-term';
import { SqlParts, type Statement } from '../../db/sql';

/** The columns of DebtViewRow (debt-mappers.ts). */
const VIEW_COLUMNS = `d.id, d.kind, d.status, d.contact_id, c.name as contact_name,
  c.phone as contact_phone, d.currency, d.amount, d.paid, d.date::text as date,
  d.due_date::text as due_date, d.description, d.reference, d.entry_id, e.cashbook_id,
  d.voided_at, d.version, d.created_at, d.updated_at`;

const FROM = `debts d
join contacts c on c.business_id = d.business_id and c.id = d.contact_id
left join entries e on e.business_id = d.business_id and e.id = d.entry_id`;

/** Open after its due date: `today` is the business date it is judged on. */
const overdueOn = (today: string) => `(d.status = 'open' and d.due_date < ${today}::date)`;

/** The filter as conditions; q looks in the contact's name, the description and the reference. */
export function debtConditions(businessId: string, filter: DebtFilter, today: string): SqlParts {
  const parts = new SqlParts();
  parts.and(`d.business_id = ${parts.param(businessId)}`);
  if (filter.kind) parts.and(`d.kind = ${parts.param(filter.kind)}`);
  if (filter.status) parts.and(`d.status = ${parts.param(filter.status)}`);
  if (filter.contact_id) parts.and(`d.contact_id = ${parts.param(filter.contact_id)}::uuid`);
  if (filter.due_before) parts.and(`d.due_date <= ${parts.param(filter.due_before)}::date`);
  if (filter.overdue !== undefined) {
    const overdue = overdueOn(parts.param(today));
    // No due date is never overdue: `is not true` keeps those rows where `not` would drop them.
    parts.and(filter.overdue ? overdue : `${overdue} is not true`);
  }
  for (const term of searchTerms(filter.q, { phones: false })) {
    const pattern = parts.param(containsPattern(term));
    parts.and(
      `(c.name ilike ${pattern} or d.description ilike ${pattern} or d.reference ilike ${pattern})`,
    );
  }
  return parts;
}

/** One page, newest date first, by keyset on `debts_business_date_idx`; one row more than asked. */
export function debtPageSql(
  businessId: string,
  filter: DebtFilter,
  today: string,
  cursor: DateKey | null,
  limit: number,
): Statement {
  const parts = debtConditions(businessId, filter, today);
  if (cursor) {
    parts.and(
      `(d.date, d.id) < (${parts.param(cursor.date)}::date, ${parts.param(cursor.id)}::uuid)`,
    );
  }
  const limitParam = parts.param(limit + 1);
  return {
    text: `select ${VIEW_COLUMNS}
from ${FROM}
${parts.whereClause()}
order by d.date desc, d.id desc
limit ${limitParam}`,
    params: parts.params,
  };
}

/** The filters the kept sums (debt_totals, migration 0022) answer: none, kind, status. */
const KEPT_FILTERS = new Set(['kind', 'status']);

/**
 * Amount, paid, remaining and count per currency over the whole filter: the sums of the rows the
 * list shows (a void record's remaining is zero). Without a filter, or by kind and status alone,
 * from the kept sums; with any other, from the matching debts themselves.
 */
export function debtTotalsSql(businessId: string, filter: DebtFilter, today: string): Statement {
  const keptCovers = Object.entries(filter).every(
    ([key, value]) => KEPT_FILTERS.has(key) || value === undefined || value === '',
  );
  if (keptCovers) {
    const parts = new SqlParts();
    parts.and(`t.business_id = ${parts.param(businessId)}`);
    if (filter.kind) parts.and(`t.kind = ${parts.param(filter.kind)}`);
    if (filter.status) parts.and(`t.status = ${parts.param(filter.status)}`);
    return {
      text: `select t.currency, sum(t.amount) as amount, sum(t.paid) as paid,
  coalesce(sum(t.amount - t.paid) filter (where t.status = 'open'), 0) as remaining,
  sum(t.debt_count) as count
from debt_totals t
${parts.whereClause()}
group by t.currency
having sum(t.debt_count) > 0
order by t.currency`,
      params: parts.params,
    };
  }
  const parts = debtConditions(businessId, filter, today);
  return {
    text: `select d.currency, sum(d.amount) as amount, sum(d.paid) as paid,
  coalesce(sum(d.amount - d.paid) filter (where d.status = 'open'), 0) as remaining,
  count(*) as count
from debts d join contacts c on c.business_id = d.business_id and c.id = d.contact_id
${parts.whereClause()}
group by d.currency
order by d.currency`,
    params: parts.params,
  };
}
