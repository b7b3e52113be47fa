/**
 * What a contact's statement and messages read of the invoices (reads only): the language of the
 * contact's latest invoice, and the invoices the contact still owes on (sent, not void, with an
 * amount due) with their payments. Every statement is scoped to one business.
 */
import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoicePayments, invoices } from '../../db/schema/index';
import { groupBy } from '../../lib/group-by';
import type { ContactInvoice } from './invoices.types';

/** The language of the contact's newest invoice that is not void; null without one. */
export async function latestInvoiceLanguage(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ language: invoices.language })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, businessId),
        eq(invoices.contactId, contactId),
        ne(invoices.status, 'void'),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row?.language ?? null;
}

/** The contact's sent invoices with something left to pay, oldest first, with their payments. */
export async function unpaidInvoicesOf(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<ContactInvoice[]> {
  const rows = await executor
    .select({
      id: invoices.id,
      number: invoices.number,
      currency: invoices.currency,
      issue_date: invoices.issueDate,
      due_date: invoices.dueDate,
      total: invoices.total,
      paid: invoices.paid,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, businessId),
        eq(invoices.contactId, contactId),
        eq(invoices.status, 'sent'),
        lt(invoices.paid, invoices.total),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
  if (rows.length === 0) return [];
  const payments = await executor
    .select({
      invoiceId: invoicePayments.invoiceId,
      amount: invoicePayments.amount,
      date: invoicePayments.date,
    })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.businessId, businessId),
        inArray(
          invoicePayments.invoiceId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
  const byRecord = groupBy(payments, (payment) => payment.invoiceId);
  return rows.map((row) => ({
    ...row,
    payments: (byRecord.get(row.id) ?? []).map(({ amount, date }) => ({ amount, date })),
  }));
}
