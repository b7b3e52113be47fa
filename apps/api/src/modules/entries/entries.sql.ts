/**
 * The statements behind the Transaksi list, as text with parameters: the list runs them on the
 * raw client, and the benchmark runs exactly these texts in a bare handler.
 */
import type { EntryFilter } from '@usaha/shared';
import type { DateKey } from '../../db/keyset';
import { escapeLike } from '../../db/search-term';
import type { Statement } from '../../db/sql';

class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(template: (placeholder: string) => string, value: unknown) {
    this.params.push(value);
    this.parts.push(template(`$${this.params.length}`));
  }
  get where() {
    return this.parts.join(' and ');
  }
}

export function entryConditions(businessId: string, filter: EntryFilter): Conditions {
  const c = new Conditions();
  c.add((p) => `e.business_id = ${p}`, businessId);
  if (filter.from) c.add((p) => `e.date >= ${p}`, filter.from);
  if (filter.to) c.add((p) => `e.date <= ${p}`, filter.to);
  if (filter.cashbook_id) c.add((p) => `e.cashbook_id = ${p}`, filter.cashbook_id);
  if (filter.category_id) c.add((p) => `e.category_id = ${p}`, filter.category_id);
  if (filter.contact_id) c.add((p) => `e.contact_id = ${p}`, filter.contact_id);
  if (filter.direction) c.add((p) => `e.direction = ${p}`, filter.direction);
  if (filter.source) c.add((p) => `e.source = ${p}`, filter.source);
  if (filter.q) {
    c.add(
      (p) => `(e.description ilike ${p} or e.reference ilike ${p})`,
      `%${escapeLike(filter.q)}%`,
    );
  }
  return c;
}

/** The rows past a key in the list's order: below it newest first, above it oldest first. */
function afterKey(c: Conditions, key: DateKey, order: 'asc' | 'desc') {
  c.params.push(key.date, key.id);
  const n = c.params.length;
  c.parts.push(`(e.date, e.id) ${order === 'asc' ? '>' : '<'} ($${n - 1}::date, $${n}::uuid)`);
}

const LIST_COLUMNS = `e.id, e.cashbook_id, b.currency, e.direction, e.amount, e.date::text as date,
  e.category_id, e.contact_id, e.description, e.reference, e.source, e.transfer_id, e.transfer_role,
  e.import_id, e.invoice_id, e.debt_id, e.attachment_count, e.created_by, e.version, e.created_at, e.updated_at`;

/** One page, newest first, by keyset: the cost does not grow with the depth of the page. */
export function entryPageSql(
  businessId: string,
  filter: EntryFilter,
  cursor: DateKey | null,
  limit: number,
): Statement {
  const c = entryConditions(businessId, filter);
  if (cursor) afterKey(c, cursor, 'desc');
  c.params.push(limit + 1);
  return {
    text: `select ${LIST_COLUMNS}
from entries e join cashbooks b on b.id = e.cashbook_id and b.business_id = e.business_id
where ${c.where}
order by e.date desc, e.id desc
limit $${c.params.length}`,
    params: c.params,
  };
}

/** The classes of the totals (entry_class in migration 0003): a transfer's fee is an expense. */
const CLASSES = ['income', 'expense', 'transfer_in', 'transfer_out'] as const;

/** The totals' columns, one row per currency: each class's sum of `amount`, and `count`. */
function perCurrency(classOf: string, amount: string, count: string): string {
  const sums = CLASSES.map(
    (name) => `sum(${amount}) filter (where ${classOf} = '${name}') as ${name}`,
  );
  return `b.currency, ${sums.join(', ')}, ${count} as count`;
}

/** Nothing narrows the filter but its cash book: it covers whole books. */
export function coversWholeBooks(filter: EntryFilter): boolean {
  return Object.entries(filter).every(([key, value]) => key === 'cashbook_id' || !value);
}

/**
 * Totals of the whole filter per currency. Over whole books they add up the sums each book keeps
 * (migration 0012), a row per book; without a text search or a contact, from the day totals the
 * trigger keeps; with one, from the matching entries themselves (a contact's entries are few and
 * have their own index).
 */
export function entryTotalsSql(businessId: string, filter: EntryFilter): Statement {
  if (coversWholeBooks(filter)) {
    const c = new Conditions();
    c.add((p) => `b.business_id = ${p}`, businessId);
    if (filter.cashbook_id) c.add((p) => `b.id = ${p}`, filter.cashbook_id);
    const sums = CLASSES.map((name) => `sum(b.${name}_sum) as ${name}`);
    return {
      text: `select b.currency, ${sums.join(', ')}, sum(b.entry_count) as count
from cashbooks b
where ${c.where}
group by b.currency
having sum(b.entry_count) > 0`,
      params: c.params,
    };
  }
  if (filter.q || filter.contact_id) {
    const c = entryConditions(businessId, filter);
    return {
      text: `select ${perCurrency('entry_class(e.direction, e.transfer_role)', 'e.amount', 'count(*)')}
from entries e join cashbooks b on b.id = e.cashbook_id and b.business_id = e.business_id
where ${c.where}
group by b.currency`,
      params: c.params,
    };
  }
  const c = new Conditions();
  c.add((p) => `t.business_id = ${p}`, businessId);
  if (filter.from) c.add((p) => `t.day >= ${p}`, filter.from);
  if (filter.to) c.add((p) => `t.day <= ${p}`, filter.to);
  if (filter.cashbook_id) c.add((p) => `t.cashbook_id = ${p}`, filter.cashbook_id);
  if (filter.category_id) c.add((p) => `t.category_key = ${p}`, filter.category_id);
  if (filter.direction === 'in') c.parts.push(`t.class in ('income', 'transfer_in')`);
  if (filter.direction === 'out') c.parts.push(`t.class in ('expense', 'transfer_out')`);
  if (filter.source) c.add((p) => `t.source = ${p}`, filter.source);
  return {
    text: `select ${perCurrency('t.class', 't.amount', 'sum(t.entry_count)')}
from entry_day_totals t join cashbooks b on b.id = t.cashbook_id and b.business_id = t.business_id
where ${c.where}
group by b.currency`,
    params: c.params,
  };
}

/** A book's balance now: its opening plus the net its entries' trigger keeps. */
export function bookBalanceSql(businessId: string, cashbookId: string): Statement {
  return {
    text: 'select opening_balance + entries_net as balance from cashbooks where business_id = $1 and id = $2',
    params: [businessId, cashbookId],
  };
}

/** A book's balance up to and including one entry, read from the day totals plus that day. */
export function balanceThroughSql(
  businessId: string,
  cashbookId: string,
  through: DateKey,
): Statement {
  return {
    text: `select (select opening_balance from cashbooks where business_id = $1 and id = $2)
  + coalesce((select sum(case when class in ('income', 'transfer_in') then amount else -amount end)
      from entry_day_totals where business_id = $1 and cashbook_id = $2 and day < $3::date), 0)
  + coalesce((select sum(case when direction = 'in' then amount else -amount end)
      from entries where business_id = $1 and cashbook_id = $2 and date = $3::date and id <= $4::uuid), 0)
  as balance`,
    params: [businessId, cashbookId, through.date, through.id],
  };
}

/**
 * A chunk of a download: the filter's entries after `after` in `order`, with the names the files
 * show (book, category, who recorded it); one row more than `limit`, as every keyset page.
 */
export function entryExportSql(
  businessId: string,
  filter: EntryFilter,
  after: DateKey | null,
  order: 'asc' | 'desc',
  limit: number,
): Statement {
  const c = entryConditions(businessId, filter);
  if (after) afterKey(c, after, order);
  c.params.push(limit + 1);
  return {
    text: `select e.id, e.date::text as date, e.cashbook_id, b.name as cashbook_name, b.currency,
  e.direction, e.amount, c.name as category_name, c.seed_key as category_seed_key,
  c.kind as category_kind, e.description, e.reference, e.source, e.transfer_id, e.transfer_role,
  u.full_name as created_by_name
from entries e
join cashbooks b on b.id = e.cashbook_id and b.business_id = e.business_id
left join categories c on c.id = e.category_id and c.business_id = e.business_id
left join users u on u.id = e.created_by
where ${c.where}
order by e.date ${order}, e.id ${order}
limit $${c.params.length}`,
    params: c.params,
  };
}
