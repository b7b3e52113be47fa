import { describe, expect, it } from 'vitest';
import { makeEntry } from './export-test-helpers';
import type { JournalBook } from './exports.types';
import {
  accountSegment,
  bookAccountNames,
  categoryAccount,
  createBookResolver,
  journalText,
  tagValue,
  transactionCode,
} from './journal-names';

function book(overrides: Partial<JournalBook>): JournalBook {
  return {
    id: 'b',
    name: 'Kas',
    kind: 'cash',
    currency: 'IDR',
    opening_balance: 0,
    opening_date: '2024-01-01',
    ...overrides,
  };
}

describe('journal names', () => {
  it('keeps text on one line without comment starts', () => {
    expect(journalText('  Bayar;  listrik\r\nPLN\t ok ')).toBe('Bayar, listrik PLN ok');
    expect(journalText('Kas \u00a0Toko\u3000Bogor')).toBe('Kas Toko Bogor');
  });

  it('cleans account segments', () => {
    expect(accountSegment(' BCA: Operasional ; utama ', 'x')).toBe('BCA - Operasional , utama');
    expect(accountSegment(' : ', 'Unnamed')).toBe('-');
    expect(accountSegment('   ', 'Unnamed')).toBe('Unnamed');
  });

  it('keeps tag values and codes parseable', () => {
    expect(tagValue('a, b;c')).toBe('a-b-c');
    expect(transactionCode('INV-(7)')).toBe('INV-[7]');
    expect(transactionCode(null)).toBe('');
  });

  it('names books by kind and suffixes every book of a clashing name', () => {
    const names = bookAccountNames([
      book({ id: '0f3a9c2e-1', name: 'Kas Toko' }),
      book({ id: '7d41b0aa-2', name: ' Kas  Toko' }),
      book({ id: 'c3', name: 'Kas Toko', kind: 'bank' }),
      book({ id: 'c4', name: 'GoPay', kind: 'ewallet' }),
      book({ id: 'c5', name: 'Lain', kind: 'other' }),
    ]);
    expect([...names.values()]).toEqual([
      'Assets:Cash:Kas Toko (0f3a9c)',
      'Assets:Cash:Kas Toko (7d41b0)',
      'Assets:Bank:Kas Toko',
      'Assets:E-wallet:GoPay',
      'Assets:Other:Lain',
    ]);
  });

  it('falls back to the full id when the short suffixes clash too', () => {
    const names = bookAccountNames([
      book({ id: 'abcdef-1', name: 'Kas' }),
      book({ id: 'abcdef-2', name: 'Kas' }),
    ]);
    expect([...names.values()]).toEqual(['Assets:Cash:Kas (abcdef)', 'Assets:Cash:Kas (abcdef2)']);
  });

  it('picks the category side from the kind, else from the direction', () => {
    expect(
      categoryAccount(makeEntry({ category_name: 'Sewa: toko', category_kind: 'expense' })),
    ).toBe('Expenses:Sewa - toko');
    expect(
      categoryAccount(
        makeEntry({ direction: 'in', category_name: 'Listrik', category_kind: 'expense' }),
      ),
    ).toBe('Expenses:Listrik');
    expect(
      categoryAccount(makeEntry({ direction: 'in', category_name: null, category_kind: null })),
    ).toBe('Income:Uncategorised');
    expect(
      categoryAccount(makeEntry({ direction: 'out', category_name: ' ', category_kind: null })),
    ).toBe('Expenses:Uncategorised');
  });

  it('gives uncategorised invoice payments their own income account, as the profit and loss does', () => {
    const payment = {
      source: 'invoice_payment',
      category_name: null,
      category_kind: null,
    } as const;
    expect(categoryAccount(makeEntry(payment))).toBe('Income:Invoice payments');
    expect(
      categoryAccount(
        makeEntry({ source: 'invoice_payment', category_name: 'Jasa', category_kind: 'income' }),
      ),
    ).toBe('Income:Jasa');
  });

  it('refuses to guess between two books of the same name', () => {
    const resolve = createBookResolver([book({ id: 'a' }), book({ id: 'b' })]);
    expect(() => resolve(makeEntry({ cashbook_name: 'Kas' }))).toThrow(/cashbook_id/);
    expect(resolve(makeEntry({ cashbook_name: 'Kas', cashbook_id: 'b' })).id).toBe('b');
    expect(() => resolve(makeEntry({ cashbook_name: 'Bank' }))).toThrow(/no cash book/);
  });
});
