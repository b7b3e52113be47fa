import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsv, stripBom } from './csv-reader';

describe('readCsv', () => {
  it('reads plain records with their line numbers', () => {
    expect(readCsv('a,b,c\n1,2,3\n', ',')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', '2', '3'] },
    ]);
  });

  it('handles quotes, doubled quotes and embedded delimiters', () => {
    expect(readCsv('"1,500,000.00","say ""hi""",x', ',')).toEqual([
      { line: 1, cells: ['1,500,000.00', 'say "hi"', 'x'] },
    ]);
  });

  it('keeps line breaks inside quotes and counts the lines they span', () => {
    const records = readCsv('a,"two\r\nlines",c\r\nd,e,f\r\n', ',');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'two\nlines', 'c'] },
      { line: 3, cells: ['d', 'e', 'f'] },
    ]);
  });

  it('reads CRLF, LF and lone CR alike and skips empty lines without losing count', () => {
    expect(readCsv('a;b\r\n\r\nc;d\ne;f\rg;h', ';').map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [3, ['c', 'd']],
      [4, ['e', 'f']],
      [5, ['g', 'h']],
    ]);
  });

  it('strips a byte-order mark', () => {
    expect(stripBom('\uFEFFabc')).toBe('abc');
    expect(readCsv('\uFEFFTanggal,Keterangan', ',')[0]?.cells).toEqual(['Tanggal', 'Keterangan']);
  });

  it('keeps empty cells, including a trailing one', () => {
    expect(readCsv("'01/10,SALDO AWAL,,,\n", ',')[0]?.cells).toEqual([
      "'01/10",
      'SALDO AWAL',
      '',
      '',
      '',
    ]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(readCsv('5" pipe,10', ',')[0]?.cells).toEqual(['5" pipe', '10']);
  });

  it('marks a record whose quote is never closed', () => {
    expect(readCsv('a,b\nc,"open\nd,e', ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'open\nd,e'], unclosedQuote: true },
    ]);
  });

  it('reads tab-separated text', () => {
    expect(readCsv('a\tb\n1\t2', '\t')[1]?.cells).toEqual(['1', '2']);
  });
});

describe('detectDelimiter', () => {
  it('picks the delimiter that splits the table consistently', () => {
    const bca =
      'No. rekening : 1\nPeriode : 01/10/2026 - 31/10/2026\n\nA,B,C\n1,"2,000.00",3\n4,"5,000.00",6\n';
    expect(detectDelimiter(bca)).toBe(',');
    const mandiri =
      'Tgl.;Rincian;Debit;Kredit\r\n02/11/2026;x;;2.000.000,00\r\n03/11/2026;y;1.875.000,00;\r\n';
    expect(detectDelimiter(mandiri)).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1\t2,5\t3\n')).toBe('\t');
  });

  it('defaults to a comma when nothing splits', () => {
    expect(detectDelimiter('just text\nmore text\n')).toBe(',');
  });
});
