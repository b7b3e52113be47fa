/**
 * An invoice's number: the next of its period's sequence (taken inside the create's
 * transaction, so it is never reused and never skipped), or one typed by hand while unique.
 */
import { AppError, formatInvoiceNumber, invoiceSequencePeriod } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { takeSequenceNumber } from './invoice-sequences.repository';
import { numberTaken } from './invoices.repository';

/** More numbers in a row already held than this means something else is wrong. */
const MAX_STEPS = 1000;

export function numberTakenError(): AppError {
  return new AppError('INVOICE_NUMBER_TAKEN', 'Another invoice already has this number', {
    issues: [{ field: 'number', code: 'number_taken' }],
  });
}

/**
 * The next number of the sequence for an invoice dated `date`; a number already held (typed by
 * hand, or the sequence set back in the settings) is stepped over.
 */
export async function assignNumber(
  tx: Executor,
  businessId: string,
  format: string,
  date: string,
): Promise<string> {
  const period = invoiceSequencePeriod(format, date);
  for (let step = 0; step < MAX_STEPS; step++) {
    const number = formatInvoiceNumber(
      format,
      await takeSequenceNumber(tx, businessId, period),
      date,
    );
    if (!(await numberTaken(tx, businessId, number))) return number;
  }
  throw numberTakenError();
}

/** A number typed by hand: 409 when another invoice of the business has it. */
export async function requireFreeNumber(
  tx: Executor,
  businessId: string,
  number: string,
  exceptId?: string,
): Promise<string> {
  if (await numberTaken(tx, businessId, number, exceptId)) throw numberTakenError();
  return number;
}

/** Two writes racing for one number: the database's unique key refuses the second (409). */
export async function guardNumber<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_business_number_key')) throw numberTakenError();
    throw error;
  }
}
