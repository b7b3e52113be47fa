/**
 * Balance on a date: each cash book's balance at the end of that day and the totals per currency,
 * what is owed to the business (invoices due, read through the invoices, and open credits, through
 * the debts), what it owes (open debts, and the PPN in the invoices' payments, the state's) and
 * the position (cash + receivables − payables − that PPN).
 * The opening balance counts from the start: it is what the book held before its first entry.
 * The trend counts a book only from its start (its first entry or the day it was opened, whichever
 * is earlier), so a month before every book's start has no totals and shows no bar.
 */
import type {
  Balance,
  BalanceReceivable,
  BalanceTrend,
  CashbookKind,
  Receivable,
} from '@usaha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { totalsByCurrency } from '../../lib/currency-totals';
import type { DebtBalanceService } from '../debts/debt-balances.service';
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

type Owed = Omit<Receivable, 'currency'>;
const NOTHING: Owed = { amount_due: 0, count: 0, overdue_amount: 0, overdue_count: 0 };
const plus = (a: Owed, b: Owed): Owed => ({
  amount_due: a.amount_due + b.amount_due,
  count: a.count + b.count,
  overdue_amount: a.overdue_amount + b.overdue_amount,
  overdue_count: a.overdue_count + b.overdue_count,
});

/** Invoices due and open credits together per currency, with each one's part. */
export function receivablesOf(invoices: Receivable[], credits: Receivable[]): BalanceReceivable[] {
  const currencies = [...new Set([...invoices, ...credits].map((item) => item.currency))].sort();
  return currencies.map((currency) => {
    const fromInvoices = invoices.find((item) => item.currency === currency) ?? {
      currency,
      ...NOTHING,
    };
    const fromCredits = credits.find((item) => item.currency === currency) ?? {
      currency,
      ...NOTHING,
    };
    return {
      currency,
      ...plus(fromInvoices, fromCredits),
      invoices_due: fromInvoices.amount_due,
      credits: fromCredits.amount_due,
    };
  });
}

/** Cash + receivables − payables − the tax owed per currency. */
export function positionOf(
  totals: Balance['totals'],
  receivables: Receivable[],
  payables: Receivable[],
  taxOwed: ReadonlyMap<string, number> = new Map(),
) {
  const position = new Map<
    string,
    { cash: number; receivables: number; payables: number; tax_owed: number }
  >();
  const at = (currency: string) => {
    const item = position.get(currency) ?? { cash: 0, receivables: 0, payables: 0, tax_owed: 0 };
    position.set(currency, item);
    return item;
  };
  for (const total of totals) at(total.currency).cash += total.balance;
  for (const owed of receivables) at(owed.currency).receivables += owed.amount_due;
  for (const owed of payables) at(owed.currency).payables += owed.amount_due;
  for (const [currency, amount] of taxOwed) at(currency).tax_owed += amount;
  return [...position]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, item]) => ({
      currency,
      ...item,
      net: item.cash + item.receivables - item.payables - item.tax_owed,
    }));
}

/** Where the balance reads what is owed: the invoices' and the debts' reads. */
export type OwedReads = {
  invoices: Pick<InvoiceService, 'receivablesOn' | 'taxCollectedOn'>;
  debts: Pick<DebtBalanceService, 'owedOn'>;
};

/**
 * What is owed on the date around the cash books' totals: the receivables, the payables, the
 * tax owed and the position (the bench's bare balance reads the same beside its raw cash).
 */
export async function owedSide(
  reads: OwedReads,
  business: { id: string; timezone: string },
  date: string,
  totals: Balance['totals'],
): Promise<Pick<Balance, 'receivables' | 'payables' | 'tax_owed' | 'position'>> {
  const invoices = await reads.invoices.receivablesOn(business.id, date);
  const owed = await reads.debts.owedOn(business.id, date, business.timezone);
  const taxes = await reads.invoices.taxCollectedOn(business.id, date);
  const receivables = receivablesOf(invoices, owed.credits);
  const payables = owed.debts;
  const position = positionOf(totals, receivables, payables, taxes);
  const taxOwed = [...taxes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
  return { receivables, payables, tax_owed: taxOwed, position };
}

export function createBalanceService(deps: { database: Database } & OwedReads) {
  const { database } = deps;

  return {
    /**
     * With `withOwed` false (a caller who may not see invoices and debts), nothing owed is read:
     * receivables, payables and the position are null.
     */
    async on(actor: Actor, date: string, withOwed = true): Promise<Balance> {
      const cashbooks = (await balancesOn(database, actor.businessId, date)).map((row) => ({
        ...row,
        kind: row.kind as CashbookKind,
      }));
      const totals = totalsByCurrency(cashbooks);
      if (!withOwed) {
        const none = { receivables: null, payables: null, tax_owed: null, position: null };
        return { date, cashbooks, totals, ...none };
      }
      const business = { id: actor.businessId, timezone: actor.timezone };
      return { date, cashbooks, totals, ...(await owedSide(deps, business, date, totals)) };
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
