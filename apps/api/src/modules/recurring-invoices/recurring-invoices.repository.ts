/**
 * The one writer of recurring_invoices: the schedules of one business (with their customer's
 * current name), and across businesses the schedules the scheduler finds due.
 */
import type { RecurringStatus } from '@usaha/shared';
import { and, asc, desc, eq, getTableColumns, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, recurringInvoices } from '../../db/schema/index';

export type RecurringRow = typeof recurringInvoices.$inferSelect;
export type NewRecurring = typeof recurringInvoices.$inferInsert;
/** A schedule with the name its contact has now. */
export type RecurringView = RecurringRow & { customerName: string };

const viewColumns = { ...getTableColumns(recurringInvoices), customerName: contacts.name };

function withCustomer(executor: Executor) {
  return executor
    .select(viewColumns)
    .from(recurringInvoices)
    .innerJoin(
      contacts,
      and(
        eq(contacts.businessId, recurringInvoices.businessId),
        eq(contacts.id, recurringInvoices.contactId),
      ),
    );
}

export async function findRecurring(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<RecurringView | undefined> {
  const [row] = await withCustomer(executor).where(
    and(eq(recurringInvoices.businessId, businessId), eq(recurringInvoices.id, id)),
  );
  return row;
}

/** The schedule's row, held until the commit: one writer of its calendar at a time. */
export async function lockRecurring(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<RecurringRow | undefined> {
  const [row] = await executor
    .select()
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.businessId, businessId), eq(recurringInvoices.id, id)))
    .for('update');
  return row;
}

export type RecurringFilter = {
  status?: RecurringStatus | undefined;
  contact_id?: string | undefined;
};

/** Newest first by their time-ordered ids; one row more than `limit`. */
export function listRecurringRows(
  executor: Executor,
  businessId: string,
  filter: RecurringFilter,
  cursor: { id: string } | null,
  limit: number,
): Promise<RecurringView[]> {
  const conditions = [eq(recurringInvoices.businessId, businessId)];
  if (filter.status) conditions.push(eq(recurringInvoices.status, filter.status));
  if (filter.contact_id) conditions.push(eq(recurringInvoices.contactId, filter.contact_id));
  if (cursor) conditions.push(lt(recurringInvoices.id, cursor.id));
  return withCustomer(executor)
    .where(and(...conditions))
    .orderBy(desc(recurringInvoices.id))
    .limit(limit + 1);
}

export async function insertRecurring(tx: Executor, values: NewRecurring): Promise<RecurringRow> {
  const [row] = await tx.insert(recurringInvoices).values(values).returning();
  if (!row) throw new Error('recurring invoice insert returned nothing');
  return row;
}

/** Changes a schedule if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateRecurringAt(
  tx: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewRecurring>,
): Promise<RecurringRow | undefined> {
  const [row] = await tx
    .update(recurringInvoices)
    .set({ ...changes, version: sql`${recurringInvoices.version} + 1` })
    .where(
      and(
        eq(recurringInvoices.businessId, businessId),
        eq(recurringInvoices.id, id),
        eq(recurringInvoices.version, version),
      ),
    )
    .returning();
  return row;
}

/** Changes a locked schedule whatever its version (the scheduler), moving its version on. */
export async function changeRecurring(
  tx: Executor,
  businessId: string,
  id: string,
  changes: Partial<NewRecurring>,
): Promise<void> {
  await tx
    .update(recurringInvoices)
    .set({ ...changes, version: sql`${recurringInvoices.version} + 1` })
    .where(and(eq(recurringInvoices.businessId, businessId), eq(recurringInvoices.id, id)));
}

export async function deleteRecurring(tx: Executor, businessId: string, id: string) {
  await tx
    .delete(recurringInvoices)
    .where(and(eq(recurringInvoices.businessId, businessId), eq(recurringInvoices.id, id)));
}

/**
 * Active schedules of every business whose next date is on or before `latest` (today in the
 * time zone furthest ahead), after `afterId`, `size` at a time: the scheduler then checks each
 * against its own business's today.
 */
export function dueCandidates(
  executor: Executor,
  latest: string,
  afterId: string | null,
  size: number,
): Promise<Array<{ id: string; businessId: string }>> {
  const conditions = [
    eq(recurringInvoices.status, 'active'),
    lte(recurringInvoices.nextDate, latest),
  ];
  if (afterId) conditions.push(gt(recurringInvoices.id, afterId));
  return executor
    .select({ id: recurringInvoices.id, businessId: recurringInvoices.businessId })
    .from(recurringInvoices)
    .where(and(...conditions))
    .orderBy(asc(recurringInvoices.id))
    .limit(size);
}
