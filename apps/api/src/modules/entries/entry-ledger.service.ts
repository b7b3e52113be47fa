/**
 * The books as the reports read them (issue 16): sums of the day totals per book and month or
 * per account, the first movements of each account of a period, and every entry of a period for
 * a download. Reads only, each scoped to one business.
 */
import type { EntryFilter } from '@usaha/shared';
import type { Database } from '../../db/client';
import { exportEntryRows } from './entries.repository';
import {
  type AccountTotal,
  accountTotals,
  firstMovements,
  type MonthlyClassTotal,
  monthlyClassTotals,
} from './entry-ledger.repository';

export type { AccountTotal, EntryClass, MonthlyClassTotal } from './entry-ledger.repository';

type Range = { from: string; to: string; cashbookId: string | null };

export function createEntryLedgerReads(database: Database) {
  return {
    /** Per book, month, class and debt cash or not, over the range. */
    monthly(businessId: string, range: Range): Promise<MonthlyClassTotal[]> {
      return monthlyClassTotals(database, businessId, range.from, range.to, range.cashbookId);
    },

    /** Per book and account (category, class, source), from `from` (or the start) to `to`. */
    accounts(
      businessId: string,
      range: Omit<Range, 'from'> & { from: string | null },
    ): Promise<AccountTotal[]> {
      return accountTotals(database, businessId, range.from, range.to, range.cashbookId);
    },

    /** The entries among the first `cap` of their book or their other account, oldest first. */
    firstMovements(businessId: string, range: Range, cap: number) {
      return firstMovements(database, businessId, range.from, range.to, range.cashbookId, cap);
    },

    /** Every entry of the range, oldest first, streamed. */
    everyMovement(businessId: string, range: Range) {
      const filter: EntryFilter = { from: range.from, to: range.to };
      if (range.cashbookId) filter.cashbook_id = range.cashbookId;
      return exportEntryRows(database, businessId, filter, 'asc');
    },
  };
}

export type EntryLedgerReads = ReturnType<typeof createEntryLedgerReads>;
