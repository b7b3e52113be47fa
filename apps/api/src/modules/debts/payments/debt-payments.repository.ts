/** The one writer of debt_payments; every statement is scoped to one business. */
import type { DebtPayment } from '@usaha/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cashbooks, debtPayments } from '../../../db/schema/index';
import { toDebtPayment } from '../debt-mappers';

export type DebtPaymentRow = typeof debtPayments.$inferSelect;

/** A debt's payments, oldest first, with their cash books' names. */
export async function listDebtPayments(
  executor: Executor,
  businessId: string,
  debtId: string,
): Promise<DebtPayment[]> {
  const rows = await executor
    .select({ payment: debtPayments, cashbookName: cashbooks.name })
    .from(debtPayments)
    .innerJoin(
      cashbooks,
      and(
        eq(cashbooks.businessId, debtPayments.businessId),
        eq(cashbooks.id, debtPayments.cashbookId),
      ),
    )
    .where(and(eq(debtPayments.businessId, businessId), eq(debtPayments.debtId, debtId)))
    .orderBy(asc(debtPayments.date), asc(debtPayments.id));
  return rows.map((row) => toDebtPayment(row.payment, row.cashbookName));
}

export async function findDebtPayment(
  executor: Executor,
  businessId: string,
  debtId: string,
  id: string,
): Promise<DebtPaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(debtPayments)
    .where(
      and(
        eq(debtPayments.businessId, businessId),
        eq(debtPayments.debtId, debtId),
        eq(debtPayments.id, id),
      ),
    );
  return row;
}

export async function insertDebtPayment(
  tx: Executor,
  values: typeof debtPayments.$inferInsert,
): Promise<DebtPaymentRow> {
  const [row] = await tx.insert(debtPayments).values(values).returning();
  if (!row) throw new Error('debt payment insert returned nothing');
  return row;
}

export async function deleteDebtPayment(tx: Executor, businessId: string, id: string) {
  await tx
    .delete(debtPayments)
    .where(and(eq(debtPayments.businessId, businessId), eq(debtPayments.id, id)));
}
