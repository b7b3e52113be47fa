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

/** The report's CSV as rows of fields (its names hold no `;` or quote): Indonesian Excel's. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(';'));
}

// The invoice's Rp 400.000 payment in November: Rp 39.639,64 of it is PPN (profit-loss.api.test).
const PAYMENT_TAX = 39_639_64;

/** Money as the PDF writes it, spaces plain as pdftotext reads them back. */
const money = (minor: number, locale: string) =>
  formatMoney(minor, 'IDR', locale).replace(/\s/g, ' ');

describe('the profit-and-loss downloads', () => {
  it('writes a CSV of a year by month, the lines, totals and the accrual view', async () => {
    const response = await download(
      'period=custom&from=2026-01-01&to=2026-12-31&format=csv&language=id',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="laba-rugi-toko-\d+-2026-01-01-2026-12-31\.csv"$/,
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
    const zeros = (count: number) => Array.from({ length: count }, () => '0,00');
    // Penjualan: September's Rp 999.000, October's and November's with the invoice's sales.
    expect(row('Penjualan')).toEqual([
      ...zeros(8),
      '999000,00',
      '500000,00',
      '610360,36',
      '0,00',
      '2109360,36',
    ]);
    expect(row('Sewa')).toEqual([...zeros(9), '1500000,00', '0,00', '111000,00', '1611000,00']);
    expect(row('Pembayaran faktur')).toBeUndefined();
    expect(row('PPN dipungut dari pembayaran faktur (terutang ke negara)')?.at(-1)).toBe(
      '39639,64',
    );
    expect(row('Pengeluaran tanpa kategori')?.at(-1)).toBe('10000,00');
    expect(row('Laba bersih')?.at(-1)).toBe('644206,03');
    expect(row('Laba bersih (USD)')).toBeUndefined();
    expect(rows.map((fields) => fields[0])).toContain('Pendapatan (USD)');
    expect(row('Total faktur (IDR)')).toBeUndefined();
    expect(row('DPP (setelah diskon)')?.at(-1)).toBe('1100000,00');
    expect(row('Ongkos kirim & biaya lain')?.at(-1)).toBe('0,00');
    expect(row('Sebelum pajak')?.at(-1)).toBe('1100000,00');
    expect(row('Pajak')?.at(-1)).toBe('110000,00');
    expect(row('Total faktur')?.at(-1)).toBe('1210000,00');
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
    // A seeded category reads in the download's language.
    expect(found.get('Penjualan')).toBeUndefined();
    expect(found.get('Sales')).toEqual(['Sales', 500000, 610360.36, 1110360.36, 999000, 0.1115]);
    expect(found.get('Net profit')).toEqual([
      'Net profit',
      -1010000,
      766206.03,
      -243793.97,
      999000,
      -1.244,
    ]);
    expect(found.get('Invoice payments')).toBeUndefined();
    expect(found.get('PPN collected in invoice payments (owed to the state)')?.slice(0, 4)).toEqual(
      [
        'PPN collected in invoice payments (owed to the state)',
        0,
        PAYMENT_TAX / 100,
        PAYMENT_TAX / 100,
      ],
    );
  });

  it('writes a PDF in Indonesian and in English', async () => {
    const id = await pdfText(await download(`${PERIOD}&format=pdf&language=id`));
    expect(id).toContain('Laba rugi');
    expect(id).toContain('Pembelian stok');
    expect(id).toContain('Laba bersih');
    expect(id).toContain(money(-204_154_33 - PAYMENT_TAX, 'id-ID'));
    const en = await pdfText(await download(`${PERIOD}&format=pdf&language=en`));
    expect(en).toContain('Profit and loss');
    expect(en).toContain('Uncategorised expenses');
    expect(en).toContain('Net profit');
    expect(en).toContain(money(-204_154_33 - PAYMENT_TAX, 'en-US'));
    expect(en).toContain('Sales');
  });
});
