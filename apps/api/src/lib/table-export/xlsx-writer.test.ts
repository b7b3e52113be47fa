import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryTableColumns } from '../../modules/exports/export-columns';
import { makeEntry, streamOf } from '../../modules/exports/export-test-helpers';
import type { ExportColumn, ExportEntry } from '../../modules/exports/exports.types';
import { amountFormat, writeXlsx, XLSX_DATE_FORMAT } from './xlsx-writer';

const columns: ExportColumn[] = [
  { key: 'date', title: 'Tanggal' },
  { key: 'cashbook_name', title: 'Buku kas' },
  { key: 'description', title: 'Keterangan' },
  { key: 'amount_in', title: 'Masuk' },
  { key: 'amount_out', title: 'Keluar' },
  { key: 'signed_amount', title: 'Jumlah' },
  { key: 'currency', title: 'Mata uang' },
];

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xlsx-export-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeAndRead(entries: ExportEntry[], name: string) {
  const file = join(dir, name);
  await writeXlsx(streamOf(entries), entryTableColumns(columns), createWriteStream(file), {
    sheetName: 'Buku: Kas',
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('writeXlsx', () => {
  it('writes a frozen bold header, numbers, dates and neutralised text', async () => {
    const sheet = await writeAndRead(
      [
        makeEntry({ date: '2024-03-01', amount: 15_000_000, description: 'Penjualan tunai' }),
        makeEntry({
          date: '2024-12-31',
          direction: 'out',
          amount: 123_456,
          description: '=HYPERLINK("http://evil.example","klik")',
        }),
        makeEntry({ date: '2024-02-29', currency: 'JPY', amount: 1500, description: '-5' }),
      ],
      'entries.xlsx',
    );

    expect(sheet.name).toBe('Buku Kas');
    const header = sheet.getRow(1);
    expect(columns.map((_, index) => header.getCell(index + 1).value)).toEqual(
      columns.map((column) => column.title),
    );
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4);

    const sale = sheet.getRow(2);
    const date = sale.getCell(1).value;
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(sale.getCell(1).numFmt).toBe(XLSX_DATE_FORMAT);
    expect(sale.getCell(4).value).toBe(150000);
    expect(typeof sale.getCell(4).value).toBe('number');
    expect(sale.getCell(4).numFmt).toBe('#,##0.00');
    expect(sale.getCell(5).value).toBeNull();

    const attack = sheet.getRow(3);
    expect((attack.getCell(1).value as Date).toISOString().slice(0, 10)).toBe('2024-12-31');
    const description = attack.getCell(3);
    expect(description.type).toBe(ExcelJS.ValueType.String);
    expect(description.formula).toBeUndefined();
    expect(description.value).toBe(`'=HYPERLINK("http://evil.example","klik")`);
    expect(attack.getCell(5).value).toBe(1234.56);
    // A negative number stays a number: only text is neutralised.
    expect(attack.getCell(6).value).toBe(-1234.56);
    expect(typeof attack.getCell(6).value).toBe('number');

    const yen = sheet.getRow(4);
    expect((yen.getCell(1).value as Date).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect(yen.getCell(3).value).toBe("'-5");
    expect(yen.getCell(4).value).toBe(1500);
    expect(yen.getCell(4).numFmt).toBe('#,##0');
  });

  it('writes many rows through a slow reader without losing any', async () => {
    const entries = Array.from({ length: 3000 }, (_, index) =>
      makeEntry({ amount: index + 1, description: `Baris ${index}` }),
    );
    const file = join(dir, 'many.xlsx');
    const output = new PassThrough({ highWaterMark: 1024 });
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      output.pause();
      setTimeout(() => output.resume(), 1);
    });
    const ended = new Promise((resolve) => output.on('end', resolve));
    await writeXlsx(streamOf(entries), entryTableColumns(columns), output);
    await ended;
    await writeFile(file, Buffer.concat(chunks));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(3001);
    expect(sheet?.getRow(3001).getCell(4).value).toBe(30);
  });

  it('stops with an error when the reader goes away', async () => {
    const entries = Array.from({ length: 20_000 }, () => makeEntry());
    const output = new PassThrough();
    output.once('data', () => output.destroy());
    await expect(writeXlsx(streamOf(entries), entryTableColumns(columns), output)).rejects.toThrow(
      /closed/,
    );
  });

  it('formats amounts with the currency decimals', () => {
    expect(amountFormat('IDR')).toBe('#,##0.00');
    expect(amountFormat('VND')).toBe('#,##0');
    expect(amountFormat('KWD')).toBe('#,##0.000');
  });
});
