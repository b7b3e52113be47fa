/**
 * The one writer of the debts (with debts.sql.ts, the list's raw statements), and the reader of
 * the ladder's reminders for the timeline. Every statement is scoped to one business.
 */
import type { DebtFilter, DebtTotals } from '@usaha/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { DateKey } from '../../db/keyset';
import { isoTimestamp, toMinorUnits } from '../../db/row-values';
import { contacts, debtReminders, debts, entries } from '../../db/schema/index';
import type { DebtViewRow } from './debt-mappers';
import { debtPageSql, debtTotalsSql } from './debts.sql';

export type DebtRow = typeof debts.$inferSelect;
export type NewDebt = typeof debts.$inferInsert;
type Raw = Pick<Database, 'query'>;

/** The columns of DebtViewRow, as the list's statement selects them. */
const VIEW = {
  id: debts.id,
  kind: debts.kind,
  status: debts.status,
  contact_id: debts.contactId,
  contact_name: contacts.name,
  contact_phone: contacts.phone,
  currency: debts.currency,
  amount: debts.amount,
  paid: debts.paid,
  date: debts.date,
  due_date: debts.dueDate,
  description: debts.description,
  reference: debts.reference,
  entry_id: debts.entryId,
  cashbook_id: entries.cashbookId,
  voided_at: debts.voidedAt,
  version: debts.version,
  created_at: debts.createdAt,
  updated_at: debts.updatedAt,
};

/** One debt with its contact and book; with `lock`, its row is held until the commit. */
export async function findDebtView(
  executor: Executor,
  businessId: string,
  id: string,
  lock = false,
): Promise<DebtViewRow | undefined> {
  const query = executor
    .select(VIEW)
    .from(debts)
    .innerJoin(
      contacts,
      and(eq(contacts.businessId, debts.businessId), eq(contacts.id, debts.contactId)),
    )
    .leftJoin(entries, and(eq(entries.businessId, debts.businessId), eq(entries.id, debts.entryId)))
    .where(and(eq(debts.businessId, businessId), eq(debts.id, id)));
  const [row] = lock ? await query.for('update', { of: debts }) : await query;
  return row;
}

export async function insertDebt(tx: Executor, values: NewDebt): Promise<DebtRow> {
  const [row] = await tx.insert(debts).values(values).returning();
  if (!row) throw new Error('debt insert returned nothing');
  return row;
}

/** Changes a debt if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateDebtAt(
  tx: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewDebt>,
): Promise<DebtRow | undefined> {
  const [row] = await tx
    .update(debts)
    .set({ ...changes, version: sql`${debts.version} + 1` })
    .where(and(eq(debts.businessId, businessId), eq(debts.id, id), eq(debts.version, version)))
    .returning();
  return row;
}

/**
 * Changes a locked debt whatever its version (a payment, a removed payment), and moves its
 * version on, so an edit opened before is stale.
 */
export async function changeDebt(
  tx: Executor,
  businessId: string,
  id: string,
  changes: Partial<NewDebt>,
): Promise<void> {
  await tx
    .update(debts)
    .set({ ...changes, version: sql`${debts.version} + 1` })
    .where(and(eq(debts.businessId, businessId), eq(debts.id, id)));
}

export async function deleteDebt(tx: Executor, businessId: string, id: string) {
  await tx.delete(debts).where(and(eq(debts.businessId, businessId), eq(debts.id, id)));
}

export function listDebtRows(
  database: Raw,
  businessId: string,
  filter: DebtFilter,
  today: string,
  cursor: DateKey | null,
  limit: number,
): Promise<DebtViewRow[]> {
  const statement = debtPageSql(businessId, filter, today, cursor, limit);
  return database.query<DebtViewRow>(statement.text, statement.params);
}

type TotalsRow = Record<Exclude<keyof DebtTotals, 'currency'>, string | number> & {
  currency: string;
};

export async function readDebtTotals(
  database: Raw,
  businessId: string,
  filter: DebtFilter,
  today: string,
): Promise<DebtTotals[]> {
  const statement = debtTotalsSql(businessId, filter, today);
  const rows = await database.query<TotalsRow>(statement.text, statement.params);
  return rows.map((row) => ({
    currency: row.currency,
    amount: toMinorUnits(row.amount),
    paid: toMinorUnits(row.paid),
    remaining: toMinorUnits(row.remaining),
    count: Number(row.count),
  }));
}

/** The reminder ladder's steps told for a debt (channel `ladder`), oldest first. */
export async function ladderSteps(
  executor: Executor,
  businessId: string,
  debtId: string,
): Promise<Array<{ step: number; dueDate: string; createdAt: string }>> {
  const rows = await executor
    .select({
      step: debtReminders.step,
      dueDate: debtReminders.dueDate,
      createdAt: debtReminders.createdAt,
    })
    .from(debtReminders)
    .where(
      and(
        eq(debtReminders.businessId, businessId),
        eq(debtReminders.debtId, debtId),
        eq(debtReminders.channel, 'ladder'),
      ),
    )
    .orderBy(asc(debtReminders.createdAt), asc(debtReminders.id));
  return rows.map((row) => ({
    step: row.step ?? 0,
    dueDate: row.dueDate ?? '',
    createdAt: isoTimestamp(row.createdAt),
  }));
}
