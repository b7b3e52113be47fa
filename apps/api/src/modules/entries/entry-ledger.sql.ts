/**
 * The reports' statements over the books (issue 16): sums of the day totals the entries trigger
 * keeps, per book and month or per book and account, and the first movements of each account of
 * a period. The bench runs the same text.
 */
import {
  CATEGORY_ACCOUNT_SQL,
  DEBT_SOURCES,
  ENTRY_LEDGER_SIDE_SQL,
  ENTRY_LEDGER_SIDES,
} from '../../db/entry-ledger-sides';
import type { Statement } from '../../db/sql';

/** Per book, month, class and whether it is debt cash, from `from` to `to`. */
export function monthlyClassTotalsSql(
  businessId: string,
  from: string,
  to: string,
  cashbookId: string | null,
): Statement {
  return {
    text: `select cashbook_id, to_char(day, 'YYYY-MM') as month, class,
  source in ${DEBT_SOURCES} as debt, sum(amount) as amount
from entry_day_totals
where business_id = $1 and day between $2::date and $3::date
  and ($4::uuid is null or cashbook_id = $4::uuid)
group by 1, 2, 3, 4`,
    params: [businessId, from, to, cashbookId],
  };
}

/**
 * Per book, category (its name and kind), class and source, up to and including `to` (from
 * `from` on when given): what names each account's postings as the journal does.
 */
export function accountTotalsSql(
  businessId: string,
  from: string | null,
  to: string,
  cashbookId: string | null,
): Statement {
  return {
    text: `select t.cashbook_id, c.id as category_id, c.name as category_name,
  c.kind as category_kind, t.class, t.source, sum(t.amount) as amount, sum(t.entry_count) as count
from entry_day_totals t
left join categories c on c.business_id = t.business_id and c.id = t.category_key
where t.business_id = $1 and t.day <= $3::date and ($2::date is null or t.day >= $2::date)
  and ($4::uuid is null or t.cashbook_id = $4::uuid)
group by t.cashbook_id, t.category_key, c.id, c.name, c.kind, t.class, t.source`,
    params: [businessId, from, to, cashbookId],
  };
}

/**
 * The entries of a period that are among the first `cap` of their book or of their other
 * account (category, uncategorised side or invoice payments, receivables, payables), oldest
 * first: the partitions follow `categoryAccount` of the journal export. A superset: the caller
 * keeps each account's first `cap`. Books, categories and the other sides are each read by their
 * own index, `cap` rows at most: no statement sorts or ranks the period's entries.
 */
export function firstMovementsSql(
  businessId: string,
  from: string,
  to: string,
  cashbookId: string | null,
  cap: number,
): Statement {
  const period = `e.business_id = $1 and e.date between $2::date and $3::date
      and ($4::uuid is null or e.cashbook_id = $4::uuid)`;
  const sides = ENTRY_LEDGER_SIDES.map((side) => `('${side}')`).join(', ');
  return {
    text: `with picked as (
  select first.id from cashbooks b cross join lateral (
    select e.id from entries e where e.cashbook_id = b.id and ${period}
    order by e.date, e.id limit $5
  ) first
  where b.business_id = $1 and ($4::uuid is null or b.id = $4::uuid)
  union
  select first.id from categories c cross join lateral (
    select e.id from entries e where e.category_id = c.id and ${period} and ${CATEGORY_ACCOUNT_SQL}
    order by e.date, e.id limit $5
  ) first
  where c.business_id = $1
  union
  select first.id from (values ${sides}) s(side) cross join lateral (
    select id from entries
    where business_id = $1 and (${ENTRY_LEDGER_SIDE_SQL}) = s.side and not (${CATEGORY_ACCOUNT_SQL})
      and date between $2::date and $3::date and ($4::uuid is null or cashbook_id = $4::uuid)
    order by date, id limit $5
  ) first
)
select e.id, e.date::text as date, e.cashbook_id, b.name as cashbook_name, b.currency, e.direction,
  e.amount, c.name as category_name, c.kind as category_kind, e.description, e.reference, e.source,
  e.transfer_id, e.transfer_role, null as created_by_name
from picked
join entries e on e.business_id = $1 and e.id = picked.id
join cashbooks b on b.id = e.cashbook_id and b.business_id = e.business_id
left join categories c on c.id = e.category_id and c.business_id = e.business_id
order by e.date, e.id`,
    params: [businessId, from, to, cashbookId, cap],
  };
}
