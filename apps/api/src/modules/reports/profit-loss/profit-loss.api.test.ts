import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ProfitLossData, type ProfitLossLine, toDecimalString } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createBook, data, signUpOwner } from '../../../test/ledger';
import { hledgerBalances } from '../../exports/export-test-helpers';
import { makeReportBooks, PERIOD, type ReportBooks } from '../reports-test-books';

let t: TestApp;
let books: ReportBooks;
beforeAll(async () => {
  t = await createTestApp();
  books = await makeReportBooks(t);
});
afterAll(() => t.close());

const URL = '/api/v1/reports/profit-loss/';

async function report(query: string): Promise<ProfitLossData> {
  return data<ProfitLossData>(await books.owner.request('GET', `${URL}?${query}`));
}

type Expected = Partial<ProfitLossLine>;
const line = (
  kind: ProfitLossLine['kind'],
  name: string | null,
  amount: number,
  byMonth: number[],
): Expected => ({ kind, name, amount, by_month: byMonth, comparison: null, change_bp: null });

// The invoice's Rp 400.000 payment holds PPN in the invoice's proportion (Rp 110.000 of
// Rp 1.110.000), to the sen by the largest remainder: that is the state's, the rest is sales.
const PAYMENT_TAX = 39_639_64;
const PAYMENT_SALES = 400_000_00 - PAYMENT_TAX;
const INCOME = [
  line('category', 'Penjualan', 750_000_00 + PAYMENT_SALES, [
    500_000_00,
    250_000_00 + PAYMENT_SALES,
  ]),
  line('category', 'Jasa', 300_000_00, [0, 300_000_00]),
  line('uncategorised', null, 12_345_67, [0, 12_345_67]),
];
const EXPENSE = [
  line('category', 'Sewa', 1_500_000_00, [1_500_000_00, 0]),
  // Rp 200.000 bought, Rp 50.000 refunded.
  line('category', 'Pembelian stok', 150_000_00, [0, 150_000_00]),
  line('category', 'Biaya bank', 6_500_00, [0, 6_500_00]),
  // Rp 7.500 spent and a transfer's fee of Rp 2.500, both without a category.
  line('uncategorised', null, 10_000_00, [10_000_00, 0]),
];

describe('the profit-and-loss report', () => {
  it('adds up the books by category, per currency and month, without transfers or debt cash', async () => {
    const answer = await report(PERIOD);
    expect(answer.period).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-11-30',
      comparison: null,
      cashbook_id: null,
    });
    expect(answer.months).toEqual(['2026-10', '2026-11']);
    expect(answer.currencies.map((item) => item.currency)).toEqual(['IDR', 'USD']);
    const [idr, usd] = answer.currencies;
    expect(idr?.income).toMatchObject({
      amount: 1_462_345_67 - PAYMENT_TAX,
      by_month: [500_000_00, 962_345_67 - PAYMENT_TAX],
      comparison: null,
      change_bp: null,
      lines: INCOME,
    });
    // Sales + the PPN owed = the Rp 400.000 the invoice brought in.
    expect(idr?.tax_collected).toEqual({
      amount: PAYMENT_TAX,
      by_month: [0, PAYMENT_TAX],
      comparison: null,
      change_bp: null,
    });
    expect(PAYMENT_SALES + PAYMENT_TAX).toBe(400_000_00);
    expect(idr?.expense).toMatchObject({
      amount: 1_666_500_00,
      by_month: [1_510_000_00, 156_500_00],
      lines: EXPENSE,
    });
    expect(idr?.net).toEqual({
      amount: -204_154_33 - PAYMENT_TAX,
      by_month: [-1_010_000_00, 805_845_67 - PAYMENT_TAX],
      comparison: null,
      change_bp: null,
    });
    expect(idr?.income.lines[0]).toMatchObject({ color: '#2f9e44', seed_key: 'sales' });
    expect(idr?.income.lines[2]).toMatchObject({ category_id: null, color: null });
    expect(usd).toMatchObject({
      income: { amount: 25_00, lines: [line('category', 'Penjualan', 25_00, [0, 25_00])] },
      expense: { amount: 0, by_month: [0, 0], lines: [] },
      net: { amount: 25_00, by_month: [0, 25_00] },
      tax_collected: { amount: 0, by_month: [0, 0] },
    });
    // Sent invoices issued in the period; the draft, the void one and September's are not.
    expect(answer.accrual).toEqual([
      {
        currency: 'IDR',
        invoices: 1,
        base: 1_000_000_00,
        charges: 0,
        before_tax: 1_000_000_00,
        tax: 110_000_00,
        total: 1_110_000_00,
        comparison_total: null,
        change_bp: null,
      },
    ]);
  });

  it('compares with the months before', async () => {
    const answer = await report(`${PERIOD}&compare=previous`);
    expect(answer.period.comparison).toEqual({ from: '2026-08-01', to: '2026-09-30' });
    const [idr, usd] = answer.currencies;
    expect(idr?.income).toMatchObject({
      amount: 1_462_345_67 - PAYMENT_TAX,
      comparison: 999_000_00,
      change_bp: 4241,
    });
    expect(idr?.income.lines.map((item) => [item.comparison, item.change_bp])).toEqual([
      [999_000_00, 1115],
      [0, null],
      [0, null],
    ]);
    expect(idr?.expense).toMatchObject({ comparison: 0, change_bp: null });
    expect(idr?.net).toMatchObject({ comparison: 999_000_00, change_bp: -12440 });
    expect(idr?.tax_collected).toMatchObject({ comparison: 0, change_bp: null });
    expect(usd?.net).toMatchObject({ comparison: 0, change_bp: null });
    expect(answer.accrual[0]).toMatchObject({ comparison_total: 100_000_00, change_bp: 101000 });
  });

  it('compares with the same months last year', async () => {
    const answer = await report(`${PERIOD}&compare=last_year`);
    expect(answer.period.comparison).toEqual({ from: '2025-10-01', to: '2025-11-30' });
    const [idr] = answer.currencies;
    expect(idr?.income.lines[0]).toMatchObject({ comparison: 80_000_00, change_bp: 128795 });
    expect(idr?.income).toMatchObject({ comparison: 80_000_00, change_bp: 167838 });
    expect(idr?.net).toMatchObject({ comparison: 80_000_00, change_bp: -40474 });
    expect(answer.accrual[0]).toMatchObject({ comparison_total: 0, change_bp: null });
  });

  it("limits the books to one cash book, and leaves the invoices' accrual out", async () => {
    const answer = await report(`${PERIOD}&cashbook_id=${books.bank.id}`);
    expect(answer.period.cashbook_id).toBe(books.bank.id);
    expect(answer.currencies).toHaveLength(1);
    expect(answer.currencies[0]).toMatchObject({
      currency: 'IDR',
      income: {
        amount: 300_000_00 + PAYMENT_SALES,
        lines: [line('category', 'Penjualan', PAYMENT_SALES, [0, PAYMENT_SALES]), INCOME[1]],
      },
      expense: { amount: 6_500_00, lines: [EXPENSE[2]] },
      net: { amount: 293_500_00 + PAYMENT_SALES, by_month: [0, 293_500_00 + PAYMENT_SALES] },
      tax_collected: { amount: PAYMENT_TAX, by_month: [0, PAYMENT_TAX] },
    });
    expect(answer.accrual).toEqual([]);
  });

  it("answers 404 for another business's cash book and 400 with field codes for a bad period", async () => {
    const other = await signUpOwner(t);
    const theirs = await createBook(other, { name: 'Kas' });
    const foreign = await books.owner.request('GET', `${URL}?cashbook_id=${theirs.id}`);
    expect(foreign.statusCode, foreign.body).toBe(404);
    const backwards = await books.owner.request(
      'GET',
      `${URL}?period=custom&from=2026-11-30&to=2026-11-01`,
    );
    expect(backwards.statusCode, backwards.body).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('period_end_before_start');
    const missing = await books.owner.request('GET', `${URL}?period=custom&from=2026-11-01`);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('"to"');
    const empty = data<ProfitLossData>(await other.request('GET', `${URL}?${PERIOD}`));
    expect(empty.currencies[0]).toMatchObject({ income: { amount: 0, lines: [] } });
  });

  it("agrees line by line with hledger's balance of the journal export", async () => {
    const journal = await books.owner.request(
      'GET',
      '/api/v1/exports/journal/?from=2026-10-01&to=2026-11-30',
    );
    expect(journal.statusCode, journal.body).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'usaha-pl-'));
    try {
      const file = join(dir, 'books.journal');
      await writeFile(file, journal.body);
      const period = ['--begin', '2026-10-01', '--end', '2026-12-01', '-N'];
      const hledger = await hledgerBalances(file, ...period, '^Income', '^Expenses');
      const ours = (await report(PERIOD)).currencies.flatMap(({ currency, income, expense }) => [
        ...income.lines.map((item) => {
          const name =
            item.kind === 'category'
              ? item.name
              : item.kind === 'invoice_payments'
                ? 'Invoice payments'
                : 'Uncategorised';
          return [`Income:${name}`, currency, toDecimalString(-item.amount, currency)];
        }),
        ...expense.lines.map((item) => [
          `Expenses:${item.kind === 'category' ? item.name : 'Uncategorised'}`,
          currency,
          toDecimalString(item.amount, currency),
        ]),
      ]);
      const sorted = (rows: string[][]) =>
        [...rows].sort((a, b) => a.join().localeCompare(b.join()));
      expect(sorted(hledger)).toEqual(sorted(ours));
      expect(hledger).toHaveLength(8);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
