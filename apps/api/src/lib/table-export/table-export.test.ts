import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, streamOf } from '../../modules/exports/export-test-helpers';
import { CSV_DIALECTS, UTF8_BOM, writeCsv } from './csv-writer';
import {
  amountCell,
  basisPointsText,
  numberCell,
  percentCell,
  type TableColumn,
  textCell,
} from './table-cell';
import { downloadName, fileNamePart } from './table-download';
import { writeXlsx } from './xlsx-writer';

type Item = { sku: string; price: number; stock: number | null; tax: number; note?: string };

const columns: TableColumn<Item>[] = [
  { title: 'SKU', cell: (item) => textCell(item.sku) },
  { title: 'Harga', width: 18, cell: (item) => amountCell(item.price, 'IDR') },
  { title: 'Stok', cell: (item) => numberCell(item.stock) },
  { title: 'Pajak (%)', cell: (item) => percentCell(item.tax) },
  { title: '=Catatan', cell: (item) => textCell(item.note) },
];

const items: Item[] = [
  { sku: 'KOPI-1', price: 1_500_000, stock: 2.5, tax: 1100, note: '@SUM(A1)' },
  { sku: '-1+1', price: 0, stock: null, tax: 1150 },
  { sku: 'GULA', price: 123_45, stock: -3, tax: 5 },
];

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'table-export-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('basisPointsText', () => {
  it('writes exact percentages and fractions', () => {
    expect(basisPointsText(1100)).toBe('11');
    expect(basisPointsText(1150)).toBe('11.5');
    expect(basisPointsText(5)).toBe('0.05');
    expect(basisPointsText(0)).toBe('0');
    expect(basisPointsText(10_000)).toBe('100');
    expect(basisPointsText(1100, 2)).toBe('0.11');
    expect(basisPointsText(5, 2)).toBe('0.0005');
    expect(() => basisPointsText(1.5)).toThrow(RangeError);
  });
});

describe('generic table export', () => {
  it('writes any row type to CSV with numbers, percentages and neutralised text', async () => {
    const text = await collect(writeCsv(streamOf(items), columns));
    expect(text).toBe(
      `${UTF8_BOM}SKU,Harga,Stok,Pajak (%),'=Catatan\r\n` +
        `KOPI-1,15000.00,2.5,11,'@SUM(A1)\r\n` +
        `'-1+1,0.00,,11.5,\r\n` +
        'GULA,123.45,-3,0.05,\r\n',
    );
  });

  it('writes CSV the way Indonesian Excel opens it: `;` between fields, `,` for decimals', async () => {
    const text = await collect(writeCsv(streamOf(items), columns, CSV_DIALECTS.id));
    expect(text).toBe(
      `${UTF8_BOM}SKU;Harga;Stok;Pajak (%);'=Catatan\r\n` +
        `KOPI-1;15000,00;2,5;11;'@SUM(A1)\r\n` +
        `'-1+1;0,00;;11,5;\r\n` +
        'GULA;123,45;-3;0,05;\r\n',
    );
    // A `;` or `,` inside text is quoted in either dialect, and a formula stays neutralised.
    const hostile = [{ sku: 'A;=1+1', price: 1, stock: 1, tax: 0, note: 'x,y' }];
    const row = (await collect(writeCsv(streamOf(hostile), columns, CSV_DIALECTS.id))).split(
      '\r\n',
    )[1];
    expect(row).toBe(`"A;=1+1";0,01;1;0;"x,y"`);
  });

  it('names a download with safe characters only', () => {
    expect(fileNamePart('Warung Bu Sri')).toBe('warung-bu-sri');
    expect(fileNamePart('Toko Ré & Co.')).toBe('toko-re-co');
    expect(fileNamePart('../../etc/passwd"\r\n')).toBe('etc-passwd');
    expect(fileNamePart('☕')).toBe('');
    expect(downloadName('laba-rugi', 'Warung "Bu" Sri', '2026-11-01', '2026-11-30')).toBe(
      'laba-rugi-warung-bu-sri-2026-11-01-2026-11-30',
    );
    expect(downloadName('kontak', '☕', null, '2026-11-05')).toBe('kontak-2026-11-05');
  });

  it('writes any row type to XLSX with numbers as numbers and percentages as fractions', async () => {
    const file = join(dir, 'items.xlsx');
    await writeXlsx(streamOf(items), columns, createWriteStream(file), { sheetName: 'Produk' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Produk');
    if (!sheet) throw new Error('no worksheet');
    expect(sheet.getRow(1).getCell(5).value).toBe("'=Catatan");
    expect(sheet.getColumn(2).width).toBe(18);
    expect(sheet.getColumn(1).width).toBe(24);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe(15000);
    expect(first.getCell(2).numFmt).toBe('#,##0.00');
    expect(first.getCell(3).value).toBe(2.5);
    expect(first.getCell(4).value).toBe(0.11);
    expect(first.getCell(4).numFmt).toBe('0%');
    expect(first.getCell(5).value).toBe("'@SUM(A1)");
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.String);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe("'-1+1");
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(4).value).toBe(0.115);
    expect(second.getCell(4).numFmt).toBe('0.00%');
    expect(sheet.getRow(4).getCell(3).value).toBe(-3);
  });

  it('refuses a number that is not finite rather than writing garbage', async () => {
    const broken: TableColumn<number>[] = [{ title: 'n', cell: (value) => numberCell(value) }];
    await expect(collect(writeCsv(streamOf([Number.NaN]), broken))).rejects.toThrow(RangeError);
  });
});
