import { describe, expect, it } from 'vitest';
import {
  bestDateFormat,
  looksLikeAmount,
  looksLikeDate,
  looksLikeType,
  roleFromTitle,
  share,
} from './column-roles';

describe('column roles', () => {
  it('reads Indonesian and English column titles', () => {
    const cases: [string, ReturnType<typeof roleFromTitle>][] = [
      ['Tanggal Transaksi', 'date'],
      ['Tgl.', 'date'],
      ['Tgl. Val.', 'value_date'],
      ['Value Date', 'value_date'],
      ['Date', 'date'],
      ['Keterangan', 'description'],
      ['Rincian Transaksi', 'description'],
      ['Description', 'description'],
      ['No. Referensi', 'reference'],
      ['Reference', 'reference'],
      ['Jumlah', 'amount'],
      ['Amount', 'amount'],
      ['Debit', 'debit'],
      ['Debet', 'debit'],
      ['Mutasi Debet', 'debit'],
      ['Kredit', 'credit'],
      ['Credit', 'credit'],
      ['Saldo', 'balance'],
      ['Balance', 'balance'],
      ['DB/CR', 'type'],
      ['D/K', 'type'],
      ['Cabang', null],
      ['', null],
    ];
    for (const [title, role] of cases) expect(roleFromTitle(title), title).toBe(role);
  });

  it('recognises cells', () => {
    expect(looksLikeDate("'01/10")).toBe(true);
    expect(looksLikeDate('29/02')).toBe(true);
    expect(looksLikeDate('Saldo')).toBe(false);
    expect(looksLikeAmount('1.875.000,00')).toBe(true);
    expect(looksLikeAmount('1,500,000.00')).toBe(true);
    expect(looksLikeAmount('CR')).toBe(false);
    expect(looksLikeType('cr')).toBe(true);
    expect(looksLikeType('Kredit')).toBe(true);
    expect(looksLikeType('X')).toBe(false);
    expect(share([['CR'], [''], ['DB'], ['x']], 0, looksLikeType)).toBeCloseTo(2 / 3);
  });

  it('picks the date format that reads the most samples', () => {
    expect(bestDateFormat(["'01/10", "'31/10"])).toBe('DD/MM');
    expect(bestDateFormat(['01/02/2026', '13/02/2026'])).toBe('DD/MM/YYYY');
    expect(bestDateFormat(['02/13/2026'])).toBe('MM/DD/YYYY');
    expect(bestDateFormat(['nope'])).toBeNull();
  });
});
