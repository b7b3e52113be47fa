/** The one writer of invoice_payments; every statement is scoped to one business. */
import type { InvoicePayment, PaymentMethod } from '@usaha/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { isoTimestamp } from '../../../db/row-values';
import { cashbooks, entries, invoicePayments } from '../../../db/schema/index';

export type PaymentRow = typeof invoicePayments.$inferSelect;

/** `categoryId`: its entry's category. */
export function toPayment(
  row: PaymentRow,
  cashbookName: string,
  categoryId: string | null,
): InvoicePayment {
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    amount: row.amount,
    date: row.date,
    cashbook_id: row.cashbookId,
    cashbook_name: cashbookName,
    method: row.method as PaymentMethod,
    note: row.note,
    category_id: categoryId,
    entry_id: row.entryId,
    created_at: isoTimestamp(row.createdAt),
  };
}

/** An invoice's payments, oldest first, with their cash books' names and entries' categories. */
export async function listPayments(
  executor: Executor,
  businessId: string,
  invoiceId: string,
): Promise<InvoicePayment[]> {
  const rows = await executor
    .select({
      payment: invoicePayments,
      cashbookName: cashbooks.name,
      categoryId: entries.categoryId,
    })
    .from(invoicePayments)
    .innerJoin(
      cashbooks,
      and(
        eq(cashbooks.businessId, invoicePayments.businessId),
        eq(cashbooks.id, invoicePayments.cashbookId),
      ),
    )
    .innerJoin(
      entries,
      and(
        eq(entries.businessId, invoicePayments.businessId),
        eq(entries.id, invoicePayments.entryId),
      ),
    )
    .where(
      and(eq(invoicePayments.businessId, businessId), eq(invoicePayments.invoiceId, invoiceId)),
    )
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
  return rows.map((row) => toPayment(row.payment, row.cashbookName, row.categoryId));
}

export async function findPayment(
  executor: Executor,
  businessId: string,
  invoiceId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.businessId, businessId),
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.id, id),
      ),
    );
  return row;
}

export async function insertPayment(
  tx: Executor,
  values: typeof invoicePayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(invoicePayments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function deletePayment(tx: Executor, businessId: string, id: string) {
  await tx
    .delete(invoicePayments)
    .where(and(eq(invoicePayments.businessId, businessId), eq(invoicePayments.id, id)));
}
