/**
 * The ledger's invariants as queries that return the rows breaking them. Tests, the crash script
 * and the benchmark's seed check them; an empty answer means the books are right.
 */
import type { Database } from '../../db/client';
import { SALE_DAYS_CHECK_SQL } from '../invoices/invoices.reads';

/**
 * What each book's kept sums must be, from its entries (none for a book without entries); the
 * benchmark's seed rebuilds the kept sums from the same statement.
 */
export const BOOK_SUMS_SQL = `select business_id, cashbook_id,
    sum(case when direction = 'in' then amount else -amount end) as net,
    coalesce(sum(amount) filter (where entry_class(direction, transfer_role) = 'income'), 0) as income,
    coalesce(sum(amount) filter (where entry_class(direction, transfer_role) = 'expense'), 0) as expense,
    coalesce(sum(amount) filter (where entry_class(direction, transfer_role) = 'transfer_in'), 0) as transfer_in,
    coalesce(sum(amount) filter (where entry_class(direction, transfer_role) = 'transfer_out'), 0) as transfer_out,
    count(*) as n
  from entries group by business_id, cashbook_id`;

const CHECKS: Record<string, string> = {
  // balance = opening + Σ in − Σ out, with the kept net equal to the entries' own sum; and the
  // kept sums per class and count (the totals of whole books, migration 0012) equal to theirs.
  cashbook_sums: `select b.id from cashbooks b
    left join (${BOOK_SUMS_SQL}) e on e.business_id = b.business_id and e.cashbook_id = b.id
    where (b.entries_net, b.income_sum, b.expense_sum, b.transfer_in_sum, b.transfer_out_sum,
        b.entry_count)
      is distinct from (coalesce(e.net, 0), coalesce(e.income, 0), coalesce(e.expense, 0),
        coalesce(e.transfer_in, 0), coalesce(e.transfer_out, 0), coalesce(e.n, 0))`,
  day_totals: `with actual as (
      select business_id, cashbook_id, date as day,
        coalesce(category_id, '00000000-0000-0000-0000-000000000000') as category_key,
        entry_class(direction, transfer_role) as class, source, sum(amount) as amount, count(*) as n
      from entries group by 1, 2, 3, 4, 5, 6)
    select coalesce(a.cashbook_id, t.cashbook_id) as cashbook_id, coalesce(a.day, t.day) as day
    from actual a full join (select * from entry_day_totals where entry_count <> 0 or amount <> 0) t
      using (business_id, cashbook_id, day, category_key, class, source)
    where a.amount is distinct from t.amount or a.n is distinct from t.entry_count`,
  transfer_legs: `select t.id from transfers t
    where (select count(*) from entries e where e.business_id = t.business_id and e.transfer_id = t.id and e.transfer_role = 'out'
             and e.cashbook_id = t.from_cashbook_id and e.amount = t.amount_sent and e.direction = 'out') <> 1
       or (select count(*) from entries e where e.business_id = t.business_id and e.transfer_id = t.id and e.transfer_role = 'in'
             and e.cashbook_id = t.to_cashbook_id and e.amount = t.amount_received and e.direction = 'in') <> 1
       or (select count(*) from entries e where e.business_id = t.business_id and e.transfer_id = t.id and e.transfer_role = 'fee'
             and e.cashbook_id = t.from_cashbook_id and e.amount = t.fee and e.direction = 'out')
          <> (case when t.fee > 0 then 1 else 0 end)
       or (select count(*) from entries e where e.business_id = t.business_id and e.transfer_id = t.id)
          <> (case when t.fee > 0 then 3 else 2 end)`,
  // The kept turnover (the books' range, migration 0009) is Σ |opening| + Σ entry amounts.
  ledger_turnover: `select b.id from businesses b
    left join ledger_turnover l on l.business_id = b.id
    where l.amount is distinct from
      coalesce((select sum(abs(c.opening_balance)) from cashbooks c where c.business_id = b.id), 0)
      + coalesce((select sum(e.amount) from entries e where e.business_id = b.id), 0)`,
  // A transfer's principal legs are never income or expense: no category, transfer classes only.
  transfer_not_income: `select id from entries
    where (transfer_role in ('in', 'out') and category_id is not null)
       or ((transfer_id is not null) <> (source = 'transfer'))`,
  // An invoice's paid = Σ its payments = Σ the entries linked to it (issue 14).
  invoice_paid: `select i.id from invoices i
    where i.paid is distinct from coalesce((select sum(p.amount) from invoice_payments p
        where p.business_id = i.business_id and p.invoice_id = i.id), 0)
       or i.paid is distinct from coalesce((select sum(e.amount) from entries e
        where e.business_id = i.business_id and e.invoice_id = i.id), 0)`,
  // The invoice sums the trigger keeps (migration 0018) are their invoices' own.
  invoice_totals: `with actual as (select business_id, currency, status, sum(total) as total,
        sum(paid) as paid, count(*) as n from invoices group by 1, 2, 3)
    select coalesce(a.business_id, t.business_id) as business_id from actual a
    full join (select * from invoice_totals where invoice_count <> 0 or total <> 0 or paid <> 0) t
      using (business_id, currency, status)
    where (a.total, a.paid, a.n) is distinct from (t.total, t.paid, t.invoice_count::bigint)`,
  // What the sent invoices sold per day, customer and product, as the triggers keep it (0034).
  invoice_sale_days: SALE_DAYS_CHECK_SQL,
  // Each payment's entry is money in, of its amount, in its book, linked to its invoice; and
  // every entry linked to an invoice is some payment's.
  invoice_payment_entries: `select p.id from invoice_payments p
    left join entries e on e.business_id = p.business_id and e.id = p.entry_id
    where e.id is null or e.amount <> p.amount or e.cashbook_id <> p.cashbook_id or e.date <> p.date
       or e.invoice_id is distinct from p.invoice_id or e.direction <> 'in' or e.source <> 'invoice_payment'
    union all
    select e.id from entries e where e.invoice_id is not null and not exists
      (select 1 from invoice_payments p where p.business_id = e.business_id and p.entry_id = e.id)`,
  // A debt's paid = Σ its payments = Σ its payments' entries (issue 15); its status follows:
  // void with its date of voiding, else paid exactly when nothing remains.
  debt_paid: `select d.id from debts d
    where d.paid is distinct from coalesce((select sum(p.amount) from debt_payments p
        where p.business_id = d.business_id and p.debt_id = d.id), 0)
       or d.paid is distinct from coalesce((select sum(e.amount) from entries e
        where e.business_id = d.business_id and e.debt_id = d.id and e.source = 'debt_payment'), 0)
       or (d.status = 'void') <> (d.voided_at is not null)
       or (d.status <> 'void' and (d.status = 'paid') <> (d.paid = d.amount))`,
  // Each payment's entry is of its amount, date and book, linked to its debt, money in for a
  // credit and out for a debt; every debt_payment entry is some payment's.
  debt_payment_entries: `select p.id from debt_payments p
    join debts d on d.business_id = p.business_id and d.id = p.debt_id
    left join entries e on e.business_id = p.business_id and e.id = p.entry_id
    where e.id is null or e.amount <> p.amount or e.cashbook_id <> p.cashbook_id or e.date <> p.date
       or e.debt_id is distinct from p.debt_id or e.source <> 'debt_payment'
       or e.direction <> (case when d.kind = 'credit' then 'in' else 'out' end)
    union all
    select e.id from entries e where e.source = 'debt_payment' and not exists
      (select 1 from debt_payments p where p.business_id = e.business_id and p.entry_id = e.id)`,
  // The cash a debt moved at creation is its entry_id's, both ways: of its amount, date and
  // contact, out for a credit and in for a debt; every `debt` entry is its debt's entry.
  debt_entries: `select d.id from debts d
    left join entries e on e.business_id = d.business_id and e.id = d.entry_id
    where d.entry_id is not null and (e.id is null or e.source <> 'debt'
       or e.debt_id is distinct from d.id or e.amount <> d.amount or e.date <> d.date
       or e.contact_id is distinct from d.contact_id
       or e.direction <> (case when d.kind = 'credit' then 'out' else 'in' end))
    union all
    select e.id from entries e where e.source = 'debt' and not exists
      (select 1 from debts d where d.business_id = e.business_id and d.id = e.debt_id
         and d.entry_id = e.id)`,
  // The debt sums the trigger keeps (migration 0022) are their debts' own.
  debt_totals: `with actual as (select business_id, currency, kind, status, sum(amount) as amount,
        sum(paid) as paid, count(*) as n from debts group by 1, 2, 3, 4)
    select coalesce(a.business_id, t.business_id) as business_id from actual a
    full join (select * from debt_totals where debt_count <> 0 or amount <> 0 or paid <> 0) t
      using (business_id, currency, kind, status)
    where (a.amount, a.paid, a.n) is distinct from (t.amount, t.paid, t.debt_count::bigint)`,
};

export type Violation = { check: string; rows: unknown[] };

export async function findViolations(database: Pick<Database, 'query'>): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const [check, text] of Object.entries(CHECKS)) {
    const rows = await database.query(text);
    if (rows.length > 0) violations.push({ check, rows: rows.slice(0, 5) });
  }
  return violations;
}
