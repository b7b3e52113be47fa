/** What other modules ask of the schedules inside their own transactions. */
import type { Executor } from '../../db/client';
import { anyRecurringOfContact } from './recurring-invoices.repository';

/** A contact a schedule bills is archived rather than deleted: the schedule points at it. */
export function contactHasRecurringInvoices(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<boolean> {
  return anyRecurringOfContact(executor, businessId, contactId);
}
