/** The two sample statements end to end: detect the mapping, parse, and check every sen. */
import {
  type StatementRow,
  statementMappingSchema,
  statementParseResultSchema,
} from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { bankStatement } from '../../../test/samples';
import { suggestMapping } from './detect-mapping';
import { parseStatement } from './statement-parser';

const sample = bankStatement;

function totals(rows: readonly StatementRow[]) {
  const sum = (direction: 'in' | 'out') =>
    rows.filter((row) => row.direction === direction).reduce((total, row) => total + row.amount, 0);
  return { in: sum('in'), out: sum('out') };
}

function find(rows: readonly StatementRow[], description: string): StatementRow | undefined {
  return rows.find((row) => row.description === description);
}

describe('sample statements', () => {
  describe('BCA KlikBCA', () => {
    const text = sample('bca-klikbca.csv');
    const suggestion = suggestMapping(text);

    it('suggests the mapping without help', () => {
      expect(suggestion.missing).toEqual([]);
      expect(suggestion.period).toEqual({ start: '2026-10-01', end: '2026-10-31' });
      expect(suggestion.mapping).toEqual({
        delimiter: ',',
        header_line: 6,
        date_column: 0,
        date_format: 'DD/MM',
        year: 2026,
        description_column: 1,
        amount: { mode: 'amount_type', column: 3, type_column: 4 },
        number_format: 'en',
        balance_column: 5,
      });
      expect(statementMappingSchema.safeParse(suggestion.mapping).success).toBe(true);
    });

    const mapping = suggestion.mapping;
    if (!mapping) throw new Error('no mapping for the BCA sample');
    const result = parseStatement(text, mapping);

    it('reads 12 transactions and no issues; SALDO AWAL is the opening balance', () => {
      expect(result.issues).toEqual([]);
      expect(result.rows).toHaveLength(12);
      expect(result.rows.some((row) => row.description === 'SALDO AWAL')).toBe(false);
      expect(result.opening_balance).toBe(1_245_000_000);
      expect(result.closing_balance).toBe(972_418_062);
      expect(result.balance_verified).toBe(true);
      expect(statementParseResultSchema.safeParse(result).success).toBe(true);
    });

    it('keeps the sen of interest and its tax', () => {
      expect(find(result.rows, 'BUNGA')).toMatchObject({
        direction: 'in',
        amount: 816_327,
        line: 18,
      });
      expect(find(result.rows, 'PAJAK BUNGA')).toMatchObject({
        direction: 'out',
        amount: 163_265,
        date: '2026-10-31',
        balance: 972_418_062,
        line: 19,
      });
    });

    it('adds up to the sen', () => {
      const { in: income, out: spent } = totals(result.rows);
      expect(income).toBe(527_816_327);
      expect(spent).toBe(800_398_265);
      expect(1_245_000_000 + income - spent).toBe(972_418_062);
    });

    it('keeps both identical QRIS payments, with different fingerprints', () => {
      const qris = result.rows.filter((row) => row.description.startsWith('QRIS'));
      expect(qris.map((row) => [row.line, row.date, row.amount])).toEqual([
        [13, '2026-10-09', 3_500_000],
        [14, '2026-10-09', 3_500_000],
      ]);
      expect(qris[0]?.fingerprint).not.toBe(qris[1]?.fingerprint);
      expect(new Set(result.rows.map((row) => row.fingerprint)).size).toBe(12);
    });

    it('dates every row in the statement year and numbers lines as in the file', () => {
      expect(result.rows[0]).toMatchObject({
        line: 8,
        date: '2026-10-01',
        direction: 'in',
        amount: 25_000_000,
        reference: null,
      });
      expect(result.rows.map((row) => row.line)).toEqual([
        8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
      ]);
      expect(result.rows.every((row) => row.date.startsWith('2026-10-'))).toBe(true);
    });

    it('gives the same fingerprints when the same file is read again', () => {
      const again = parseStatement(text, mapping);
      expect(again.rows.map((row) => row.fingerprint)).toEqual(
        result.rows.map((row) => row.fingerprint),
      );
    });
  });

  describe('Mandiri Livin', () => {
    const text = sample('mandiri-livin.csv');
    const suggestion = suggestMapping(text);

    it('suggests the mapping without help', () => {
      expect(suggestion.missing).toEqual([]);
      expect(suggestion.mapping).toEqual({
        delimiter: ';',
        header_line: 1,
        date_column: 0,
        date_format: 'DD/MM/YYYY',
        description_column: 2,
        reference_column: 3,
        amount: { mode: 'debit_credit', debit_column: 4, credit_column: 5 },
        number_format: 'id',
        balance_column: 6,
      });
    });

    const mapping = suggestion.mapping;
    if (!mapping) throw new Error('no mapping for the Mandiri sample');
    const result = parseStatement(text, mapping);

    it('reads 8 transactions, balanced to the sen', () => {
      expect(result.issues).toEqual([]);
      expect(result.rows).toHaveLength(8);
      expect(result.balance_verified).toBe(true);
      expect(result.closing_balance).toBe(1_450_611_350);
      // The opening balance follows from the first row: its balance minus its amount.
      expect(result.opening_balance).toBe(972_418_062);
      const { in: income, out: spent } = totals(result.rows);
      expect((result.opening_balance ?? 0) + income - spent).toBe(1_450_611_350);
    });

    it('keeps the sen of Jasa Giro and its tax, with references', () => {
      expect(find(result.rows, 'Jasa Giro')).toMatchObject({
        direction: 'in',
        amount: 604_110,
        reference: '2611300001',
        date: '2026-11-30',
        line: 8,
      });
      expect(find(result.rows, 'Pajak Jasa Giro')).toMatchObject({
        direction: 'out',
        amount: 120_822,
        reference: '2611300002',
        balance: 1_450_611_350,
        line: 9,
      });
    });

    it('dates and numbers lines as in the file', () => {
      expect(result.rows[0]).toMatchObject({
        line: 2,
        date: '2026-11-02',
        direction: 'in',
        amount: 200_000_000,
        balance: 1_172_418_062,
      });
      expect(result.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      expect(result.rows.map((row) => row.date)).toEqual([
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-10',
        '2026-11-12',
        '2026-11-12',
        '2026-11-30',
        '2026-11-30',
      ]);
    });
  });
});
