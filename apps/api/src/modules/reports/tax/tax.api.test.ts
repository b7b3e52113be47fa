/**
 * The tax report. PPN: the output tax of the sent invoices issued in each month (prices with and
 * without tax, a reduced base), no void, draft or untaxed invoice counted. PPh Final: the books'
 * income in rupiah per month (invoice payments count without their PPN, which the PPN part
 * shows as received; transfers, their fees, debt and credit
 * cash, expenses and other currencies do not), the running total from January crossing an
 * individual's Rp 500 juta, a company taxed from the first rupiah, one cash book alone.
 */
import type { TaxData } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDebt, createDebtPayment } from '../../../test/debts';
import { createContact } from '../../../test/directory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, PPN_LINE, recordPayment } from '../../../test/invoices';
import {
  categoryNamed,
  createBook,
  createEntry,
  createTransfer,
  data,
  type Owner,
  signUpOwner,
} from '../../../test/ledger';
import { csvLines, downloadOf, pdfText, reportOf, xlsxRows } from '../../../test/report-downloads';

let t: TestApp;
let owner: Owner;
let bankId: string;
const PERIOD = 'period=custom&from=2026-03-01&to=2026-04-30';
const JUTA = 1_000_000_00;

async function sent(body: Record<string, unknown>) {
  const made = await createInvoice(owner, body);
  data(await owner.request('POST', `/api/v1/invoices/${made.id}/send/`, { body: {} }));
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  const kas = await createBook(owner, { opening_balance: 100 * JUTA });
  const bank = await createBook(owner, { name: 'Bank', kind: 'bank' });
  bankId = bank.id;
  const usd = await createBook(owner, { name: 'Dolar', kind: 'bank', currency: 'USD' });
  const sales = await categoryNamed(owner, 'Penjualan');
  const wages = await categoryNamed(owner, 'Gaji');
  const budi = await createContact(owner, { name: 'Budi' });
  const income = (book: string, amount: number, date: string, category?: string) =>
    createEntry(owner, { cashbook_id: book, amount, date, direction: 'in', category_id: category });
  await income(kas.id, 100 * JUTA, '2026-01-15');
  await income(kas.id, 250 * JUTA, '2026-02-10', sales.id);
  await income(bank.id, 200 * JUTA, '2026-03-05');
  await income(kas.id, 40 * JUTA, '2026-04-08', sales.id);
  await income(usd.id, 100_00, '2026-04-08');
  await createEntry(owner, {
    cashbook_id: kas.id,
    amount: 10 * JUTA,
    date: '2026-03-06',
    direction: 'out',
    category_id: wages.id,
  });
  await createTransfer(owner, {
    from_cashbook_id: kas.id,
    to_cashbook_id: bank.id,
    amount_sent: 5 * JUTA,
    fee: 6_500_00,
    date: '2026-03-07',
  });
  // Lending and being repaid, borrowing: cash of credits and debts, never income.
  const lent = await createDebt(owner, {
    kind: 'credit',
    contact_id: budi.id,
    amount: 3 * JUTA,
    date: '2026-03-08',
    cashbook_id: kas.id,
  });
  await createDebtPayment(owner, lent.id, {
    amount: 3 * JUTA,
    date: '2026-04-02',
    cashbook_id: kas.id,
  });
  await createDebt(owner, {
    kind: 'debt',
    contact_id: budi.id,
    amount: 20 * JUTA,
    date: '2026-04-03',
    cashbook_id: bank.id,
  });
  // PPN: 11% on Rp 1.000.000; Rp 111.000 with PPN 12% on 11/12 included; an untaxed one.
  const paid = await sent({
    contact_id: budi.id,
    issue_date: '2026-04-01',
    due_date: '2026-04-30',
  });
  await recordPayment(owner, paid.id, {
    amount: 1_110_000_00,
    cashbook_id: bank.id,
    date: '2026-04-20',
  });
  await sent({
    contact_id: budi.id,
    issue_date: '2026-04-15',
    due_date: '2026-04-30',
    prices_include_tax: true,
    lines: [
      {
        description: 'Kopi',
        quantity: 1000,
        unit_price: 111_000_00,
        tax_rate: 1200,
        tax_base: { numerator: 11, denominator: 12 },
      },
    ],
  });
  await sent({
    contact_id: budi.id,
    issue_date: '2026-04-16',
    lines: [{ ...PPN_LINE, tax_rate: 0 }],
  });
  const voided = await sent({ contact_id: budi.id, issue_date: '2026-03-10' });
  data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
  await createInvoice(owner, { contact_id: budi.id, issue_date: '2026-03-11' }); // a draft
  // Another business's income and invoice.
  const other = await signUpOwner(t);
  await createEntry(other, {
    cashbook_id: (await createBook(other)).id,
    amount: 900 * JUTA,
    date: '2026-03-01',
  });
  await createInvoice(other, { issue_date: '2026-03-02' });
});
afterAll(() => t.close());

describe('the tax report', () => {
  it('sums the PPN of each month, with the reduced base where an invoice used one', async () => {
    const report = await reportOf<TaxData>(owner, 'tax', PERIOD);
    const zero = { invoice_count: 0, base: 0, other_base: 0, tax: 0, collected: 0 };
    // The first invoice, paid in full in April, brought in its PPN of Rp 110.000.
    const april = {
      invoice_count: 2,
      base: 1_100_000_00,
      other_base: 91_666_67,
      tax: 121_000_00,
      collected: 110_000_00,
    };
    expect(report.ppn).toEqual([
      {
        currency: 'IDR',
        months: [
          { month: '2026-03', ...zero },
          { month: '2026-04', ...april },
        ],
        totals: april,
      },
    ]);
  });

  it("computes an individual's PPh Final from the year's running total past Rp 500 juta", async () => {
    const { pph } = await reportOf<TaxData>(owner, 'tax', PERIOD);
    // The invoice's Rp 1.110.000 is Rp 1.000.000 of turnover and Rp 110.000 of PPN.
    const april = 40 * JUTA + 1_000_000_00;
    expect(pph).toEqual({
      taxpayer: 'individual',
      currency: 'IDR',
      exempt_revenue: 500 * JUTA,
      months: [
        {
          month: '2026-03',
          revenue: 200 * JUTA,
          cumulative: 550 * JUTA,
          taxable: 50 * JUTA,
          tax: 250_000_00,
        },
        {
          month: '2026-04',
          revenue: april,
          cumulative: 550 * JUTA + april,
          taxable: april,
          tax: 205_000_00,
        },
      ],
      totals: { revenue: 200 * JUTA + april, taxable: 50 * JUTA + april, tax: 455_000_00 },
    });
  });

  it('taxes a company from the first rupiah, and reads one cash book when asked', async () => {
    const company = await reportOf<TaxData>(owner, 'tax', `${PERIOD}&taxpayer=company`);
    expect(company.pph.exempt_revenue).toBe(0);
    expect(company.pph.months.map((month) => month.tax)).toEqual([1_000_000_00, 205_000_00]);
    const bank = await reportOf<TaxData>(owner, 'tax', `${PERIOD}&cashbook_id=${bankId}`);
    expect(bank.pph.months).toEqual([
      { month: '2026-03', revenue: 200 * JUTA, cumulative: 200 * JUTA, taxable: 0, tax: 0 },
      { month: '2026-04', revenue: 1_000_000_00, cumulative: 201_000_000_00, taxable: 0, tax: 0 },
    ]);
  });

  it('shows another business none of it, and refuses an unknown taxpayer', async () => {
    const other = await signUpOwner(t);
    const theirs = await reportOf<TaxData>(other, 'tax', PERIOD);
    expect(theirs.ppn).toEqual([]);
    expect(theirs.pph.totals).toEqual({ revenue: 0, taxable: 0, tax: 0 });
    const refused = await owner.request('GET', `/api/v1/reports/tax/?${PERIOD}&taxpayer=firm`);
    expect(refused.statusCode).toBe(400);
  });

  it('downloads as CSV in Indonesian, XLSX in English and PDF in both', async () => {
    const name = (stem: string, format: string) => `${stem}-2026-03-01-2026-04-30.${format}`;
    const csv = csvLines(
      await downloadOf(owner, 'tax', `${PERIOD}&format=csv&language=id`, name('pajak', 'csv')),
    );
    expect(csv[0]).toBe(
      'Pajak;Bulan;Mata uang;Faktur;DPP;DPP nilai lain;PPN;PPN diterima dalam pembayaran;' +
        'Omzet;Omzet sejak Januari;Omzet kena pajak;"PPh Final 0,5%"',
    );
    expect(csv[2]).toBe('PPN keluaran;2026-04;IDR;2;1100000,00;91666,67;121000,00;110000,00;;;;');
    expect(csv[4]).toBe(
      'PPh Final UMKM;2026-03;IDR;;;;;;200000000,00;550000000,00;50000000,00;250000,00',
    );
    expect(csv).toHaveLength(1 + 3 + 3);
    const xlsx = await xlsxRows(
      await downloadOf(owner, 'tax', `${PERIOD}&format=xlsx&language=en`, name('tax', 'xlsx')),
    );
    expect(xlsx[0]?.slice(0, 4)).toEqual(['Tax', 'Month', 'Currency', 'Invoices']);
    expect(xlsx[6]?.slice(0, 2)).toEqual(['PPh Final (MSME)', 'Total']);
    expect(xlsx[6]?.[11]).toBe(455000);
    const id = await pdfText(
      await downloadOf(owner, 'tax', `${PERIOD}&format=pdf&language=id`, name('pajak', 'pdf')),
    );
    expect(id).toContain('DPP nilai lain');
    const en = await pdfText(
      await downloadOf(owner, 'tax', `${PERIOD}&format=pdf&language=en`, name('tax', 'pdf')),
    );
    expect(en).toContain('Output VAT');
  });
});
