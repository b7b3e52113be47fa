/**
 * The reports reconcile with the books (issue 16): over random books made through the API
 * (report-books.ts), each report's figures equal what this test computes on its own from the
 * entries and invoices the lists answer, what the balance answers, and what hledger reads from
 * the journal export. Runs on PGlite and on PostgreSQL (the api-postgres project).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AgingData,
  type Balance,
  type CashFlowReport,
  type Category,
  type Entry,
  type Invoice,
  type InvoicePayment,
  type ProfitLossData,
  paymentTax,
  type SalesData,
  type TrialBalance,
  toDecimalString,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyPage } from '../../test/debts';
import { createTestApp, type TestApp } from '../../test/harness';
import { categoriesOf, data } from '../../test/ledger';
import { type RandomBooks, randomBooks } from '../../test/report-books';
import { hledgerBalances } from '../exports/export-test-helpers';

const SEEDS = [11, 29];
const YEAR = 'period=custom&from=2026-01-01&to=2026-12-31';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(books: RandomBooks, url: string) =>
  data<T>(await books.owner.request('GET', url));

/**
 * The tax in each invoice payment's entry, from the invoices and their payments as the API lists
 * them: each payment's share of the invoice's tax, counted on what was paid before it.
 */
async function paymentTaxesOf(books: RandomBooks): Promise<Map<string, number>> {
  const taxes = new Map<string, number>();
  const invoices = await everyPage<Invoice>(books.owner, '/api/v1/invoices/?limit=100');
  for (const listed of invoices) {
    const invoice = await get<Invoice>(books, `/api/v1/invoices/${listed.id}/`);
    const payments = await get<InvoicePayment[]>(books, `/api/v1/invoices/${listed.id}/payments/`);
    const ordered = [...payments].sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.created_at.localeCompare(b.created_at) ||
        a.id.localeCompare(b.id),
    );
    let before = 0;
    for (const payment of ordered) {
      const { total, tax } = invoice;
      taxes.set(
        payment.entry_id,
        paymentTax({ paid_before: before, amount: payment.amount, total, tax }),
      );
      before += payment.amount;
    }
  }
  return taxes;
}

/**
 * Income and expense per account as the journal names them, from the entries alone: an invoice
 * payment's income is its amount less the tax in it.
 */
function profitAndLossOf(entries: Entry[], categories: Category[], taxes: Map<string, number>) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const accounts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.transfer_role === 'in' || entry.transfer_role === 'out') continue;
    if (entry.source === 'debt' || entry.source === 'debt_payment') continue;
    const category = entry.category_id ? byId.get(entry.category_id) : undefined;
    const kind = category?.kind ?? (entry.direction === 'in' ? 'income' : 'expense');
    const name = category
      ? category.name
      : entry.source === 'invoice_payment'
        ? 'Invoice payments'
        : 'Uncategorised';
    const account = `${kind === 'income' ? 'Income' : 'Expenses'}:${name}`;
    const amount = entry.amount - (taxes.get(entry.id) ?? 0);
    const signed = (entry.direction === 'in') === (kind === 'income') ? amount : -amount;
    accounts.set(account, (accounts.get(account) ?? 0) + signed);
  }
  return accounts;
}

/** The report's lines under the same account names. */
function reportAccounts(report: ProfitLossData) {
  const accounts = new Map<string, number>();
  const name = (kind: string, category: string | null) =>
    kind === 'category'
      ? category
      : kind === 'invoice_payments'
        ? 'Invoice payments'
        : 'Uncategorised';
  for (const { income, expense } of report.currencies) {
    for (const line of income.lines)
      accounts.set(`Income:${name(line.kind, line.name)}`, line.amount);
    for (const line of expense.lines)
      accounts.set(`Expenses:${name(line.kind, line.name)}`, line.amount);
  }
  return accounts;
}

const nonZero = (accounts: Map<string, number>) =>
  new Map([...accounts].filter(([, amount]) => amount !== 0));

describe.each(SEEDS)('reports over random books (seed %i)', (seed) => {
  let books: RandomBooks;
  let entries: Entry[];
  let taxes: Map<string, number>;
  beforeAll(async () => {
    books = await randomBooks(t, seed, 140);
    entries = await everyPage<Entry>(books.owner, '/api/v1/entries/?limit=100');
    taxes = await paymentTaxesOf(books);
  }, 120_000);

  it('profit and loss equals the entries of the period, line by line, and its net', async () => {
    const categories = await categoriesOf(books.owner);
    for (const [from, to] of [
      ['2026-01-01', '2026-12-31'],
      ['2026-03-01', '2026-05-31'],
      ['2026-07-15', '2026-07-15'],
    ] as const) {
      const inPeriod = entries.filter((entry) => entry.date >= from && entry.date <= to);
      const expected = profitAndLossOf(inPeriod, categories, taxes);
      const report = await get<ProfitLossData>(
        books,
        `/api/v1/reports/profit-loss/?period=custom&from=${from}&to=${to}`,
      );
      expect(nonZero(reportAccounts(report))).toEqual(nonZero(expected));
      // The random books reach every kind of line in a year.
      if (from === '2026-01-01') expect(nonZero(expected).size).toBeGreaterThan(8);
      const [idr] = report.currencies;
      const net = [...expected].reduce(
        (sum, [account, amount]) => sum + (account.startsWith('Income') ? amount : -amount),
        0,
      );
      expect(idr?.net.amount).toBe(net);
      expect(idr?.net.by_month.reduce((sum, month) => sum + month, 0)).toBe(net);
      // What the invoices brought in is their income and the PPN owed on it, to the sen.
      const fromInvoices = inPeriod.filter((entry) => entry.source === 'invoice_payment');
      const moneyIn = fromInvoices.reduce((sum, entry) => sum + entry.amount, 0);
      const tax = fromInvoices.reduce((sum, entry) => sum + (taxes.get(entry.id) ?? 0), 0);
      expect(idr?.tax_collected.amount).toBe(tax);
      const cashSales = profitAndLossOf(
        inPeriod.filter((entry) => entry.source !== 'invoice_payment'),
        categories,
        taxes,
      ).get('Income:Penjualan');
      const sales = idr?.income.lines.find((line) => line.seed_key === 'sales')?.amount ?? 0;
      expect(sales - (cashSales ?? 0) + tax).toBe(moneyIn);
      if (from === '2026-01-01') expect(tax).toBeGreaterThan(0);
    }
  });

  it('hledger reads the same income and expense per category from the journal export', async () => {
    const journal = await books.owner.request('GET', '/api/v1/exports/journal/');
    expect(journal.statusCode, journal.body).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'usaha-reconcile-'));
    try {
      const file = join(dir, 'books.journal');
      await writeFile(file, journal.body);
      const rows = await hledgerBalances(
        file,
        ...['--begin', '2026-01-01', '--end', '2027-01-01', '-N', '^Income', '^Expenses'],
      );
      const hledger = new Map(
        rows.map(([account, currency, amount]) => [`${account} ${currency}`, amount]),
      );
      const report = await get<ProfitLossData>(books, `/api/v1/reports/profit-loss/?${YEAR}`);
      const ours = new Map(
        [...nonZero(reportAccounts(report))].map(([account, amount]) => [
          `${account} IDR`,
          toDecimalString(account.startsWith('Income') ? -amount : amount, 'IDR'),
        ]),
      );
      expect(hledger).toEqual(ours);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('cash flow chains its months and closes each book on its balance; the trial balance balances', async () => {
    const flow = await get<CashFlowReport>(books, `/api/v1/reports/cash-flow/?${YEAR}`);
    const balance = await get<Balance>(books, '/api/v1/balance/?date=2026-12-31');
    const opening = await get<Balance>(books, '/api/v1/balance/?date=2025-12-31');
    for (const book of flow.books) {
      const balanceOf = (answer: Balance) =>
        answer.cashbooks.find((b) => b.id === book.id)?.balance;
      expect(book.total.closing).toBe(balanceOf(balance));
      expect(book.total.opening).toBe(balanceOf(opening));
      book.months.forEach((month, index) => {
        const moved = month.cash_in + month.debt_in + month.transfer_in;
        const out = month.cash_out + month.debt_out + month.transfer_out;
        expect(month.closing).toBe(month.opening + moved - out);
        if (index > 0) expect(month.opening).toBe(book.months[index - 1]?.closing);
      });
    }
    const [idr] = flow.currencies;
    expect(idr?.total.closing).toBe(balance.totals.find((t) => t.currency === 'IDR')?.balance);
    // The PPN received in the invoices' payments is owed to the state on the balance.
    const owed = [...taxes.values()].reduce((sum, tax) => sum + tax, 0);
    expect(balance.tax_owed).toEqual(owed === 0 ? [] : [{ currency: 'IDR', amount: owed }]);
    expect(balance.position?.[0]?.tax_owed).toBe(owed);
    const trial = await get<TrialBalance>(books, `/api/v1/reports/trial-balance/?${YEAR}`);
    for (const total of trial.totals) expect(total.debit).toBe(total.credit);
    expect(trial.rows.length).toBeGreaterThan(8);
  });

  it("aging totals equal the balance's receivables and payables on each date", async () => {
    for (const date of ['2026-02-15', '2026-06-30', '2026-10-01', '2026-11-20']) {
      const aging = await get<AgingData>(books, `/api/v1/reports/aging/?date=${date}`);
      const balance = await get<Balance>(books, `/api/v1/balance/?date=${date}`);
      const total = (sides: AgingData['receivables']) =>
        sides.map((side) => [side.currency, side.totals.total]);
      const owed = (items: Balance['payables']) =>
        (items ?? [])
          .filter((item) => item.amount_due !== 0)
          .map((item) => [item.currency, item.amount_due]);
      expect(total(aging.receivables)).toEqual(owed(balance.receivables));
      expect(total(aging.payables)).toEqual(owed(balance.payables));
      if (date === '2026-10-01') expect(aging.receivables.length * aging.payables.length).toBe(1);
      for (const side of [...aging.receivables, ...aging.payables]) {
        const contacts = side.contacts.reduce((sum, contact) => sum + contact.total, 0);
        expect(contacts).toBe(side.totals.total);
      }
    }
  });

  it('sales by product and by customer equal the lines of the sent invoices of the period', async () => {
    const list = await everyPage<Invoice>(books.owner, '/api/v1/invoices/?limit=100');
    const sent = list.filter(
      (invoice) => invoice.status === 'sent' && invoice.issue_date.startsWith('2026-0'),
    );
    const expected = new Map<string, { quantity: number; revenue: number; tax: number }>();
    for (const listed of sent) {
      const invoice = await get<Invoice>(books, `/api/v1/invoices/${listed.id}/`);
      for (const line of invoice.lines) {
        const key = line.product_id ?? 'none';
        const sum = expected.get(key) ?? { quantity: 0, revenue: 0, tax: 0 };
        expected.set(key, {
          quantity: sum.quantity + line.quantity,
          revenue: sum.revenue + line.base,
          tax: sum.tax + line.tax,
        });
      }
    }
    const sales = await get<SalesData>(
      books,
      '/api/v1/reports/sales/?period=custom&from=2026-01-01&to=2026-09-30',
    );
    const products = new Map(
      (sales.currencies[0]?.products ?? []).map((row) => [
        row.id ?? 'none',
        { quantity: row.quantity, revenue: row.revenue, tax: row.tax },
      ]),
    );
    expect(products).toEqual(expected);
    expect(expected.size).toBe(2);
    const byCustomer = (sales.currencies[0]?.customers ?? []).reduce(
      (sum, row) => sum + row.revenue,
      0,
    );
    expect(byCustomer).toBe([...expected.values()].reduce((sum, row) => sum + row.revenue, 0));
    expect(sales.currencies[0]?.invoice_count ?? 0).toBe(sent.length);
  });
});
