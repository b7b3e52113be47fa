import { statementMappingSchema } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { findPeriod, suggestMapping, yearForFirstRow } from './detect-mapping';
import { parseStatement } from './statement-parser';

describe('suggestMapping', () => {
  it('maps an English statement with a signed amount and a reference', () => {
    const text = [
      'Account,123',
      '',
      'Transaction Date,Value Date,Reference No.,Description,Amount,Balance',
      '2026-10-01,2026-10-01,A1,Salary,"1,000.00","1,000.00"',
      '2026-10-02,2026-10-03,A2,Groceries,-250.25,749.75',
    ].join('\n');
    const suggestion = suggestMapping(text);
    expect(suggestion.columns[0]).toBe('Transaction Date');
    expect(suggestion.mapping).toEqual({
      delimiter: ',',
      header_line: 3,
      date_column: 0,
      date_format: 'YYYY-MM-DD',
      description_column: 3,
      reference_column: 2,
      amount: { mode: 'signed', column: 4 },
      number_format: 'en',
      balance_column: 5,
    });
    const mapping = suggestion.mapping;
    if (!mapping) throw new Error('no mapping');
    expect(parseStatement(text, mapping)).toMatchObject({
      issues: [],
      opening_balance: 0,
      closing_balance: 74_975,
      balance_verified: true,
    });
  });

  it('finds a CR/DB column by its title and the description by its text', () => {
    const text = [
      'Tanggal;Catatan;Nominal;D/K',
      '05 Okt 2026;Bayar listrik PLN bulan Oktober;487.350;D',
      '06 Okt 2026;Terima transfer dari pelanggan;1.250.000,50;K',
    ].join('\r\n');
    expect(suggestMapping(text).mapping).toEqual({
      delimiter: ';',
      header_line: 1,
      date_column: 0,
      date_format: 'DD MMM YYYY',
      description_column: 1,
      amount: { mode: 'amount_type', column: 2, type_column: 3 },
      number_format: 'id',
    });
  });

  it('prefers day-first dates unless a day says otherwise', () => {
    const dayFirst = 'Date\tDetails\tAmount\n01/02/2026\tA\t1.00\n03/04/2026\tB\t2.00\n';
    expect(suggestMapping(dayFirst).mapping?.date_format).toBe('DD/MM/YYYY');
    const monthFirst = 'Date\tDetails\tAmount\n01/02/2026\tA\t1.00\n12/25/2026\tB\t2.00\n';
    expect(suggestMapping(monthFirst).mapping?.date_format).toBe('MM/DD/YYYY');
  });

  it('asks for the year of DD/MM dates when the file has no period, or takes the fallback', () => {
    const text = 'Tanggal,Keterangan,Jumlah,\n01/10,A,1.00,CR\n02/10,B,2.00,DB\n';
    expect(suggestMapping(text)).toMatchObject({ mapping: null, missing: ['year'] });
    expect(suggestMapping(text, { fallbackYear: 2027 }).mapping).toMatchObject({
      date_format: 'DD/MM',
      year: 2027,
      amount: { mode: 'amount_type', column: 2, type_column: 3 },
    });
  });

  it('says what is missing when there is no table', () => {
    expect(suggestMapping('nothing here\njust words')).toMatchObject({
      mapping: null,
      missing: ['header'],
      header_candidates: [],
    });
    expect(suggestMapping('Tanggal,Keterangan\n01/10/2026,x\n')).toMatchObject({
      mapping: null,
      missing: ['amount'],
    });
  });

  it('only suggests mappings the contract accepts', () => {
    const text = 'Tgl;Keterangan;Debet;Kredit;Saldo\n01/10/2026;A;;1.000,00;1.000,00\n';
    const { mapping } = suggestMapping(text);
    expect(statementMappingSchema.safeParse(mapping).success).toBe(true);
  });
});

describe('statement period', () => {
  it('reads the period line in the formats banks print', () => {
    expect(findPeriod(['Nama : X', 'Periode : 01/10/2026 - 31/10/2026'])).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(findPeriod(['Period: 15 Des 2026 s/d 14 Jan 2027'])).toEqual({
      start: '2026-12-15',
      end: '2027-01-14',
    });
    expect(findPeriod(['Periode 2026-10-01 sampai 2026-10-31'])).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(findPeriod(['Tanggal cetak 01/11/2026'])).toBeNull();
  });

  it('picks the year of the first row when the period spans New Year', () => {
    const period = { start: '2026-12-15', end: '2027-01-14' };
    expect(yearForFirstRow(period, "'15/12")).toBe(2026);
    expect(yearForFirstRow(period, "'03/01")).toBe(2027);
    expect(yearForFirstRow({ start: '2026-10-01', end: '2026-10-31' }, "'01/10")).toBe(2026);
  });

  it('parses a statement across New Year with the suggested year', () => {
    const text = [
      'Periode : 15/12/2026 - 14/01/2027',
      'Tanggal Transaksi,Keterangan,Jumlah,,Saldo',
      '\'20/12,A,"1.00",CR,"1.00"',
      '\'05/01,B,"2.00",CR,"3.00"',
    ].join('\n');
    const { mapping } = suggestMapping(text);
    expect(mapping?.year).toBe(2026);
    if (!mapping) throw new Error('no mapping');
    expect(parseStatement(text, mapping).rows.map((row) => row.date)).toEqual([
      '2026-12-20',
      '2027-01-05',
    ]);
  });
});
