/**
 * The trial balance on hand-made books: debits equal credits per currency, and every account is
 * what `hledger balance --flat -N --end <day after>` gives for the journal export, at the end of
 * the period and on another day; one cash book (its transfer's other side on Equity:Transfers),
 * another business's book, and the downloads.
 */
import { type TrialBalance, toDecimalString } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createBook, createTransfer, signUpOwner } from '../../../test/ledger';
import { pdfText } from '../../../test/report-downloads';
import {
  hledgerBalancesOf,
  makeTestBooks,
  PERIOD,
  reportOf,
  type TestBooks,
} from '../ledger-reports-test-books';

let t: TestApp;
let books: TestBooks;
beforeAll(async () => {
  t = await createTestApp();
  books = await makeTestBooks(t);
});
afterAll(() => t.close());

function expectBalanced(report: TrialBalance) {
  for (const total of report.totals) {
    expect(total.debit, total.currency).toBe(total.credit);
    const rows = report.rows.filter((row) => row.currency === total.currency);
    expect(rows.reduce((sum, row) => sum + row.debit, 0)).toBe(total.debit);
    expect(rows.reduce((sum, row) => sum + row.credit, 0)).toBe(total.credit);
  }
}

async function expectHledger(report: TrialBalance, end: string) {
  const hledger = await hledgerBalancesOf(books.owner, end);
  const ours = new Map(
    report.rows.map((row) => [
      `${row.account}|${row.currency}`,
      toDecimalString(row.debit - row.credit, row.currency),
    ]),
  );
  expect(ours).toEqual(hledger);
}

describe('trial balance', () => {
  it('balances per currency and equals hledger’s balance of the journal at the period’s end', async () => {
    const report = await reportOf<TrialBalance>(books.owner, 'trial-balance', PERIOD);
    expect(report.date).toBe('2026-11-30');
    expect(report.totals.map((total) => total.currency)).toEqual(['IDR', 'USD']);
    expectBalanced(report);
    await expectHledger(report, '2026-12-01');
    expect(report.rows.find((row) => row.account === 'Expenses:Listrik & air')).toMatchObject({
      kind: 'expense',
      debit: 65_000_00,
      credit: 0,
    });
    expect(report.rows.find((row) => row.account === 'Liabilities:Payables')).toMatchObject({
      kind: 'payables',
      debit: 0,
      credit: 750_000_00,
    });
  });

  it('reads any day: before the dollar book opened it is not there', async () => {
    const report = await reportOf<TrialBalance>(
      books.owner,
      'trial-balance',
      `${PERIOD}&date=2026-10-31`,
    );
    expect(report.date).toBe('2026-10-31');
    expect(report.totals.map((total) => total.currency)).toEqual(['IDR']);
    expectBalanced(report);
    await expectHledger(report, '2026-11-01');
  });

  it('reads one cash book, its transfer’s other side on Equity:Transfers; another business’s is a 404', async () => {
    const report = await reportOf<TrialBalance>(
      books.owner,
      'trial-balance',
      `${PERIOD}&cashbook_id=${books.kas.id}`,
    );
    expectBalanced(report);
    expect(report.rows.find((row) => row.account === 'Equity:Transfers')).toMatchObject({
      debit: 0,
      credit: 500_000_00,
    });
    expect(report.rows.find((row) => row.account === 'Assets:Cash:Kas Toko')).toMatchObject({
      debit: 1_575_000_00,
    });
    const other = await signUpOwner(t);
    const theirs = await createBook(other, { name: 'Kas Lain' });
    const response = await books.owner.request(
      'GET',
      `/api/v1/reports/trial-balance/?${PERIOD}&cashbook_id=${theirs.id}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('balances a transfer between currencies on Equity:Transfers, the other accounts as hledger', async () => {
    const owner = await signUpOwner(t);
    const rupiah = await createBook(owner, { name: 'Kas', opening_balance: 1_000_000_00 });
    const dollars = await createBook(owner, {
      name: 'Wise',
      kind: 'ewallet',
      currency: 'USD',
      opening_balance: 200_00,
    });
    await createTransfer(owner, {
      from_cashbook_id: dollars.id,
      to_cashbook_id: rupiah.id,
      amount_sent: 100_00,
      amount_received: 1_600_000_00,
      date: '2026-11-03',
    });
    const report = await reportOf<TrialBalance>(owner, 'trial-balance', PERIOD);
    expectBalanced(report);
    const transfers = report.rows.filter((row) => row.account === 'Equity:Transfers');
    expect(transfers.map(({ currency, debit, credit }) => [currency, debit, credit])).toEqual([
      ['IDR', 0, 1_600_000_00],
      ['USD', 100_00, 0],
    ]);
    const hledger = await hledgerBalancesOf(owner, '2026-12-01');
    const others = report.rows.filter((row) => row.account !== 'Equity:Transfers');
    expect(
      new Map(
        others.map((row) => [
          `${row.account}|${row.currency}`,
          toDecimalString(row.debit - row.credit, row.currency),
        ]),
      ),
    ).toEqual(hledger);
  });

  it('downloads as CSV, XLSX and PDF in Indonesian and English', async () => {
    const get = (query: string) =>
      books.owner.request('GET', `/api/v1/reports/trial-balance/?${PERIOD}&${query}`);
    const report = await reportOf<TrialBalance>(books.owner, 'trial-balance', PERIOD);
    const csv = await get('format=csv&language=en');
    expect(csv.headers['content-disposition']).toMatch(
      /filename="trial-balance-toko-\d+-2026-11-30\.csv"/,
    );
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Account');
    // Each account, and a total per currency.
    expect(lines).toHaveLength(1 + report.rows.length + report.totals.length);
    const xlsx = await get('format=xlsx&language=id');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(1).value).toBe('Akun');
    const idrTotal = sheet.getRow(
      1 + report.rows.filter((row) => row.currency === 'IDR').length + 1,
    );
    expect(idrTotal.getCell(1).value).toBe('Jumlah');
    expect(idrTotal.getCell(3).value).toBe(idrTotal.getCell(4).value);
    expect(idrTotal.getCell(3).value).toBe((report.totals[0]?.debit ?? 0) / 100);
    const pdf = await get('format=pdf&language=id');
    expect(await pdfText(pdf)).toContain('Neraca saldo');
    const pdfEn = await get('format=pdf&language=en');
    expect(await pdfText(pdfEn)).toContain('Trial balance');
  });
});
