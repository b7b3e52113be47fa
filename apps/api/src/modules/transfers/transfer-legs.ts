/** The entries a transfer books: out of one book, into the other, and its fee as an expense. */
import { AppError, type createTransferBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { LockedCashbook } from '../cashbooks/cashbooks.guards';
import type { NewEntry } from '../entries/entry-posting.service';

type TransferInput = z.output<typeof createTransferBodySchema>;

/** The amount that arrives: equal to the amount sent unless the currencies differ. */
export function receivedAmount(input: TransferInput, from: LockedCashbook, to: LockedCashbook) {
  if (from.currency === to.currency) {
    if (input.amount_received !== undefined && input.amount_received !== input.amount_sent) {
      const message =
        'Between cash books of one currency the amount received equals the amount sent';
      throw new AppError('TRANSFER_AMOUNT_MISMATCH', message, {
        issues: [{ field: 'amount_received', code: 'amount_received_must_match' }],
      });
    }
    return input.amount_sent;
  }
  if (input.amount_received === undefined) {
    const message = `Enter the amount received in ${to.currency}`;
    throw new AppError('TRANSFER_AMOUNT_RECEIVED_REQUIRED', message, {
      issues: [
        {
          field: 'amount_received',
          code: 'amount_received_required',
          params: { currency: to.currency },
        },
      ],
    });
  }
  return input.amount_received;
}

export function assertDistinctBooks(input: { from_cashbook_id: string; to_cashbook_id: string }) {
  if (input.from_cashbook_id === input.to_cashbook_id) {
    const message = 'Choose two different cash books';
    throw new AppError('TRANSFER_SAME_CASHBOOK', message, {
      issues: [{ field: 'to_cashbook_id', code: 'same_cashbook' }],
    });
  }
}

export function transferLegs(
  base: { businessId: string; transferId: string; createdBy: string },
  input: TransferInput,
  amountReceived: number,
): NewEntry[] {
  const common = {
    businessId: base.businessId,
    transferId: base.transferId,
    createdBy: base.createdBy,
    date: input.date,
    description: input.note ?? '',
    source: 'transfer',
  };
  const legs: NewEntry[] = [
    {
      ...common,
      cashbookId: input.from_cashbook_id,
      direction: 'out',
      amount: input.amount_sent,
      transferRole: 'out',
    },
    {
      ...common,
      cashbookId: input.to_cashbook_id,
      direction: 'in',
      amount: amountReceived,
      transferRole: 'in',
    },
  ];
  if (input.fee > 0) {
    legs.push({
      ...common,
      cashbookId: input.from_cashbook_id,
      direction: 'out',
      amount: input.fee,
      transferRole: 'fee',
      categoryId: input.fee_category_id ?? null,
    });
  }
  return legs;
}
