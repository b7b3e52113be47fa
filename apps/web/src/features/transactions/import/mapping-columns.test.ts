import type { StatementMapping } from '@usaha/shared';
import { expect, test } from 'vitest';
import { columnOptions, mappingProblems, switchAmountMode } from './mapping-columns';

const SAMPLE = [
  { line: 1, cells: ['No. rekening : 1234567890'] },
  { line: 6, cells: ['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo'] },
  { line: 7, cells: ["'01/10", 'SALDO AWAL', "'0000", '', '', '12,450,000.00'] },
  { line: 8, cells: ["'01/10", 'TRSF E-BANKING CR', "'0000", '250,000.00', 'CR', '12,700,000.00'] },
];

const BCA: StatementMapping = {
  delimiter: ',',
  header_line: 6,
  date_column: 0,
  date_format: 'DD/MM',
  year: 2026,
  description_column: 1,
  amount: { mode: 'amount_type', column: 3, type_column: 4 },
  number_format: 'en',
  balance_column: 5,
};

test('columns are named by the header line, or the first filled cell below it', () => {
  expect(columnOptions(SAMPLE, 6).map((option) => option.label)).toEqual([
    '1 · Tanggal Transaksi',
    '2 · Keterangan',
    '3 · Cabang',
    '4 · Jumlah',
    '5 · CR',
    '6 · Saldo',
  ]);
  expect(columnOptions(SAMPLE, 1)[0]?.label).toBe('1 · No. rekening : 1234567890');
});

test('a mapping the contract accepts has no problems', () => {
  expect(mappingProblems(BCA)).toEqual({});
});

test('a column used twice and a DD/MM date without a year are caught before the server', () => {
  expect(
    mappingProblems({
      ...BCA,
      year: undefined,
      amount: { mode: 'debit_credit', debit_column: 3, credit_column: 5 },
    }),
  ).toEqual({ year: 'year', 'amount.credit_column': 'taken' });
});

test('switching the amount mode keeps the columns already chosen', () => {
  const typed = BCA.amount;
  expect(switchAmountMode(typed, 'debit_credit')).toEqual({
    mode: 'debit_credit',
    debit_column: 3,
    credit_column: 4,
  });
  expect(switchAmountMode(typed, 'signed')).toEqual({ mode: 'signed', column: 3 });
  expect(switchAmountMode({ mode: 'signed', column: 2 }, 'amount_type')).toEqual({
    mode: 'amount_type',
    column: 2,
    type_column: 3,
  });
});
