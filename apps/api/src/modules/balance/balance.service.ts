/**
 * Balance on a date: each cash book's balance at the end of that day and the totals per currency.
 * The opening balance counts from the start: it is what the book held before its first entry.
 */
import type { Balance, CashbookKind } from '@usaha/shared';
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import type { Actor } from '../../lib/actor';
import { totalsByCurrency } from '../cashbooks/cashbooks.repository';
import { balanceOnSql, monthlyNetSql } from './balance.sql';

type BalanceRow = {
  id: string;
  name: string;
  kind: string;
  currency: string;
  archived: boolean;
  balance: string | number;
};

/** The last day of each of `count` months ending with the month of `date`; `date` itself last. */
export function monthEnds(date: string, count: number): string[] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const ends: string[] = [];
  for (let offset = count - 1; offset >= 1; offset -= 1) {
    const end = new Date(Date.UTC(year, month - offset, 0));
    ends.push(end.toISOString().slice(0, 10));
  }
  ends.push(date);
  return ends;
}

export function createBalanceService(deps: { database: Database }) {
  const { database } = deps;

  return {
    async on(actor: Actor, date: string): Promise<Balance> {
      const statement = balanceOnSql(actor.businessId, date);
      const rows = await database.query<BalanceRow>(statement.text, statement.params);
      const cashbooks = rows.map((row) => ({
        id: row.id,
        name: row.name,
        kind: row.kind as CashbookKind,
        currency: row.currency,
        archived: row.archived,
        balance: toMinorUnits(row.balance),
      }));
      return { date, cashbooks, totals: totalsByCurrency(cashbooks) };
    },

    async trend(actor: Actor, date: string, months: number) {
      const books = await database.query<{
        id: string;
        currency: string;
        opening: string | number;
      }>('select id, currency, opening_balance as opening from cashbooks where business_id = $1', [
        actor.businessId,
      ]);
      const statement = monthlyNetSql(actor.businessId, date);
      const nets = await database.query<{
        cashbook_id: string;
        month: string;
        net: string | number;
      }>(statement.text, statement.params);
      const currencyOf = new Map(books.map((book) => [book.id, book.currency]));
      const points = monthEnds(date, months).map((end) => {
        const month = end.slice(0, 7);
        const totals = new Map<string, number>();
        for (const book of books) {
          totals.set(book.currency, (totals.get(book.currency) ?? 0) + toMinorUnits(book.opening));
        }
        for (const net of nets) {
          if (net.month > month) continue;
          const currency = currencyOf.get(net.cashbook_id);
          if (currency) totals.set(currency, (totals.get(currency) ?? 0) + toMinorUnits(net.net));
        }
        return {
          date: end,
          totals: [...totals].map(([currency, balance]) => ({ currency, balance })),
        };
      });
      return { points };
    },
  };
}

export type BalanceService = ReturnType<typeof createBalanceService>;
