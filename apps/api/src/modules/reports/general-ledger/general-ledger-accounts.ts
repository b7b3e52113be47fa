/**
 * Builds the general ledger's accounts as the journal export writes them: each book opens with
 * its opening balance on its opening date (against `Equity:Opening Balances`), each entry posts
 * to its book and to its other account. The opening is every posting before the period; the
 * period's debits, credits and counts come from the day totals, so they are whole even when the
 * movements shown stop at the cap.
 */
import type { LedgerAccount, LedgerMovement } from '@usaha/shared';
import type { AccountTotal } from '../../entries/entry-ledger.service';
import { bookAccountNames, TAX_OWED_ACCOUNT } from '../../exports/exports.service';
import type { ExportEntry, JournalBook } from '../../exports/exports.types';
import type { PaymentTax } from '../../invoices/invoices.service';
import {
  accountKey,
  accountKind,
  byAccount,
  OPENING_BALANCES_ACCOUNT,
  otherPostings,
  postedOf,
  signed,
  taxesOfTotals,
  taxOfTotal,
} from '../ledger-accounts';

export type LedgerInput = {
  from: string;
  to: string;
  businessCurrency: string;
  /** Every book of the journal (names clash-free across all of them), and those shown. */
  allBooks: readonly JournalBook[];
  books: readonly JournalBook[];
  before: readonly AccountTotal[];
  during: readonly AccountTotal[];
  /** The tax in the invoice payments before the period and in it. */
  taxesBefore: readonly PaymentTax[];
  taxesDuring: readonly PaymentTax[];
  /** Oldest first. */
  movements: AsyncIterable<ExportEntry> | Iterable<ExportEntry>;
  /** Movements kept per account; null keeps all. */
  cap: number | null;
  openingDescription: string;
};

type Building = LedgerAccount & { running: number };

/** How many payments with tax each book holds, per `cashbook|currency`. */
function countsByBook(taxes: readonly PaymentTax[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tax of taxes) {
    const key = `${tax.cashbook_id}|${tax.currency}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export async function buildLedger(input: LedgerInput): Promise<LedgerAccount[]> {
  const names = bookAccountNames(input.allBooks);
  const bookById = new Map(input.books.map((book) => [book.id, book]));
  const accounts = new Map<string, Building>();

  function account(name: string, currency: string, cashbookId: string | null = null) {
    const key = accountKey(name, currency);
    let found = accounts.get(key);
    if (!found) {
      found = {
        account: name,
        kind: accountKind(name),
        currency,
        cashbook_id: cashbookId,
        opening: 0,
        debit: 0,
        credit: 0,
        closing: 0,
        movement_count: 0,
        truncated: false,
        movements: [],
        running: 0,
      };
      accounts.set(key, found);
    }
    return found;
  }

  /** A posting's amount into the opening, or into the period's sums. */
  function post(target: Building, amount: number, when: 'before' | 'during', count: number) {
    if (when === 'before') target.opening += amount;
    else {
      if (amount > 0) target.debit += amount;
      else target.credit -= amount;
      target.movement_count += count;
    }
  }

  for (const book of input.books) {
    const own = account(names.get(book.id) ?? '', book.currency, book.id);
    if (book.opening_balance === 0 || book.opening_date > input.to) continue;
    const when = book.opening_date < input.from ? 'before' : 'during';
    const equity = account(OPENING_BALANCES_ACCOUNT, book.currency);
    post(own, book.opening_balance, when, 1);
    post(equity, -book.opening_balance, when, 1);
  }
  for (const [when, totals, paymentTaxes] of [
    ['before', input.before, input.taxesBefore],
    ['during', input.during, input.taxesDuring],
  ] as const) {
    const taxes = taxesOfTotals(paymentTaxes);
    const taxCounts = countsByBook(paymentTaxes);
    for (const total of totals) {
      const book = bookById.get(total.cashbook_id);
      if (!book) continue;
      const posted = postedOf(total);
      const amount = signed(posted.direction, total.amount);
      post(account(names.get(book.id) ?? '', book.currency, book.id), amount, when, total.count);
      const postings = otherPostings(posted, amount, taxOfTotal(taxes, total));
      // The other account moves with each entry; the tax owed is counted per payment below.
      postings.forEach(([name, minor], index) => {
        post(account(name, book.currency), minor, when, index === 0 ? total.count : 0);
      });
    }
    for (const [key, count] of taxCounts) {
      const [cashbookId = '', currency = ''] = key.split('|');
      if (bookById.has(cashbookId)) post(account(TAX_OWED_ACCOUNT, currency), 0, when, count);
    }
  }
  for (const item of accounts.values()) item.running = item.opening;

  function move(
    target: Building,
    amount: number,
    row: Omit<LedgerMovement, 'debit' | 'credit' | 'balance'>,
  ) {
    if (input.cap !== null && target.movements.length >= input.cap) return;
    target.running += amount;
    target.movements.push({
      ...row,
      debit: Math.max(amount, 0),
      credit: Math.max(-amount, 0),
      balance: target.running,
    });
  }

  const openings = input.books
    .filter((book) => book.opening_balance !== 0)
    .filter((book) => book.opening_date >= input.from && book.opening_date <= input.to)
    .sort((a, b) =>
      a.opening_date < b.opening_date ? -1 : a.opening_date > b.opening_date ? 1 : 0,
    );
  let next = 0;
  function openingsUpTo(date: string | null) {
    for (let book = openings[next]; book; book = openings[next]) {
      if (date !== null && book.opening_date > date) return;
      const row = {
        date: book.opening_date,
        entry_id: null,
        description: input.openingDescription,
        reference: null,
      };
      move(account(names.get(book.id) ?? '', book.currency, book.id), book.opening_balance, row);
      move(account(OPENING_BALANCES_ACCOUNT, book.currency), -book.opening_balance, row);
      next += 1;
    }
  }

  const taxOfEntry = new Map(input.taxesDuring.map((tax) => [tax.entry_id, tax.tax]));
  for await (const entry of input.movements) {
    const book = bookById.get(entry.cashbook_id ?? '');
    if (!book) continue;
    openingsUpTo(entry.date);
    const amount = signed(entry.direction, entry.amount);
    const row = {
      date: entry.date,
      entry_id: entry.id,
      description: entry.description,
      reference: entry.reference,
    };
    move(account(names.get(book.id) ?? '', book.currency, book.id), amount, row);
    for (const [name, minor] of otherPostings(entry, amount, taxOfEntry.get(entry.id))) {
      move(account(name, book.currency), minor, row);
    }
  }
  openingsUpTo(null);

  return [...accounts.values()]
    .map(({ running: _running, ...item }) => ({
      ...item,
      closing: item.opening + item.debit - item.credit,
      truncated: item.movements.length < item.movement_count,
    }))
    .filter((item) => item.kind === 'book' || item.opening !== 0 || item.movement_count > 0)
    .sort(byAccount(input.businessCurrency));
}
