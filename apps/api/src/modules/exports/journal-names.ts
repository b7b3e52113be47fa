/** hledger account names and text for the journal export: what hledger's syntax lets through. */
import type { ExportEntry, JournalBook } from './exports.types';

export const OPENING_BALANCES_ACCOUNT = 'Equity:Opening Balances';
/** Clearing account for a transfer whose other side is not in the export. */
export const TRANSFERS_ACCOUNT = 'Equity:Transfers';
export const UNCATEGORISED = 'Uncategorised';
/** Invoices' payments without a category: their own income line, as in the profit and loss. */
export const INVOICE_PAYMENTS_ACCOUNT = 'Income:Invoice payments';
/** What contacts owe the business (credits), and what it owes them (debts). */
export const RECEIVABLES_ACCOUNT = 'Assets:Receivables';
export const PAYABLES_ACCOUNT = 'Liabilities:Payables';
/** The tax (PPN) in invoices' payments: the state's money, owed. */
export const TAX_OWED_ACCOUNT = 'Liabilities:PPN';

const KIND_SEGMENTS: Record<JournalBook['kind'], string> = {
  cash: 'Cash',
  bank: 'Bank',
  ewallet: 'E-wallet',
  other: 'Other',
};

/**
 * Free text on one line: a line break would end the transaction, two spaces (hledger counts
 * any Unicode space) end an account name, and `;` starts a comment (there is no escape), so
 * whitespace runs become one space and `;` becomes `,`.
 */
export function journalText(text: string): string {
  return text.replace(/\s+/g, ' ').replaceAll(';', ',').trim();
}

/**
 * One segment of an account name. `:` separates segments, two spaces end the name on a posting
 * line, `;` would start a comment.
 */
export function accountSegment(name: string, fallback: string): string {
  return journalText(name.replaceAll(':', ' - ')) || fallback;
}

/** Tag values end at `,` and at the end of the line. */
export function tagValue(value: string): string {
  return journalText(value).replaceAll(',', ' ').replace(/ +/g, '-');
}

/** A transaction code sits in `(…)`: no `)` inside. */
export function transactionCode(reference: string | null): string {
  return reference === null ? '' : journalText(reference.replaceAll(')', ']').replaceAll('(', '['));
}

function shortId(id: string, length: number): string {
  return tagValue(id).replaceAll('-', '').slice(0, length) || 'book';
}

/**
 * `Assets:<Kind>:<Name>` per book. Books whose names clean up to the same account all get a
 * short id suffix (not only the later ones, so a name does not change with the books' order),
 * and no book's postings merge with another's.
 */
export function bookAccountNames(books: readonly JournalBook[]): Map<string, string> {
  const base = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const book of books) {
    const name = `Assets:${KIND_SEGMENTS[book.kind]}:${accountSegment(book.name, 'Unnamed')}`;
    base.set(book.id, name);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const book of books) {
    const name = base.get(book.id) ?? '';
    let account = name;
    if ((counts.get(name) ?? 0) > 1) {
      // Six characters tell ids apart in practice; the full id settles a clash.
      account = `${name} (${shortId(book.id, 6)})`;
      if (taken.has(account)) account = `${name} (${shortId(book.id, 64)})`;
    }
    if (taken.has(account)) throw new Error(`Two journal books share the id ${book.id}`);
    taken.add(account);
    result.set(book.id, account);
  }
  return result;
}

/**
 * The other side of an entry's posting. The category's kind decides the side (a refund is an `in`
 * to an expense category); with no kind, an invoice's payment goes to its own income account and
 * other entries go by direction. A debt's or credit's cash goes to receivables or payables.
 */
export function categoryAccount(entry: ExportEntry): string {
  // A debt's or credit's cash is no income or expense: lending and being repaid move what the
  // contacts owe, borrowing and repaying what the business owes.
  if (entry.source === 'debt' || entry.source === 'debt_payment') {
    const lentOrRepaid = (entry.source === 'debt') === (entry.direction === 'out');
    return lentOrRepaid ? RECEIVABLES_ACCOUNT : PAYABLES_ACCOUNT;
  }
  if (entry.source === 'invoice_payment' && entry.category_kind === null) {
    return INVOICE_PAYMENTS_ACCOUNT;
  }
  const kind = entry.category_kind ?? (entry.direction === 'in' ? 'income' : 'expense');
  const root = kind === 'income' ? 'Income' : 'Expenses';
  const name = entry.category_name === null ? '' : accountSegment(entry.category_name, '');
  return `${root}:${name || UNCATEGORISED}`;
}

/**
 * Finds an entry's book: by `cashbook_id` when the producer sends it, else by name and
 * currency. Guessing between two books would misstate both balances, so it fails instead.
 */
export function createBookResolver(books: readonly JournalBook[]) {
  const byId = new Map(books.map((book) => [book.id, book]));
  const byName = new Map<string, JournalBook[]>();
  for (const book of books) {
    const key = `${book.name}\u0000${book.currency}`;
    byName.set(key, [...(byName.get(key) ?? []), book]);
  }
  return (entry: ExportEntry): JournalBook => {
    if (entry.cashbook_id !== undefined) {
      const book = byId.get(entry.cashbook_id);
      if (!book) throw new Error(`Entry ${entry.id}: cash book ${entry.cashbook_id} not exported`);
      return book;
    }
    const matches = byName.get(`${entry.cashbook_name}\u0000${entry.currency}`) ?? [];
    const [book] = matches;
    if (!book) throw new Error(`Entry ${entry.id}: no cash book "${entry.cashbook_name}"`);
    if (matches.length > 1) {
      throw new Error(
        `Entry ${entry.id}: several cash books are named "${entry.cashbook_name}"; send cashbook_id`,
      );
    }
    return book;
  };
}

/**
 * The other side of `amount` coming into a book (− for going out), posted to `account`: less the
 * tax in it, which is posted to the tax owed. Each pair is an account and its amount.
 */
export function counterPostings(
  account: string,
  amount: number,
  tax = 0,
): Array<[account: string, amount: number]> {
  if (tax === 0) return [[account, -amount]];
  const owed = amount < 0 ? -tax : tax;
  return [
    [account, owed - amount],
    [TAX_OWED_ACCOUNT, -owed],
  ];
}
