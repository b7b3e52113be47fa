/**
 * What other modules ask of the invoices inside their own transactions: the number the
 * settings show as next (and set).
 */
import { invoiceSequencePeriod } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { sequenceNext, setSequenceNext } from './invoice-sequences.repository';

/** The sequence number the next invoice dated `date` gets under `format`. */
export function nextInvoiceNumber(
  executor: Executor,
  businessId: string,
  format: string,
  date: string,
): Promise<number> {
  return sequenceNext(executor, businessId, invoiceSequencePeriod(format, date));
}

/** Sets the number the next invoice dated `date` gets under `format` (the settings form). */
export function setNextInvoiceNumber(
  tx: Executor,
  businessId: string,
  format: string,
  date: string,
  next: number,
): Promise<void> {
  return setSequenceNext(tx, businessId, invoiceSequencePeriod(format, date), next);
}
