import type { CategoriesReportData, CategoriesSide } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createBook, data, signUpOwner } from '../../../test/ledger';
import { pdfText } from '../../../test/report-downloads';
import { makeReportBooks, PERIOD, type ReportBooks } from '../reports-test-books';

let t: TestApp;
let books: ReportBooks;
beforeAll(async () => {
  t = await createTestApp();
  books = await makeReportBooks(t);
});
afterAll(() => t.close());

const URL = '/api/v1/reports/categories/';

async function report(query: string): Promise<CategoriesReportData> {
  return data<CategoriesReportData>(await books.owner.request('GET', `${URL}?${query}`));
}

/** [name or kind, amount, share, trend] of each line. */
const linesOf = (side: CategoriesSide | undefined) =>
  side?.lines.map((line) => [line.name ?? line.kind, line.amount, line.share_bp, line.by_month]);

describe('the categories report', () => {
  it("gives each category's share of its side, adding up to 10000, and its trend", async () => {
    const answer = await report(PERIOD);
    expect(answer.months).toEqual(['2026-10', '2026-11']);
    const [idr, usd] = answer.currencies;
    expect(idr?.currency).toBe('IDR');
    // The invoice's payment is sales less its PPN (Rp 39.639,64, profit-loss.api.test).
    // 78.045…% + 21.086…% + 0.867…%: the two largest remainders get the units left.
    expect(linesOf(idr?.income)).toEqual([
      ['Penjualan', 1_110_360_36, 7804, [500_000_00, 610_360_36]],
      ['Jasa', 300_000_00, 2109, [0, 300_000_00]],
      ['uncategorised', 12_345_67, 87, [0, 12_345_67]],
    ]);
    expect(linesOf(idr?.expense)).toEqual([
      ['Sewa', 1_500_000_00, 9001, [1_500_000_00, 0]],
      ['Pembelian stok', 150_000_00, 900, [0, 150_000_00]],
      ['Biaya bank', 6_500_00, 39, [0, 6_500_00]],
      ['uncategorised', 10_000_00, 60, [10_000_00, 0]],
    ]);
    expect(idr?.income).toMatchObject({ amount: 1_422_706_03, by_month: [500_000_00, 922_706_03] });
    expect(idr?.expense).toMatchObject({
      amount: 1_666_500_00,
      by_month: [1_510_000_00, 156_500_00],
    });
    expect(usd).toMatchObject({
      currency: 'USD',
      income: { amount: 25_00, lines: [{ name: 'Penjualan', share_bp: 10_000 }] },
      expense: { amount: 0, lines: [] },
    });
  });

  it('compares, limits to one cash book, and refuses what is not the business’s', async () => {
    const compared = await report(`${PERIOD}&compare=previous&cashbook_id=${books.kas.id}`);
    const [idr] = compared.currencies;
    expect(compared.currencies).toHaveLength(1);
    expect(linesOf(idr?.income)).toEqual([
      ['Penjualan', 750_000_00, 9838, [500_000_00, 250_000_00]],
      ['uncategorised', 12_345_67, 162, [0, 12_345_67]],
    ]);
    expect(idr?.income.lines[0]).toMatchObject({ comparison: 999_000_00, change_bp: -2492 });
    expect(idr?.income).toMatchObject({ comparison: 999_000_00 });
    expect(linesOf(idr?.expense)).toEqual([
      ['Sewa', 1_500_000_00, 9036, [1_500_000_00, 0]],
      ['Pembelian stok', 150_000_00, 904, [0, 150_000_00]],
      ['uncategorised', 10_000_00, 60, [10_000_00, 0]],
    ]);
    const other = await signUpOwner(t);
    const theirs = await createBook(other, { name: 'Kas' });
    expect((await books.owner.request('GET', `${URL}?cashbook_id=${theirs.id}`)).statusCode).toBe(
      404,
    );
    const bad = await books.owner.request('GET', `${URL}?period=custom&from=2026-11-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field_codes: { to: ['required'] } });
  });

  it('downloads as CSV, XLSX and PDF', async () => {
    const get = async (query: string) => {
      const response = await books.owner.request('GET', `${URL}?${PERIOD}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const csv = (await get('format=csv&language=id')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('Keterangan;Okt 2026;Nov 2026;Total;Porsi');
    expect(csv).toContain('Penjualan;500000,00;610360,36;1110360,36;78,04');
    expect(csv).toContain('Total beban;1510000,00;156500,00;1666500,00;100');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('format=xlsx&language=en')).rawPayload as never);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(5).value).toBe('Share');
    expect(sheet?.getRow(3).getCell(1).value).toBe('Sales');
    expect(sheet?.getRow(3).getCell(4).value).toBe(1110360.36);
    const text = await pdfText(await get('format=pdf&language=en'));
    expect(text).toContain('Categories');
    expect(text).toContain('Uncategorised income');
    expect(text).toContain('90.01%');
  });
});
