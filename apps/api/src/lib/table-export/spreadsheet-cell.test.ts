import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-cell';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+62 812 3456', `'+62 812 3456`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each([
    'Penjualan tunai',
    'Bayar listrik = Rp 500.000',
    ' =leading space is not a formula trigger',
    "'already quoted",
    '',
    '150000.00',
  ])('leaves %j untouched', (input) => {
    expect(neutraliseCell(input)).toBe(input);
  });
});
