/**
 * The baselines of the report figures (issue 16): bare Fastify handlers, no authentication, each
 * running the plain SQL a naive implementation of a report (or of the dashboard's cards) would
 * run over the base tables — entries, cashbooks and categories, invoices with their lines and
 * payments, debts with their payments — and answering its rows as JSON (amounts as numbers).
 * None reads the sums the triggers keep (entry_day_totals, the books' sums, invoice_totals).
 */
import Fastify from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import type { Statement } from '../../apps/api/src/db/sql';
import { RAW_BALANCE_SQL } from './bare-ledger';
import { type LogLevel, listen, loggerFor, type Running } from './servers';

/** What a statement is given: the business, the period, the date read on, its time zone. */
export type RawContext = {
  businessId: string;
  from: string;
  to: string;
  date: string;
  timezone: string;
};

type RawStatement = (context: RawContext) => Statement;
export type RawReport = Record<string, RawStatement>;

/** The income and expense rules of the reports: transfers' own legs and debt cash left out. */
const PROFIT_RULES = `(e.transfer_role is null or e.transfer_role = 'fee')
  and e.source not in ('debt', 'debt_payment')`;
const IN_PERIOD = 'e.business_id = $1 and e.date between $2::date and $3::date';
const period =
  (text: string): RawStatement =>
  (c) => ({
    text,
    params: [c.businessId, c.from, c.to],
  });
const onDate =
  (text: string): RawStatement =>
  (c) => ({ text, params: [c.businessId, c.date] });
const signed = `case when e.direction = 'in' then e.amount else -e.amount end`;

const byCategory = (month: boolean) =>
  period(`select e.category_id, c.name, c.kind, b.currency, e.direction,
  ${month ? `to_char(e.date, 'YYYY-MM')` : 'null'} as month, sum(e.amount) as amount
from entries e
join cashbooks b on b.business_id = e.business_id and b.id = e.cashbook_id
left join categories c on c.business_id = e.business_id and c.id = e.category_id
where ${IN_PERIOD} and ${PROFIT_RULES}
group by e.category_id, c.name, c.kind, b.currency, e.direction, 6`);

const SOLD = `i.business_id = $1 and i.status = 'sent' and i.issue_date between $2::date and $3::date`;
const accrual = period(`select i.currency, count(*) as invoices, sum(i.base) as before_tax,
  sum(i.tax) as tax, sum(i.total) as total
from invoices i where ${SOLD} group by i.currency`);

/** Each book's balance before the period: its opening balance and every entry dated earlier. */
const openings = period(`select b.id, b.name, b.currency,
  b.opening_balance + coalesce(sum(${signed}), 0) as opening
from cashbooks b
left join entries e on e.business_id = b.business_id and e.cashbook_id = b.id and e.date < $2::date
where b.business_id = $1 and $3::date is not null
group by b.id, b.name, b.currency
order by b.created_at, b.id`);

const invoicesOwed = (join = '') => `from invoices i
left join (
  select invoice_id, sum(amount) as paid from invoice_payments
  where business_id = $1 and date <= $2::date group by invoice_id
) p on p.invoice_id = i.id${join}
where i.business_id = $1 and i.status = 'sent' and i.issue_date <= $2::date
  and i.total > coalesce(p.paid, 0)`;
const debtsOwed = (join = '') => `from debts d
left join (
  select debt_id, sum(amount) as paid from debt_payments
  where business_id = $1 and date <= $2::date group by debt_id
) p on p.debt_id = d.id${join}
where d.business_id = $1 and d.date <= $2::date
  and (d.status <> 'void' or (d.voided_at at time zone $3)::date > $2::date)
  and d.amount > coalesce(p.paid, 0)`;

const movements = (account: 'cashbook_id' | 'category_id') =>
  period(`select * from (
  select e.${account} as account, e.date::text as date, e.id, e.description, e.reference,
    e.direction, e.amount, row_number() over (partition by e.${account} order by e.date, e.id) as n
  from entries e where ${IN_PERIOD}
) m where m.n <= 500 order by m.account, m.n`);

/** The plain statements of each report, by the report's name. */
export const RAW_REPORTS: Record<string, RawReport> = {
  'profit-loss': { lines: byCategory(true), accrual },
  categories: { lines: byCategory(false) },
  'cash-flow': {
    openings,
    flows: period(`select e.cashbook_id, to_char(e.date, 'YYYY-MM') as month,
  case when e.transfer_role in ('in', 'out') then 'transfer'
    when e.source in ('debt', 'debt_payment') then 'debt' else 'cash' end as class,
  e.direction, sum(e.amount) as amount
from entries e where ${IN_PERIOD}
group by 1, 2, 3, 4`),
  },
  aging: {
    invoices: onDate(`select i.contact_id, c.name, i.currency, i.due_date::text as due_date,
  sum(i.total - coalesce(p.paid, 0)) as amount
${invoicesOwed('\njoin contacts c on c.business_id = i.business_id and c.id = i.contact_id')}
group by 1, 2, 3, 4`),
    debts: (c) => ({
      text: `select d.kind, d.contact_id, c.name, d.currency, d.due_date::text as due_date,
  sum(d.amount - coalesce(p.paid, 0)) as amount
${debtsOwed('\njoin contacts c on c.business_id = d.business_id and c.id = d.contact_id')}
group by 1, 2, 3, 4, 5`,
      params: [c.businessId, c.date, c.timezone],
    }),
  },
  sales: {
    products: period(`select i.currency, l.product_id, min(l.description) as name,
  sum(l.quantity) as quantity, sum(l.base) as revenue, sum(l.tax) as tax, count(*) as line_count
from invoice_lines l
join invoices i on i.business_id = l.business_id and i.id = l.invoice_id
where ${SOLD}
group by 1, 2`),
    customers: period(`select i.currency, i.contact_id, min(i.customer_name) as name,
  sum(l.quantity) as quantity, sum(l.base) as revenue, sum(l.tax) as tax, count(*) as line_count,
  count(distinct i.id) as invoices
from invoice_lines l
join invoices i on i.business_id = l.business_id and i.id = l.invoice_id
where ${SOLD}
group by 1, 2`),
  },
  tax: {
    output: period(`select i.currency, to_char(i.issue_date, 'YYYY-MM') as month,
  count(*) filter (where i.tax > 0) as invoices, sum(i.base) as base, sum(i.tax) as tax
from invoices i where ${SOLD} group by 1, 2`),
    income: period(`select to_char(e.date, 'YYYY-MM') as month, sum(e.amount) as amount
from entries e
join cashbooks b on b.business_id = e.business_id and b.id = e.cashbook_id
where ${IN_PERIOD} and ${PROFIT_RULES} and e.direction = 'in' and b.currency = 'IDR'
group by 1`),
  },
  'general-ledger': {
    openings,
    sums: period(`select e.cashbook_id, e.category_id, e.direction, sum(e.amount) as amount,
  count(*) as count
from entries e where ${IN_PERIOD}
group by 1, 2, 3`),
    books: movements('cashbook_id'),
    categories: movements('category_id'),
  },
  'trial-balance': {
    books: onDate(
      `select id, currency, opening_balance as amount from cashbooks where business_id = $1 and $2::date is not null`,
    ),
    sums: onDate(`select e.cashbook_id, e.category_id, e.direction, sum(e.amount) as amount
from entries e where e.business_id = $1 and e.date <= $2::date
group by 1, 2, 3`),
  },
};

const monthFlows =
  (from: (c: RawContext) => string): RawStatement =>
  (c) => ({
    text: `select b.currency, to_char(e.date, 'YYYY-MM') as month, e.direction, sum(e.amount) as amount
from entries e
join cashbooks b on b.business_id = e.business_id and b.id = e.cashbook_id
where ${IN_PERIOD} and ${PROFIT_RULES}
group by 1, 2, 3`,
    params: [c.businessId, from(c), c.date],
  });
const monthsBack = (date: string, back: number) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
};

/** The dashboard's cards, each by its own plain statement. */
export const RAW_DASHBOARD: RawReport = {
  balances: onDate(RAW_BALANCE_SQL),
  month: monthFlows((c) => monthsBack(c.date, 1)),
  twelve: monthFlows((c) => monthsBack(c.date, 11)),
  receivables:
    onDate(`select i.currency, count(*) as count, sum(i.total - coalesce(p.paid, 0)) as amount
${invoicesOwed()} group by 1`),
  owed: (c) => ({
    text: `select d.kind, d.currency, count(*) as count, sum(d.amount - coalesce(p.paid, 0)) as amount
${debtsOwed()} group by 1, 2`,
    params: [c.businessId, c.date, c.timezone],
  }),
  recent: (c) => ({
    text: `select e.id, e.date::text as date, e.direction, e.amount, e.description, b.currency
from entries e join cashbooks b on b.business_id = e.business_id and b.id = e.cashbook_id
where e.business_id = $1 order by e.date desc, e.id desc limit 5`,
    params: [c.businessId],
  }),
  dueInvoices: (c) => ({
    text: `select id, number, customer_name, due_date::text as due_date, currency, total - paid as amount
from invoices where business_id = $1 and status = 'sent' and paid < total
  and due_date between $2::date and $2::date + 14 order by due_date, id limit 8`,
    params: [c.businessId, c.date],
  }),
  dueDebts: (c) => ({
    text: `select id, kind, due_date::text as due_date, currency, amount - paid as amount
from debts where business_id = $1 and status = 'open'
  and due_date between $2::date and $2::date + 14 order by due_date, id limit 8`,
    params: [c.businessId, c.date],
  }),
};

/** Columns answered as numbers (bigint and numeric come back from the drivers as strings). */
const NUMERIC = new Set([
  'amount',
  'opening',
  'balance',
  'invoices',
  'before_tax',
  'tax',
  'total',
  'quantity',
  'revenue',
  'line_count',
  'base',
  'count',
  'n',
]);
const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      NUMERIC.has(key) && value !== null ? Number(value) : value,
    ]),
  );

export type RawAnswer = { success: true; data: Record<string, Array<Record<string, unknown>>> };

/** GET / runs every statement of `report` (together, as the app runs its reads) for `context`. */
export async function startBareReport(
  database: Database,
  report: RawReport,
  context: RawContext,
  level: LogLevel,
): Promise<Running> {
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async (): Promise<RawAnswer> => {
    const names = Object.keys(report);
    const results = await Promise.all(
      names.map((name) => {
        const statement = report[name]?.(context);
        if (!statement) throw new Error(`no statement ${name}`);
        return database.query<Record<string, unknown>>(statement.text, statement.params);
      }),
    );
    return {
      success: true,
      data: Object.fromEntries(names.map((name, i) => [name, (results[i] ?? []).map(numbers)])),
    };
  });
  return { app, url: await listen(app) };
}
