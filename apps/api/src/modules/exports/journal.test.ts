import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { add, toDecimalString } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, csvRows, hledger, hledgerBalances, streamOf } from './export-test-helpers';
import type { JournalBook } from './exports.types';
import { writeJournal } from './journal';
import { accountOf, books, entries, kasToko, on, rows } from './journal-test-fixtures';

let dir = '';
let file = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-export-'));
  file = join(dir, 'books.journal');
  await writeFile(file, await collect(writeJournal(books, streamOf(entries))));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeJournal read by the real hledger', () => {
  it('parses, passes the strict checks and keeps dates in order', async () => {
    expect(await hledger('--version')).toMatch(/^hledger 1\./);
    await hledger('-f', file, 'print');
    await hledger('-f', file, 'check', '--strict', 'ordereddates');
  });

  it('gives every book opening + in − out, to the sen, in its currency', async () => {
    const balanceRows = await hledgerBalances(file);
    const balances = new Map(
      balanceRows.map(([account, commodity, amount]) => [`${account}|${commodity}`, amount]),
    );
    for (const book of books) {
      const moves = rows
        .filter((row) => row.book === book)
        .map((row) => (row.direction === 'in' ? row.amount : -row.amount));
      const expected = add(book.opening_balance, ...moves);
      expect(balances.get(`${accountOf.get(book.id)}|${book.currency}`), book.name).toBe(
        toDecimalString(expected, book.currency),
      );
    }
    expect(balances.get('Expenses:Listrik - PLN|IDR')).toBe('20500.50');
    expect(balances.get('Expenses:Biaya bank|IDR')).toBe('6500.01');
    expect(balances.get('Expenses:Uncategorised|IDR')).toBe('10000.00');
    expect(balances.get('Expenses:Uncategorised|USD')).toBe('2.50');
    expect(balances.get('Income:Uncategorised|IDR')).toBe('-12345.67');
    expect(balances.get('Income:Jasa desain|USD')).toBe('-10.00');
    expect(balances.get('Equity:Transfers|IDR')).toBe('-1000.00');
    // Rp 300.000 lent, 100.000 back; Rp 2.000.000 borrowed, 500.000 paid back.
    expect(balances.get('Assets:Receivables|IDR')).toBe('200000.00');
    expect(balances.get('Liabilities:Payables|IDR')).toBe('-1500000.00');
    expect(balances.get('Equity:Opening Balances|IDR')).toBe('-6000000.00');
    expect(balances.get('Equity:Opening Balances|USD')).toBe('-250.00');
  });

  it('writes each transfer as one transaction that traces its entries', async () => {
    const t1 = csvRows(await hledger('-f', file, 'print', 'tag:transfer=T1', '-O', 'csv'));
    expect(new Set(t1.map((row) => row[0]))).toHaveLength(1);
    expect(t1.map((row) => [row[7], row[8], row[13]])).toEqual([
      ['Assets:Cash:Kas Toko (0f3a9c)', '-500000.00', 'entry:e10'],
      ['Assets:Bank:BCA - Operasional', '500000.00', 'entry:e14'],
      ['Expenses:Biaya bank', '6500.00', 'entry:e12'],
      ['Assets:Cash:Kas Toko (0f3a9c)', '-6500.00', 'entry:e12'],
    ]);

    const t2 = csvRows(
      await hledger('-f', file, 'print', 'tag:transfer=T2', '--cost', '-O', 'csv'),
    );
    expect(new Set(t2.map((row) => row[0]))).toHaveLength(1);
    expect(t2.map((row) => [row[7], row[8], row[9]])).toEqual([
      ['Assets:E-wallet:Payoneer', '-1550000.00', 'IDR'],
      ['Assets:Bank:BCA - Operasional', '1550000.00', 'IDR'],
      ['Expenses:Uncategorised', '2.50', 'USD'],
      ['Assets:E-wallet:Payoneer', '-2.50', 'USD'],
    ]);
  });

  it('keeps descriptions whole and traceable', async () => {
    const printed = csvRows(await hledger('-f', file, 'print', '-O', 'csv'));
    const byEntry = (id: string) => printed.find((row) => row[6]?.includes(`entry:${id},`));
    expect(byEntry('e01')?.[5]).toBe('Penjualan, tunai: meja');
    expect(byEntry('e02')?.slice(4, 6)).toEqual(['', '(PLN) token listrik']);
    expect(byEntry('e03')?.slice(3, 6)).toEqual(['', '', '*urgent* biaya']);
    expect(byEntry('e04')?.[4]).toBe('INV-[7]');
    expect(byEntry('e13')?.[5]).toBe('Biaya admin baris 2');
    const opening = printed.filter((row) => row[6]?.startsWith('book:'));
    expect(opening.map((row) => row[1])).toEqual([
      '2024-01-01',
      '2024-01-01',
      '2024-01-01',
      '2024-01-01',
      '2024-02-15',
      '2024-02-15',
    ]);
  });
  it('keeps hostile book and category names apart and balanced', async () => {
    const names = [
      'Makan @kantor',
      '#1 Kas',
      '=SUM(A1)',
      '* star',
      '(y) paren',
      '@@ 5 USD',
      '; komentar',
      'Kas \u00a0 Toko',
      'a|b',
      'Dapur Ibu — Bogor',
      ' ',
    ];
    const odd: JournalBook[] = names.map((name, index) => ({
      ...kasToko,
      id: `odd-${index}`,
      name,
      opening_balance: 100 * (index + 1),
    }));
    const spent = odd.map((book) =>
      on(book, {
        cashbook_id: book.id,
        direction: 'out',
        amount: 7,
        category_name: book.name,
        category_kind: 'expense',
        description: book.name,
        reference: book.name,
      }),
    );
    const oddFile = join(dir, 'odd.journal');
    await writeFile(oddFile, await collect(writeJournal(odd, streamOf(spent))));
    await hledger('-f', oddFile, 'check', '--strict', 'ordereddates');
    const balances = (await hledgerBalances(oddFile, '^Assets:')).map((row) => row[2]);
    expect(balances).toEqual(odd.map((book) => toDecimalString(book.opening_balance - 7, 'IDR')));
  });
});

describe('writeJournal', () => {
  it('refuses entries out of date order', async () => {
    const unordered = [on(kasToko, { date: '2024-02-01' }), on(kasToko, { date: '2024-01-01' })];
    await expect(collect(writeJournal(books, streamOf(unordered)))).rejects.toThrow(
      /ordered by date/,
    );
  });

  it('declares commodities with the currency decimals', async () => {
    const jpy: JournalBook = { ...kasToko, id: 'jp', currency: 'JPY', opening_balance: 1500 };
    const text = await collect(writeJournal([jpy], streamOf([])));
    expect(text).toContain('commodity 1000. JPY\n');
    expect(text).toMatch(/Assets:Cash:Kas Toko +1500 JPY\n/);
  });
});
