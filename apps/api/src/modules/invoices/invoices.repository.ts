/**
 * The one writer of the invoices and their lines (with invoices.sql.ts, the list's raw
 * statements); every statement is scoped to one business.
 */
import type { InvoiceFilter, InvoiceTotals, Receivable } from '@usaha/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type DateKey, everyRow } from '../../db/keyset';
import { toMinorUnits } from '../../db/row-values';
import { invoiceLines, invoices } from '../../db/schema/index';
import type { LineColumns } from './invoice-figures';
import type { InvoiceExportRow, InvoiceListRow } from './invoice-mappers';
import {
  invoiceExportSql,
  invoicePageSql,
  invoicesDueSql,
  invoiceTotalsSql,
  receivablesSql,
} from './invoices.sql';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
type Raw = Pick<Database, 'query'>;

/** The invoice; with `lock`, its row is held until the commit (payments, status changes). */
export async function findInvoice(
  executor: Executor,
  businessId: string,
  id: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findLines(
  executor: Executor,
  businessId: string,
  invoiceId: string,
): Promise<InvoiceLineRow[]> {
  return executor
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.businessId, businessId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));
}

/** Whether another invoice of the business (not `exceptId`) has this number. */
export async function numberTaken(
  executor: Executor,
  businessId: string,
  number: string,
  exceptId?: string,
): Promise<boolean> {
  const conditions = [eq(invoices.businessId, businessId), eq(invoices.number, number)];
  if (exceptId) conditions.push(ne(invoices.id, exceptId));
  const [row] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function insertInvoice(tx: Executor, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/** Writes the invoice's lines (after its old ones were removed, on an edit). */
export async function insertLines(
  tx: Executor,
  businessId: string,
  invoiceId: string,
  lines: readonly LineColumns[],
): Promise<InvoiceLineRow[]> {
  if (lines.length === 0) return [];
  return tx
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, businessId, invoiceId })))
    .returning();
}

export async function deleteLines(tx: Executor, businessId: string, invoiceId: string) {
  await tx
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.businessId, businessId), eq(invoiceLines.invoiceId, invoiceId)));
}

/** Changes an invoice if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateInvoiceAt(
  tx: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewInvoice>,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .update(invoices)
    .set({ ...changes, version: sql`${invoices.version} + 1` })
    .where(
      and(eq(invoices.businessId, businessId), eq(invoices.id, id), eq(invoices.version, version)),
    )
    .returning();
  return row;
}

/**
 * Changes a locked invoice whatever its version (a send, a void, a payment), and moves its
 * version on, so an edit opened before is stale.
 */
export async function changeInvoice(
  tx: Executor,
  businessId: string,
  id: string,
  changes: Partial<NewInvoice>,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...changes, version: sql`${invoices.version} + 1` })
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)))
    .returning();
  if (!row) throw new Error('invoice update returned nothing');
  return row;
}

/** Adds to (or with a negative amount takes from) what has been paid; moves the version on. */
export async function addPaid(
  tx: Executor,
  businessId: string,
  id: string,
  amount: number,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ paid: sql`${invoices.paid} + ${amount}`, version: sql`${invoices.version} + 1` })
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)))
    .returning();
  if (!row) throw new Error('invoice update returned nothing');
  return row;
}

export async function deleteInvoice(tx: Executor, businessId: string, id: string) {
  await tx.delete(invoices).where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)));
}

export function listInvoiceRows(
  database: Raw,
  businessId: string,
  filter: InvoiceFilter,
  today: string,
  cursor: DateKey | null,
  limit: number,
): Promise<InvoiceListRow[]> {
  const statement = invoicePageSql(businessId, filter, today, cursor, limit);
  return database.query<InvoiceListRow>(statement.text, statement.params);
}

/**
 * Every invoice of the filter for a download, in the list's order, a thousand per statement by
 * the list's own keyset, so no download holds its rows in memory.
 */
export function everyInvoiceRow(
  database: Raw,
  businessId: string,
  filter: InvoiceFilter,
  today: string,
): AsyncGenerator<InvoiceExportRow> {
  return everyRow<InvoiceExportRow, DateKey>(
    database,
    (cursor, limit) => invoiceExportSql(businessId, filter, today, cursor, limit),
    (row) => ({ date: row.issue_date, id: row.id }),
  );
}

type TotalsRow = {
  currency: string;
  total: string | number;
  paid: string | number;
  count: string | number;
};

export async function readInvoiceTotals(
  database: Raw,
  businessId: string,
  filter: InvoiceFilter,
  today: string,
): Promise<InvoiceTotals[]> {
  const statement = invoiceTotalsSql(businessId, filter, today);
  const rows = await database.query<TotalsRow>(statement.text, statement.params);
  return rows.map((row) => {
    const total = toMinorUnits(row.total);
    const paid = toMinorUnits(row.paid);
    return {
      currency: row.currency,
      total,
      paid,
      amount_due: total - paid,
      count: Number(row.count),
    };
  });
}

type ReceivableRow = Record<Exclude<keyof Receivable, 'currency'>, string | number> & {
  currency: string;
};

export async function readReceivables(
  database: Raw,
  businessId: string,
  date: string,
): Promise<Receivable[]> {
  const statement = receivablesSql(businessId, date);
  const rows = await database.query<ReceivableRow>(statement.text, statement.params);
  return rows.map((row) => ({
    currency: row.currency,
    amount_due: toMinorUnits(row.amount_due),
    count: Number(row.count),
    overdue_amount: toMinorUnits(row.overdue_amount),
    overdue_count: Number(row.overdue_count),
  }));
}

/** Sent invoices owing and due between two dates, soonest first, at most `limit`. */
export async function readInvoicesDue(
  database: Raw,
  businessId: string,
  range: { from: string; to: string },
  limit: number,
) {
  const statement = invoicesDueSql(businessId, range.from, range.to, limit);
  type Row = { id: string; number: string; contact_name: string; due_date: string };
  const rows = await database.query<Row & { currency: string; amount_due: string | number }>(
    statement.text,
    statement.params,
  );
  return rows.map((row) => ({ ...row, amount_due: toMinorUnits(row.amount_due) }));
}

/** An invoice whose members are to be told it is overdue. */
export type OverdueInvoice = {
  id: string;
  business_id: string;
  number: string;
  customer_name: string;
  currency: string;
  amount_due: number;
  due_date: string;
};

/**
 * Claims up to `limit` invoices of any business that became overdue by `now` (sent, owing, due
 * before today in their business's time zone) and not yet told: marks them told and answers
 * them. A row another claim holds is skipped, and a told one never matches again, so two runs
 * never claim the same invoice.
 */
export async function claimOverdue(database: Raw, now: Date, limit: number) {
  const rows = await database.query<OverdueInvoice & { amount_due: string | number }>(
    `update invoices i set overdue_notified_at = $1
where i.overdue_notified_at is null and i.id in (
  select o.id from invoices o join businesses b on b.id = o.business_id
  where o.status = 'sent' and o.paid < o.total and o.overdue_notified_at is null
    and o.due_date < ($1::timestamptz at time zone b.timezone)::date
  order by o.due_date, o.id
  limit $2
  for update of o skip locked
)
returning i.id, i.business_id, i.number, i.customer_name, i.currency,
  i.total - i.paid as amount_due, i.due_date::text as due_date`,
    [now.toISOString(), limit],
  );
  return rows.map((row): OverdueInvoice => ({ ...row, amount_due: toMinorUnits(row.amount_due) }));
}
