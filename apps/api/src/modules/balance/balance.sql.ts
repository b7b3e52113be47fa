/** Balances on a date, read from the day totals the entries trigger keeps (not from every entry). */
import type { Statement } from '../../db/sql';

export function balanceOnSql(businessId: string, date: string): Statement {
  return {
    text: `select b.id, b.name, b.kind, b.currency, b.archived_at is not null as archived,
  b.opening_balance + coalesce(t.net, 0) as balance
from cashbooks b
left join (
  select cashbook_id, sum(case when class in ('income', 'transfer_in') then amount else -amount end) as net
  from entry_day_totals where business_id = $1 and day <= $2::date group by cashbook_id
) t on t.cashbook_id = b.id
where b.business_id = $1
order by b.created_at, b.id`,
    params: [businessId, date],
  };
}

/** Net movement per book and month up to a date; the trend adds them up month by month. */
export function monthlyNetSql(businessId: string, date: string): Statement {
  return {
    text: `select cashbook_id, to_char(day, 'YYYY-MM') as month,
  sum(case when class in ('income', 'transfer_in') then amount else -amount end) as net
from entry_day_totals where business_id = $1 and day <= $2::date
group by 1, 2`,
    params: [businessId, date],
  };
}
