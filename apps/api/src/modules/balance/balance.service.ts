/**
 * Balance on a date: each cash book's balance at the end of that day and the totals per currency,
 * what customers owe (read through the invoices) and the position (cash + receivables).
 * The opening balance counts from the start: it is what the book held before its first entry.
 * The trend counts a book only from its start (its first entry or the day it was opened, whichever
 * is earlier), so a month before every book's start has no totals and shows no bar.
 */
import type { Balance, BalanceTrend, CashbookKind, Receivable } from '@usaha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { totalsByCurrency } from '../../lib/currency-totals';
import type { InvoiceService } from '../invoices/invoices.service';
import { balancesOn, monthlyNets, openingBalances } from './balance.repository';

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

/** Cash + receivables per currency; payables join when debts are built. */
export function positionOf(totals: Balance['totals'], receivables: Receivable[]) {
  const position = new Map<string, { cash: number; receivables: number }>();
  const at = (currency: string) => {
    const item = position.get(currency) ?? { cash: 0, receivables: 0 };
    position.set(currency, item);
    return item;
  };
  for (const total of totals) at(total.currency).cash += total.balance;
  for (const owed of receivables) at(owed.currency).receivables += owed.amount_due;
  return [...position]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, item]) => ({ currency, ...item, net: item.cash + item.receivables }));
}

export function createBalanceService(deps: {
  database: Database;
  invoices: Pick<InvoiceService, 'receivablesOn'>;
}) {
  const { database } = deps;

  return {
    /** With `withReceivables` false (a caller who may not see invoices), none are read. */
    async on(actor: Actor, date: string, withReceivables = true): Promise<Balance> {
      const cashbooks = (await balancesOn(database, actor.businessId, date)).map((row) => ({
        ...row,
        kind: row.kind as CashbookKind,
      }));
      const totals = totalsByCurrency(cashbooks);
      if (!withReceivables) return { date, cashbooks, totals, receivables: null, position: null };
      const receivables = await deps.invoices.receivablesOn(actor.businessId, date);
      return { date, cashbooks, totals, receivables, position: positionOf(totals, receivables) };
    },

    /** One book's balance at the end of `date`; null when the book is not the business's. */
    async bookOn(businessId: string, cashbookId: string, date: string): Promise<number | null> {
      const books = await balancesOn(database, businessId, date);
      return books.find((book) => book.id === cashbookId)?.balance ?? null;
    },

    async trend(actor: Actor, date: string, months: number): Promise<BalanceTrend> {
      const books = await openingBalances(database, actor.businessId, actor.timezone);
      const nets = await monthlyNets(database, actor.businessId, date);
      const points = monthEnds(date, months).map((end) => {
        const month = end.slice(0, 7);
        const started = new Map(
          books.filter((book) => book.started <= end).map((book) => [book.id, book]),
        );
        const totals = new Map<string, number>();
        for (const book of started.values()) {
          totals.set(book.currency, (totals.get(book.currency) ?? 0) + book.opening);
        }
        for (const net of nets) {
          if (net.month > month) continue;
          const book = started.get(net.cashbook_id);
          if (book) totals.set(book.currency, (totals.get(book.currency) ?? 0) + net.net);
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
