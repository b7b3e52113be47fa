import { describe, expect, it } from 'vitest';
import { entryTableColumns } from '../../modules/exports/export-columns';
import { collect, makeEntry, streamOf } from '../../modules/exports/export-test-helpers';
import type { ExportColumn } from '../../modules/exports/exports.types';
import { csvField, UTF8_BOM, writeCsv } from './csv-writer';

/** A strict RFC 4180 reader: CRLF rows, `"` quoting with `""` escapes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      if (char === '\r' || char === '\n') throw new Error('bare line break outside quotes');
      field += char;
    }
  }
  if (field !== '' || quoted) throw new Error('the file must end with CRLF');
  return rows;
}

const columns: ExportColumn[] = [
  { key: 'date', title: 'Tanggal' },
  { key: 'cashbook_name', title: 'Buku kas' },
  { key: 'description', title: 'Keterangan, "catatan"' },
  { key: 'direction', title: 'Arah' },
  { key: 'amount_in', title: 'Masuk' },
  { key: 'amount_out', title: 'Keluar' },
  { key: 'signed_amount', title: 'Jumlah' },
  { key: 'currency', title: 'Mata uang' },
  { key: 'reference', title: 'Referensi' },
];

describe('writeCsv', () => {
  it('round-trips quotes, commas and newlines behind a BOM', async () => {
    const entries = [
      makeEntry({ description: 'Kopi "Toraja", 2 kg\r\nbaris kedua', amount: 15_000_000 }),
      makeEntry({
        direction: 'out',
        amount: 123_456,
        description: 'Bayar listrik; PLN',
        reference: 'INV-001',
        category_name: 'Listrik',
        category_kind: 'expense',
      }),
      makeEntry({ currency: 'JPY', amount: 1500, description: 'Yen\nnote' }),
      makeEntry({ currency: 'KWD', amount: 1, description: '' }),
    ];
    const text = await collect(writeCsv(streamOf(entries), entryTableColumns(columns)));

    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(text.slice(UTF8_BOM.length));
    expect(rows).toEqual([
      columns.map((column) => column.title),
      [
        '2024-03-01',
        'Kas Toko',
        'Kopi "Toraja", 2 kg\r\nbaris kedua',
        'in',
        '150000.00',
        '',
        '150000.00',
        'IDR',
        '',
      ],
      [
        '2024-03-01',
        'Kas Toko',
        'Bayar listrik; PLN',
        'out',
        '',
        '1234.56',
        '-1234.56',
        'IDR',
        'INV-001',
      ],
      ['2024-03-01', 'Kas Toko', 'Yen\nnote', 'in', '1500', '', '1500', 'JPY', ''],
      ['2024-03-01', 'Kas Toko', '', 'in', '0.001', '', '0.001', 'KWD', ''],
    ]);
  });

  it('neutralises text cells but never amounts', async () => {
    const entries = [
      makeEntry({
        direction: 'out',
        amount: 500,
        description: '=HYPERLINK("http://evil.example","klik")',
        cashbook_name: '@Kas',
        reference: '-1',
      }),
    ];
    const rows = parseCsv(
      (await collect(writeCsv(streamOf(entries), entryTableColumns(columns)))).slice(1),
    );
    expect(rows[1]).toEqual([
      '2024-03-01',
      "'@Kas",
      `'=HYPERLINK("http://evil.example","klik")`,
      'out',
      '',
      '5.00',
      '-5.00',
      'IDR',
      "'-1",
    ]);
  });

  it('translates codes with the caller labels', async () => {
    const text = await collect(
      writeCsv(
        streamOf([makeEntry({ direction: 'out' })]),
        entryTableColumns([{ key: 'direction', title: 'Arah' }], {
          codeLabel: (key, code) => `${key}.${code}`,
        }),
      ),
    );
    expect(text).toBe(`${UTF8_BOM}Arah\r\ndirection.out\r\n`);
  });

  it('writes the BOM and header for an empty export', async () => {
    const text = await collect(writeCsv(streamOf([]), entryTableColumns(columns.slice(0, 2))));
    expect(text).toBe(`${UTF8_BOM}Tanggal,Buku kas\r\n`);
  });

  it('streams in chunks instead of one string', async () => {
    const entries = Array.from({ length: 5000 }, () => makeEntry({ description: 'x'.repeat(40) }));
    const chunks: string[] = [];
    for await (const chunk of writeCsv(streamOf(entries), entryTableColumns(columns)))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(parseCsv(chunks.join('').slice(1))).toHaveLength(5001);
  });

  it('quotes only when needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
  });

  it('leaves no formula for a spreadsheet that splits on ; (Indonesian Excel)', async () => {
    const { readCsv } = await import('../parse/csv-reader');
    const hostile = ['Budi;=HYPERLINK(I2&E3);', 'x;+1', 'y;@SUM(A1)', 'z\t-2+3', '=1+1'];
    const columns = [
      { title: 'Nama', cell: (row: string) => ({ type: 'text' as const, text: row }) },
      { title: 'Kota', cell: () => ({ type: 'text' as const, text: 'Bandung;Jawa' }) },
    ];
    const text = (await collectText(writeCsv(streamOf(hostile), columns))).slice(1);
    for (const delimiter of [';', ','] as const) {
      for (const record of readCsv(text, delimiter)) {
        for (const cell of record.cells)
          expect(cell, `${delimiter} ${cell}`).not.toMatch(/^[=+\-@\t]/);
      }
    }
  });
});

async function collectText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
