/** The one writer of the invoices and their lines; every statement is scoped to one business. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/index';

/** Whether any invoice of the business is made out to this contact. */
export async function anyInvoiceOfContact(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.contactId, contactId)))
    .limit(1);
  return row !== undefined;
}
