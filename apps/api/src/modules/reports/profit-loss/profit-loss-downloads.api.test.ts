import { formatMoney } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/report-downloads';
import { makeReportBooks, PERIOD, type ReportBooks } from '../reports-test-books';

let t: TestApp;
let books: ReportBooks;
beforeAll(async () => {
  t = await createTestApp();
  books = await makeReportBooks(t);
});
afterAll(() => t.close());

async function download(query: string) {
  const response = await books.owner.request('GET', `/api/v1/reports/profit-loss/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The report's CSV as rows of fields (its names hold no comma or quote). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
}

/** Money as the PDF writes it, spaces plain as pdftotext reads them back. */
const money = (minor: number, locale: string) =>
  formatMoney(minor, 'IDR', locale).replace(/\s/g, ' ');

describe('the profit-and-loss downloads', () => {
  it('writes a CSV of a year by month, the lines, totals and the accrual view', async () => {
    const response = await download(
      'period=custom&from=2026-01-01&to=2026-12-31&format=csv&language=id',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="laba-rugi-2026-01-01-2026-12-31.csv"',
    );
    const rows = csvRows(response.body);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov'];
    expect(rows[0]).toEqual([
      'Keterangan',
      ...months.map((month) => `${month} 2026`),
      'Des 2026',
      'Total',
    ]);
    const row = (label: string) => rows.find((fields) => fields[0] === label)?.slice(1);
    const zeros = (count: number) => Array.from({ length: count }, () => '0.00');
    // Penjualan: September's Rp 999.000, October's and November's.
    expect(row('Penjualan')).toEqual([
      ...zeros(8),
      '999000.00',
      '500000.00',
      '250000.00',
      '0.00',
      '1749000.00',
    ]);
    expect(row('Sewa')).toEqual([...zeros(9), '1500000.00', '0.00', '111000.00', '1611000.00']);
    expect(row('Pembayaran faktur')?.at(-1)).toBe('400000.00');
    expect(row('Pengeluaran tanpa kategori')?.at(-1)).toBe('10000.00');
    expect(row('Laba bersih')?.at(-1)).toBe('683845.67');
    expect(row('Laba bersih (USD)')).toBeUndefined();
    expect(rows.map((fields) => fields[0])).toContain('Pendapatan (USD)');
    expect(row('Total faktur (IDR)')).toBeUndefined();
    expect(row('Sebelum pajak')?.at(-1)).toBe('1100000.00');
    expect(row('Pajak')?.at(-1)).toBe('110000.00');
    expect(row('Total faktur')?.at(-1)).toBe('1210000.00');
  });

  it('writes an XLSX with the comparison columns that reads back as numbers', async () => {
    const response = await download(`${PERIOD}&compare=previous&format=xlsx&language=en`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) =>
      Array.from({ length: 6 }, (_, index) => sheet.getRow(row).getCell(index + 1).value);
    expect(values(1)).toEqual(['Item', 'Oct 2026', 'Nov 2026', 'Total', 'Comparison', 'Change']);
    const found = new Map<unknown, unknown[]>();
    // The first of each name: IDR's lines come before USD's.
    for (let row = sheet.actualRowCount; row >= 2; row -= 1) found.set(values(row)[0], values(row));
    expect(found.get('Penjualan')).toEqual(['Penjualan', 500000, 250000, 750000, 999000, -0.2492]);
    expect(found.get('Net profit')).toEqual([
      'Net profit',
      -1010000,
      805845.67,
      -204154.33,
      999000,
      -1.2044,
    ]);
    expect(found.get('Invoice payments')?.slice(0, 4)).toEqual([
      'Invoice payments',
      0,
      400000,
      400000,
    ]);
  });

  it('writes a PDF in Indonesian and in English', async () => {
    const id = await pdfText(await download(`${PERIOD}&format=pdf&language=id`));
    expect(id).toContain('Laba rugi');
    expect(id).toContain('Pembelian stok');
    expect(id).toContain('Laba bersih');
    expect(id).toContain(money(-204_154_33, 'id-ID'));
    const en = await pdfText(await download(`${PERIOD}&format=pdf&language=en`));
    expect(en).toContain('Profit and loss');
    expect(en).toContain('Uncategorised expenses');
    expect(en).toContain('Net profit');
    expect(en).toContain(money(-204_154_33, 'en-US'));
  });
});
