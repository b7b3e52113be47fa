/**
 * Cash flow on hand-made books: each month's closing is the next one's opening, the first opening
 * and every closing are the balance module's balances on those days, debt cash has its own
 * columns, currencies stay apart; a cash book filter, another business's book, and the downloads.
 */
import type { Balance, CashFlowReport } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createBook, data, signUpOwner } from '../../../test/ledger';
import { pdfText } from '../../../test/report-downloads';
import { makeTestBooks, PERIOD, reportOf, type TestBooks } from '../ledger-reports-test-books';

let t: TestApp;
let books: TestBooks;
beforeAll(async () => {
  t = await createTestApp();
  books = await makeTestBooks(t);
});
afterAll(() => t.close());

const balanceOn = async (date: string) =>
  data<Balance>(await books.owner.request('GET', `/api/v1/balance/?date=${date}`));

const bookBalance = (balance: Balance, id: string) =>
  balance.cashbooks.find((book) => book.id === id)?.balance;

describe('cash flow', () => {
  it('chains the months from the balance before the period to the balance on its last day', async () => {
    const report = await reportOf<CashFlowReport>(books.owner, 'cash-flow', PERIOD);
    expect(report.period).toMatchObject({ from: '2026-10-01', to: '2026-11-30', comparison: null });
    const [before, endOfOctober, end] = await Promise.all([
      balanceOn('2026-09-30'),
      balanceOn('2026-10-31'),
      balanceOn('2026-11-30'),
    ]);
    expect(report.books.map((book) => book.name)).toEqual([
      'Kas Toko',
      'BCA: Operasional',
      'Payoneer',
    ]);
    for (const book of report.books) {
      const [october, november] = book.months;
      expect(book.months.map((month) => month.month)).toEqual(['2026-10', '2026-11']);
      expect(october?.opening).toBe(bookBalance(before, book.id));
      expect(october?.closing).toBe(bookBalance(endOfOctober, book.id));
      expect(november?.opening).toBe(october?.closing);
      expect(november?.closing).toBe(bookBalance(end, book.id));
      expect(book.total.opening).toBe(october?.opening);
      expect(book.total.closing).toBe(bookBalance(end, book.id));
    }
    const [idr, usd] = report.currencies;
    expect(idr?.currency).toBe('IDR');
    expect(idr?.total.closing).toBe(end.totals.find((total) => total.currency === 'IDR')?.balance);
    expect(usd?.total).toMatchObject({
      opening: 100_00,
      cash_in: 50_00,
      cash_out: 2_50,
      closing: 147_50,
    });
  });

  it('puts the cash of debts and credits in its own columns, fees and refunds with money out and in', async () => {
    const report = await reportOf<CashFlowReport>(books.owner, 'cash-flow', PERIOD);
    const kas = report.books.find((book) => book.id === books.kas.id);
    const bca = report.books.find((book) => book.id === books.bca.id);
    expect(kas?.months[0]).toMatchObject({
      opening: 1_040_000_00,
      cash_in: 250_000_00,
      cash_out: 75_000_00,
      debt_in: 0,
      debt_out: 200_000_00,
      transfer_in: 500_000_00,
      transfer_out: 0,
      net: 475_000_00,
    });
    expect(kas?.months[1]).toMatchObject({ cash_in: 10_000_00, debt_in: 50_000_00, cash_out: 0 });
    expect(bca?.months[0]).toMatchObject({ cash_out: 6_500_00, transfer_out: 500_000_00 });
    expect(bca?.months[1]).toMatchObject({
      cash_in: 300_000_00,
      cash_out: 120_000_00,
      debt_in: 1_000_000_00,
      debt_out: 250_000_00,
    });
    const idr = report.currencies[0];
    expect(idr?.total).toMatchObject({
      opening: 6_040_000_00,
      transfer_in: 500_000_00,
      transfer_out: 500_000_00,
      debt_in: 1_050_000_00,
      debt_out: 450_000_00,
    });
  });

  it('reads one cash book, compares with the period before, and refuses another business’s book', async () => {
    const one = await reportOf<CashFlowReport>(
      books.owner,
      'cash-flow',
      `${PERIOD}&cashbook_id=${books.kas.id}&compare=previous`,
    );
    expect(one.books.map((book) => book.id)).toEqual([books.kas.id]);
    expect(one.currencies.map((item) => item.currency)).toEqual(['IDR']);
    expect(one.period.comparison).toEqual({ from: '2026-08-01', to: '2026-09-30' });
    expect(one.currencies[0]?.comparison).toMatchObject({
      opening: 1_000_000_00,
      cash_in: 40_000_00,
      closing: 1_040_000_00,
    });
    const other = await signUpOwner(t);
    const theirs = await createBook(other, { name: 'Kas Lain' });
    const response = await books.owner.request(
      'GET',
      `/api/v1/reports/cash-flow/?${PERIOD}&cashbook_id=${theirs.id}`,
    );
    expect(response.statusCode).toBe(404);
    const bad = await books.owner.request(
      'GET',
      '/api/v1/reports/cash-flow/?period=custom&from=2026-11-30&to=2026-10-01',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('downloads as CSV, XLSX and PDF in Indonesian and English', async () => {
    const get = (query: string) =>
      books.owner.request('GET', `/api/v1/reports/cash-flow/?${PERIOD}&${query}`);
    const csv = await get('format=csv&language=id');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /filename="arus-kas-toko-\d+-2026-10-01-2026-11-30\.csv"/,
    );
    expect(csv.body).toContain('Saldo awal');
    expect(csv.body).toContain('Semua buku kas (IDR)');
    const xlsx = await get('format=xlsx&language=en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(3).value).toBe('Opening');
    // Two currencies and three books, each two months and the whole period.
    expect(sheet.actualRowCount).toBe(1 + 5 * 3);
    expect(sheet.getRow(4).getCell(2).value).toBe('Whole period');
    expect(sheet.getRow(4).getCell(11).value).toBe(
      Number(((await balanceOn('2026-11-30')).totals[0]?.balance ?? 0) / 100),
    );
    const pdf = await get('format=pdf&language=en');
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf);
    expect(text).toContain('Cash flow');
    expect(text).toContain('Debt cash in');
    const pdfId = await get('format=pdf&language=id');
    expect(await pdfText(pdfId)).toContain('Arus kas');
  });
});
