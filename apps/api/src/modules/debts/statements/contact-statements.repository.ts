/**
 * What a contact's statement reads of the debts (reads only): the contact's open debts and
 * credits with their payments, scoped to one business and one contact.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { debtPayments, debts } from '../../../db/schema/index';
import { groupBy } from '../../../lib/group-by';

export type StatementDebt = {
  id: string;
  kind: string;
  currency: string;
  amount: number;
  paid: number;
  date: string;
  dueDate: string | null;
  description: string | null;
  reference: string | null;
  payments: Array<{ amount: number; date: string }>;
};

export async function openDebtsOfContact(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<StatementDebt[]> {
  const rows = await executor
    .select({
      id: debts.id,
      kind: debts.kind,
      currency: debts.currency,
      amount: debts.amount,
      paid: debts.paid,
      date: debts.date,
      dueDate: debts.dueDate,
      description: debts.description,
      reference: debts.reference,
    })
    .from(debts)
    .where(
      and(
        eq(debts.businessId, businessId),
        eq(debts.contactId, contactId),
        eq(debts.status, 'open'),
      ),
    )
    .orderBy(asc(debts.date), asc(debts.id));
  if (rows.length === 0) return [];
  const payments = await executor
    .select({ debtId: debtPayments.debtId, amount: debtPayments.amount, date: debtPayments.date })
    .from(debtPayments)
    .where(
      and(
        eq(debtPayments.businessId, businessId),
        inArray(
          debtPayments.debtId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(debtPayments.date), asc(debtPayments.id));
  const byRecord = groupBy(payments, (payment) => payment.debtId);
  return rows.map((row) => ({
    ...row,
    payments: (byRecord.get(row.id) ?? []).map(({ amount, date }) => ({ amount, date })),
  }));
}
