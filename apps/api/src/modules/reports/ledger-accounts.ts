/**
 * The journal's accounts for the general ledger and the trial balance: each entry (or day total)
 * posts to its book's account and, unless it is one side of a transfer, to the other account the
 * journal export gives it (`categoryAccount`). Amounts are debit-positive, as hledger shows them.
 */
import type { LedgerAccountKind } from '@usaha/shared';
import type { AccountTotal } from '../entries/entry-ledger.service';
import {
  categoryAccount,
  counterPostings,
  OPENING_BALANCES_ACCOUNT,
  TRANSFERS_ACCOUNT,
} from '../exports/exports.service';
import type { ExportEntry, JournalBook } from '../exports/exports.types';
import type { PaymentTax } from '../invoices/invoices.service';

export { OPENING_BALANCES_ACCOUNT, TRANSFERS_ACCOUNT };

/** What `categoryAccount` reads of an entry. */
type Posted = Pick<
  ExportEntry,
  'source' | 'direction' | 'category_kind' | 'category_name' | 'transfer_role'
>;

const UNUSED: Omit<ExportEntry, keyof Posted> = {
  id: '',
  date: '',
  cashbook_name: '',
  currency: '',
  amount: 0,
  description: '',
  reference: null,
  transfer_id: null,
  created_by_name: null,
};

/** The other account of an entry; null for a transfer's out or in side (book to book). */
export function counterAccount(entry: Posted): string | null {
  if (entry.transfer_role === 'out' || entry.transfer_role === 'in') return null;
  return categoryAccount({ ...UNUSED, ...entry });
}

/**
 * The postings of `amount` into a book (− out) other than the book's own: none for a transfer's
 * side, else its other account, less the tax in an invoice's payment, posted to the tax owed.
 */
export function otherPostings(entry: Posted, amount: number, tax = 0) {
  const other = counterAccount(entry);
  return other === null ? [] : counterPostings(other, amount, tax);
}

/** `cashbook|category`: where a day total of invoice payments and their taxes meet. */
const taxKey = (cashbookId: string, categoryId: string | null) =>
  `${cashbookId}|${categoryId ?? ''}`;

/** The tax in the invoice payments a day total sums (see `taxesOfTotals`). */
export function taxOfTotal(taxes: ReadonlyMap<string, number>, total: AccountTotal): number {
  if (total.source !== 'invoice_payment' || total.class !== 'income') return 0;
  return taxes.get(taxKey(total.cashbook_id, total.category_id)) ?? 0;
}

/** The payments' taxes summed per book and category, as the day totals group the payments. */
export function taxesOfTotals(taxes: readonly PaymentTax[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const tax of taxes) {
    const key = taxKey(tax.cashbook_id, tax.category_id);
    sums.set(key, (sums.get(key) ?? 0) + tax.tax);
  }
  return sums;
}

/** A day total as the entries it sums: a transfer class is a transfer's side. */
export function postedOf(total: AccountTotal): Posted {
  const transfer = total.class === 'transfer_in' || total.class === 'transfer_out';
  const direction = total.class === 'income' || total.class === 'transfer_in' ? 'in' : 'out';
  return {
    source: total.source,
    direction,
    category_kind: total.category_kind,
    category_name: total.category_name,
    transfer_role: transfer ? direction : null,
  };
}

export function accountKind(account: string): LedgerAccountKind {
  if (account.startsWith('Income:')) return 'income';
  if (account.startsWith('Expenses:')) return 'expense';
  if (account.startsWith('Assets:Receivables')) return 'receivables';
  if (account.startsWith('Liabilities:')) return 'payables';
  if (account.startsWith('Equity:')) return 'equity';
  return 'book';
}

/** + for money into the book. */
export const signed = (direction: 'in' | 'out', amount: number) =>
  direction === 'in' ? amount : -amount;

/** `account|currency`: one currency of one account. */
export const accountKey = (account: string, currency: string) => `${account}\u0000${currency}`;

/** Accounts by name, then the business's currency before the others. */
export function byAccount(businessCurrency: string) {
  return (
    a: { account: string; currency: string },
    b: { account: string; currency: string },
  ): number => {
    if (a.account !== b.account) return a.account < b.account ? -1 : 1;
    if (a.currency === b.currency) return 0;
    if (a.currency === businessCurrency) return -1;
    if (b.currency === businessCurrency) return 1;
    return a.currency < b.currency ? -1 : 1;
  };
}

/** The business's currency first, then the others by code. */
export function currenciesOf(currencies: Iterable<string>, businessCurrency: string): string[] {
  return [...new Set(currencies)].sort((a, b) =>
    a === b ? 0 : a === businessCurrency ? -1 : b === businessCurrency ? 1 : a < b ? -1 : 1,
  );
}

export function booksFiltered(books: JournalBook[], cashbookId: string | null): JournalBook[] {
  return cashbookId ? books.filter((book) => book.id === cashbookId) : books;
}
