/** What other modules ask of the transfers before they delete something they point at. */
import type { Executor } from '../../db/client';
import { anyTransferWithFee } from './transfers.repository';

/** Whether a transfer books its fee in this category (it is then archived, not deleted). */
export function categoryIsTransferFee(executor: Executor, businessId: string, categoryId: string) {
  return anyTransferWithFee(executor, businessId, categoryId);
}
