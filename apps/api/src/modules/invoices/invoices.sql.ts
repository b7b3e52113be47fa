/**
 * The statements behind the invoice list and its totals, as text with parameters (alias `i`):
 * the repository runs them on the raw client, and the benchmark can run exactly these texts.
 */
import type { InvoiceFilter } from '@usaha/shared';
import type { DateKey } from '../../db/keyset';
import { containsPattern, searchTerms } from '../../db/search-term';
import { SqlParts, type Statement } from '../../db/sql';

const LIST_COLUMNS = `i.id, i.number, i.status, i.contact_id, i.customer_name,
  i.issue_date::text as issue_date, i.due_date::text as due_date, i.currency, i.total, i.paid,
  i.version`;

const EXPORT_COLUMNS = `${LIST_COLUMNS}, i.subtotal, i.line_discount, i.invoice_discount, i.tax`;

const OWED = `i.status = 'sent' and i.paid < i.total`;

/** The filter as conditions; `today` is the business date overdue is judged on. */
export function invoiceConditions(
  businessId: string,
  filter: InvoiceFilter,
  today: string,
): SqlParts {
  const parts = new SqlParts();
  parts.and(`i.business_id = ${parts.param(businessId)}`);
  if (filter.status) parts.and(`i.status = ${parts.param(filter.status)}`);
  if (filter.payment_status === 'unpaid') parts.and('i.paid = 0 and i.total > 0');
  if (filter.payment_status === 'partial') parts.and('i.paid > 0 and i.paid < i.total');
  if (filter.payment_status === 'paid') parts.and('i.paid >= i.total');
  if (filter.overdue !== undefined) {
    const overdue = `(${OWED} and i.due_date < ${parts.param(today)}::date)`;
    parts.and(filter.overdue ? overdue : `not ${overdue}`);
  }
  if (filter.contact_id) parts.and(`i.contact_id = ${parts.param(filter.contact_id)}::uuid`);
  if (filter.from) parts.and(`i.issue_date >= ${parts.param(filter.from)}::date`);
  if (filter.to) parts.and(`i.issue_date <= ${parts.param(filter.to)}::date`);
  for (const term of searchTerms(filter.q, { phones: false })) {
    parts.and(`i.search_text like ${parts.param(containsPattern(term))}`);
  }
  return parts;
}

/**
 * The statement of one page of `columns`, newest issue date first, by keyset on
 * `invoices_business_issue_idx`; one row more than `limit`. The list and the download read alike.
 */
function keysetPage(columns: string) {
  return (
    businessId: string,
    filter: InvoiceFilter,
    today: string,
    cursor: DateKey | null,
    limit: number,
  ): Statement => {
    const parts = invoiceConditions(businessId, filter, today);
    if (cursor) {
      parts.and(
        `(i.issue_date, i.id) < (${parts.param(cursor.date)}::date, ${parts.param(cursor.id)}::uuid)`,
      );
    }
    const limitParam = parts.param(limit + 1);
    return {
      text: `select ${columns}
from invoices i
${parts.whereClause()}
order by i.issue_date desc, i.id desc
limit ${limitParam}`,
      params: parts.params,
    };
  };
}

/** One page of the list. */
export const invoicePageSql = keysetPage(LIST_COLUMNS);

/** One batch of a download: the list's columns and the figures between lines and total. */
export const invoiceExportSql = keysetPage(EXPORT_COLUMNS);

/**
 * Total, paid and due per currency over the whole filter (void invoices count nothing). Without a
 * filter, or by status alone, from the sums the invoices trigger keeps (migration 0018); with
 * any other filter, from the matching invoices themselves.
 */
export function invoiceTotalsSql(
  businessId: string,
  filter: InvoiceFilter,
  today: string,
): Statement {
  const keptCovers = Object.entries(filter).every(
    ([key, value]) => key === 'status' || value === undefined || value === '',
  );
  if (keptCovers) {
    const parts = new SqlParts();
    parts.and(`t.business_id = ${parts.param(businessId)}`);
    if (filter.status) parts.and(`t.status = ${parts.param(filter.status)}`);
    return {
      text: `select t.currency,
  coalesce(sum(t.total) filter (where t.status <> 'void'), 0) as total,
  coalesce(sum(t.paid), 0) as paid, sum(t.invoice_count) as count
from invoice_totals t
${parts.whereClause()}
group by t.currency
having sum(t.invoice_count) > 0
order by t.currency`,
      params: parts.params,
    };
  }
  const parts = invoiceConditions(businessId, filter, today);
  return {
    text: `select i.currency,
  coalesce(sum(i.total) filter (where i.status <> 'void'), 0) as total,
  coalesce(sum(i.paid), 0) as paid, count(*) as count
from invoices i
${parts.whereClause()}
group by i.currency
order by i.currency`,
    params: parts.params,
  };
}

/**
 * What customers owe at the end of `date`, per currency: sent invoices issued by then less their
 * payments dated by then; overdue ones were due before it (alias `i`, one statement).
 */
export function receivablesSql(businessId: string, date: string): Statement {
  const owed = 'i.total - coalesce(p.paid, 0)';
  const late = 'i.due_date < $2::date';
  return {
    text: `with p as (
  select invoice_id, sum(amount) as paid from invoice_payments
  where business_id = $1 and date <= $2::date group by invoice_id
)
select i.currency, count(*) as count, sum(${owed}) as amount_due,
  count(*) filter (where ${late}) as overdue_count,
  coalesce(sum(${owed}) filter (where ${late}), 0) as overdue_amount
from invoices i left join p on p.invoice_id = i.id
where i.business_id = $1 and i.status = 'sent' and i.issue_date <= $2::date
  and i.total > coalesce(p.paid, 0)
group by i.currency
order by i.currency`,
    params: [businessId, date],
  };
}

/**
 * What customers owe on invoices, per contact and currency, as a subquery for another module's
 * statement (the debts' positions and summary): sent invoices not fully paid, the part overdue
 * on the date `today` names, and the earliest due date. `at` names the statement's placeholders
 * of the business, today and, to narrow it to one, the contact.
 */
export function owedInvoicesByContactSql(at: {
  business: string;
  today: string;
  contact: string | null;
}): string {
  const contact = at.contact ? ` and i.contact_id = ${at.contact}::uuid` : '';
  return `select i.contact_id, i.currency, sum(i.total - i.paid) as amount_due,
  coalesce(sum(i.total - i.paid) filter (where i.due_date < ${at.today}::date), 0) as overdue_amount,
  min(i.due_date) as next_due_date
from invoices i
where i.business_id = ${at.business} and ${OWED}${contact}
group by i.contact_id, i.currency`;
}

/**
 * Sent invoices still owing whose due date falls in [from, to], soonest first (the dashboard's
 * due-soon card). Overdue ones (due before `from`) are the overdue card's, not listed here.
 */
export function invoicesDueSql(
  businessId: string,
  from: string,
  to: string,
  limit: number,
): Statement {
  return {
    text: `select id, number, customer_name as contact_name, due_date::text as due_date, currency,
  total - paid as amount_due
from invoices
where business_id = $1 and status = 'sent' and paid < total
  and due_date between $2::date and $3::date
order by due_date, id
limit $4`,
    params: [businessId, from, to, limit],
  };
}
