/** What other modules ask of the debts inside their own transactions. */
import type { Executor } from '../../db/client';
import { anyDebtOfContact } from './debts.repository';

/** A contact with a debt or credit is archived rather than deleted: the record keeps pointing at it. */
export function contactHasDebts(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<boolean> {
  return anyDebtOfContact(executor, businessId, contactId);
}
