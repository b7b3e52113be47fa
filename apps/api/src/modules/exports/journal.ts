/**
 * Streams the cash books as a plain-text journal that hledger (1.25 and later) reads: one
 * transaction per entry, one per transfer, opening balances against `Equity:Opening Balances`.
 */
import { currencyExponent, subtract, toDecimalString } from '@usaha/shared';
import { signedMinor } from './export-cells';
import type { ExportEntry, JournalBook } from './exports.types';
import {
  bookAccountNames,
  categoryAccount,
  counterPostings,
  createBookResolver,
  journalText,
  OPENING_BALANCES_ACCOUNT,
  TRANSFERS_ACCOUNT,
  tagValue,
  transactionCode,
} from './journal-names';

export type JournalOptions = {
  /** Description of the opening-balance transactions (localised by the caller). */
  openingBalanceDescription?: string;
};

type Posting = {
  account: string;
  minor: number;
  currency: string;
  /** ` @@ <total cost>` on the sending side of a cross-currency transfer. */
  cost?: string;
  comment?: string;
};
type Transaction = {
  date: string;
  code: string;
  description: string;
  tags: string;
  postings: Posting[];
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CHUNK_CHARS = 64 * 1024;

/** `IDR 150000.00` parses too; number-then-code is how hledger prints it back. */
function money(minor: number, currency: string): string {
  return `${toDecimalString(minor, currency)} ${currency}`;
}

/**
 * The sample amount fixes how hledger shows the commodity: no digit groups, `.` as decimal
 * mark, exactly the currency's decimals. hledger 1.25 wants a decimal mark even with none
 * (`1000. JPY`).
 */
function commodityDirective(currency: string): string {
  const exponent = currencyExponent(currency);
  return `commodity 1000.${'0'.repeat(exponent)} ${currency}`;
}

function checkDate(date: string, what: string): string {
  if (!ISO_DATE.test(date)) throw new RangeError(`${what}: date "${date}" is not YYYY-MM-DD`);
  return date;
}

function render(transaction: Transaction): string {
  const { code, description } = transaction;
  // Without a code, a description starting with `(` would be read as one, and `*`/`!` as a
  // status mark; an empty code `()` keeps it whole.
  const guard = code === '' && /^[(*!]/.test(description);
  let head = transaction.date;
  if (code !== '') head += ` (${code})`;
  else if (guard) head += ' ()';
  if (description !== '') head += ` ${description}`;
  if (transaction.tags !== '') head += `  ; ${transaction.tags}`;
  const numbers = transaction.postings.map((posting) =>
    toDecimalString(posting.minor, posting.currency),
  );
  const accountWidth = Math.max(...transaction.postings.map((posting) => posting.account.length));
  const numberWidth = Math.max(...numbers.map((number) => number.length));
  const lines = transaction.postings.map((posting, index) => {
    const number = (numbers[index] ?? '').padStart(numberWidth);
    let line = `    ${posting.account.padEnd(accountWidth)}    ${number} ${posting.currency}`;
    if (posting.cost) line += posting.cost;
    return posting.comment ? `${line}  ; ${posting.comment}` : line;
  });
  return `${head}\n${lines.join('\n')}\n\n`;
}

function transferRole(entry: ExportEntry): 'out' | 'in' | 'fee' {
  return entry.transfer_role ?? (entry.direction === 'out' ? 'out' : 'in');
}

/**
 * Yields the journal in string chunks. `entries` must come ordered by date (then id); each
 * transfer's entries (2 or 3 sharing `transfer_id`) become one transaction, written after that
 * date's other entries. Every book in `books` is declared and gets its opening balance on its
 * opening date (none when it is zero); an entry of a book not in `books` is an error.
 */
export async function* writeJournal(
  books: readonly JournalBook[],
  entries: AsyncIterable<ExportEntry>,
  options: JournalOptions = {},
): AsyncGenerator<string, void, undefined> {
  const bookAccounts = bookAccountNames(books);
  const findBook = createBookResolver(books);
  const declaredAccounts = new Set<string>();
  const declaredCommodities = new Set<string>();

  function declareCommodity(currency: string): string {
    if (declaredCommodities.has(currency)) return '';
    declaredCommodities.add(currency);
    return `${commodityDirective(currency)}\n`;
  }

  function declareAccount(account: string): string {
    if (declaredAccounts.has(account)) return '';
    declaredAccounts.add(account);
    return `account ${account}\n`;
  }

  /** Directives for what the journal has not declared yet, so `hledger check --strict` passes. */
  function declare(postings: readonly Posting[]): string {
    let text = '';
    for (const { currency } of postings) text += declareCommodity(currency);
    for (const { account } of postings) text += declareAccount(account);
    return text === '' ? '' : `${text}\n`;
  }

  function bookAccount(entry: ExportEntry): string {
    return bookAccounts.get(findBook(entry).id) ?? '';
  }

  function posting(account: string, minor: number, currency: string, comment?: string): Posting {
    return { account, minor, currency, comment };
  }

  function emit(transaction: Transaction): string {
    return declare(transaction.postings) + render(transaction);
  }

  function entryTransaction(entry: ExportEntry): string {
    const amount = signedMinor(entry);
    return emit({
      date: entry.date,
      code: transactionCode(entry.reference),
      description: journalText(entry.description),
      tags: `entry:${tagValue(entry.id)}, source:${entry.source}`,
      postings: [
        posting(bookAccount(entry), amount, entry.currency),
        ...counterPostings(categoryAccount(entry), amount, entry.tax).map(([account, minor]) =>
          posting(account, minor, entry.currency),
        ),
      ],
    });
  }

  /**
   * One transaction for the out/in/fee entries of a transfer, each posting tagged with its
   * entry. A side missing from the export (filtered out, or dated another day) balances
   * against `Equity:Transfers`, which nets to zero once both sides are in.
   */
  function transferTransaction(transferId: string, parts: readonly ExportEntry[]): string {
    const outs = parts.filter((entry) => transferRole(entry) === 'out');
    const ins = parts.filter((entry) => transferRole(entry) === 'in');
    const fees = parts.filter((entry) => transferRole(entry) === 'fee');
    const [out] = outs;
    const [incoming] = ins;
    const main = out ?? incoming ?? fees[0];
    const postings: Posting[] = [];
    const tag = (entry: ExportEntry) => `entry:${tagValue(entry.id)}`;
    for (const entry of [...outs, ...ins]) {
      postings.push(posting(bookAccount(entry), signedMinor(entry), entry.currency, tag(entry)));
    }
    if (out && incoming && outs.length === 1 && ins.length === 1) {
      const sent = postings[0];
      if (out.currency !== incoming.currency && sent) {
        // Total cost on the sending side: what the receiving book got for it.
        sent.cost = ` @@ ${money(incoming.amount, incoming.currency)}`;
      } else if (out.amount !== incoming.amount) {
        const gap = subtract(out.amount, incoming.amount);
        postings.push(posting(TRANSFERS_ACCOUNT, gap, out.currency));
      }
    } else {
      for (const entry of [...outs, ...ins]) {
        postings.push(posting(TRANSFERS_ACCOUNT, -signedMinor(entry), entry.currency, tag(entry)));
      }
    }
    for (const fee of fees) {
      const amount = signedMinor(fee);
      postings.push(posting(categoryAccount(fee), -amount, fee.currency, tag(fee)));
      postings.push(posting(bookAccount(fee), amount, fee.currency, tag(fee)));
    }
    return emit({
      date: main?.date ?? '',
      code: transactionCode(main?.reference ?? null),
      description: journalText(main?.description ?? ''),
      tags: `transfer:${tagValue(transferId)}`,
      postings,
    });
  }

  function openingTransaction(book: JournalBook): string {
    const account = bookAccounts.get(book.id) ?? '';
    return emit({
      date: book.opening_date,
      code: '',
      description: journalText(options.openingBalanceDescription ?? 'Opening balance'),
      tags: `book:${tagValue(book.id)}`,
      postings: [
        posting(account, book.opening_balance, book.currency),
        posting(OPENING_BALANCES_ACCOUNT, -book.opening_balance, book.currency),
      ],
    });
  }

  const openings = books
    .map((book, index) => ({ book, index, date: checkDate(book.opening_date, `Book ${book.id}`) }))
    .filter(({ book }) => book.opening_balance !== 0)
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? -1 : 1));

  let header = '; Cash books exported for hledger. Amounts carry their currency as commodity.\n';
  header += 'decimal-mark .\n\n';
  for (const currency of [...new Set(books.map((book) => book.currency))].sort()) {
    header += declareCommodity(currency);
  }
  header += '\n';
  for (const book of books) header += declareAccount(bookAccounts.get(book.id) ?? '');
  header += `${declareAccount(OPENING_BALANCES_ACCOUNT)}\n`;
  yield header;

  let nextOpening = 0;
  function openingsUpTo(date: string | null): string {
    let text = '';
    for (let next = openings[nextOpening]; next; next = openings[nextOpening]) {
      if (date !== null && next.date > date) break;
      text += openingTransaction(next.book);
      nextOpening += 1;
    }
    return text;
  }

  // Only transfer entries wait for the end of their date: their parts may be apart in the
  // stream. Everything else goes straight out, so memory holds one day's transfers at most.
  let transfers = new Map<string, ExportEntry[]>();
  function flushTransfers(): string {
    let text = '';
    for (const [id, parts] of transfers) text += transferTransaction(id, parts);
    transfers = new Map();
    return text;
  }

  let currentDate: string | null = null;
  let chunk = '';
  for await (const entry of entries) {
    checkDate(entry.date, `Entry ${entry.id}`);
    if (entry.date !== currentDate) {
      if (currentDate !== null && entry.date < currentDate) {
        throw new Error(`Entries must come ordered by date: ${entry.date} after ${currentDate}`);
      }
      chunk += flushTransfers() + openingsUpTo(entry.date);
      currentDate = entry.date;
    }
    if (entry.transfer_id === null) {
      chunk += entryTransaction(entry);
    } else {
      const parts = transfers.get(entry.transfer_id);
      if (parts) parts.push(entry);
      else transfers.set(entry.transfer_id, [entry]);
    }
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  chunk += flushTransfers() + openingsUpTo(null);
  if (chunk !== '') yield chunk;
}
