/**
 * `GET /api/v1/reports/trial-balance/`: every account's balance at the end of a day, as the
 * journal export gives it to `hledger balance`: each book from its opening date, each other
 * account from the day totals (one statement), debits equal to credits per currency.
 */
import {
  type ParsedTrialBalanceQuery,
  type TrialBalance,
  trialBalanceQuerySchema,
  trialBalanceSchema,
} from '@usaha/shared';
import type { AccountTotal, EntryLedgerReads } from '../../entries/entry-ledger.service';
import { bookAccountNames } from '../../exports/exports.service';
import type { JournalBook } from '../../exports/exports.types';
import type { InvoiceService, PaymentTax } from '../../invoices/invoices.service';
import {
  accountKey,
  accountKind,
  booksFiltered,
  byAccount,
  currenciesOf,
  OPENING_BALANCES_ACCOUNT,
  otherPostings,
  postedOf,
  signed,
  TRANSFERS_ACCOUNT,
  taxesOfTotals,
  taxOfTotal,
} from '../ledger-accounts';
import type { ReportContext, ReportDefinition } from '../report-route';
import { type TrialBalanceTableRow, trialBalanceTable } from './trial-balance-table';

export type TrialBalanceDeps = {
  ledger: Pick<EntryLedgerReads, 'accounts'>;
  invoices: Pick<InvoiceService, 'paymentTaxes'>;
  journalBooks: (businessId: string) => Promise<JournalBook[]>;
};

/** Each account's balance per currency on `date`, debit-positive. */
export function balancesOf(
  date: string,
  allBooks: readonly JournalBook[],
  books: readonly JournalBook[],
  totals: readonly AccountTotal[],
  paymentTaxes: readonly PaymentTax[],
) {
  const taxes = taxesOfTotals(paymentTaxes);
  const names = bookAccountNames(allBooks);
  const byId = new Map(books.map((book) => [book.id, book]));
  const balances = new Map<string, { account: string; currency: string; balance: number }>();
  const add = (account: string, currency: string, amount: number) => {
    const key = accountKey(account, currency);
    const item = balances.get(key) ?? { account, currency, balance: 0 };
    item.balance += amount;
    balances.set(key, item);
  };
  for (const book of books) {
    if (book.opening_date > date) continue;
    add(names.get(book.id) ?? '', book.currency, book.opening_balance);
    add(OPENING_BALANCES_ACCOUNT, book.currency, -book.opening_balance);
  }
  for (const total of totals) {
    const book = byId.get(total.cashbook_id);
    if (!book) continue;
    const posted = postedOf(total);
    const amount = signed(posted.direction, total.amount);
    add(names.get(book.id) ?? '', book.currency, amount);
    for (const [account, minor] of otherPostings(posted, amount, taxOfTotal(taxes, total))) {
      add(account, book.currency, minor);
    }
  }
  // A transfer's side in another currency (or another book) is not in this currency's sums.
  const sums = new Map<string, number>();
  for (const item of balances.values()) {
    sums.set(item.currency, (sums.get(item.currency) ?? 0) + item.balance);
  }
  for (const [currency, sum] of sums) if (sum !== 0) add(TRANSFERS_ACCOUNT, currency, -sum);
  return [...balances.values()].filter((item) => item.balance !== 0);
}

export function trialBalanceReport(
  deps: TrialBalanceDeps,
): ReportDefinition<ParsedTrialBalanceQuery, TrialBalance, TrialBalanceTableRow> {
  return {
    name: 'trial-balance',
    querystring: trialBalanceQuerySchema,
    data: trialBalanceSchema,
    async read(context: ReportContext<ParsedTrialBalanceQuery>): Promise<TrialBalance> {
      const { actor, period, business } = context;
      const date = context.query.date ?? period.to;
      const cashbookId = period.cashbook_id;
      const range = { from: null, to: date, cashbookId };
      const [allBooks, totals, taxes] = await Promise.all([
        deps.journalBooks(actor.businessId),
        deps.ledger.accounts(actor.businessId, range),
        deps.invoices.paymentTaxes(actor.businessId, range),
      ]);
      const books = booksFiltered(allBooks, cashbookId);
      const balances = balancesOf(date, allBooks, books, totals, taxes);
      const rows = balances.sort(byAccount(business.currency)).map((item) => ({
        account: item.account,
        kind: accountKind(item.account),
        currency: item.currency,
        debit: Math.max(item.balance, 0),
        credit: Math.max(-item.balance, 0),
      }));
      const totalsOut = currenciesOf(
        rows.map((row) => row.currency),
        business.currency,
      ).map((currency) => {
        const own = rows.filter((row) => row.currency === currency);
        return {
          currency,
          debit: own.reduce((sum, row) => sum + row.debit, 0),
          credit: own.reduce((sum, row) => sum + row.credit, 0),
        };
      });
      return { period, date, rows, totals: totalsOut };
    },
    table: trialBalanceTable,
    heading: (data) => ({ from: null, to: data.date }),
  };
}
