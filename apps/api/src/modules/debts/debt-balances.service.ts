/**
 * What the debts and credits add to the balance on a date (issue 15), for the balance module:
 * per currency, the open credits (receivable) and the open debts (payable). A record counts on a
 * date when it is dated by then, was not void by the end of that day, and its payments dated by
 * then leave something owed; a payment dated later does not reduce it yet.
 */
import type { AgingAmount, Receivable } from '@usaha/shared';
import type { Database } from '../../db/client';
import { readDebtAging, readDebtsDue, readDebtsOwedOn } from './debt-balances.repository';

export type DebtsOwed = { credits: Receivable[]; debts: Receivable[] };
export type DebtsAging = { credits: AgingAmount[]; debts: AgingAmount[] };

export function createDebtBalanceService(deps: { database: Database }) {
  return {
    async owedOn(businessId: string, date: string, timezone: string): Promise<DebtsOwed> {
      const rows = await readDebtsOwedOn(deps.database, businessId, date, timezone);
      const side = (kind: 'debt' | 'credit') =>
        rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...owed }) => owed);
      return { credits: side('credit'), debts: side('debt') };
    },

    /** What owedOn sums, per contact and aging bucket (the aging report). */
    async agingOn(businessId: string, date: string, timezone: string): Promise<DebtsAging> {
      const rows = await readDebtAging(deps.database, businessId, date, timezone);
      const side = (kind: 'debt' | 'credit') =>
        rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...amount }) => amount);
      return { credits: side('credit'), debts: side('debt') };
    },

    /** Open debts and credits due between two dates, soonest first (the dashboard). */
    dueBetween(businessId: string, range: { from: string; to: string }, limit: number) {
      return readDebtsDue(deps.database, businessId, range, limit);
    },
  };
}

export type DebtBalanceService = ReturnType<typeof createDebtBalanceService>;
