/**
 * What an invoice's payment is in the books (issue 31): its sales, in the income category the
 * owner chose (the seeded "Penjualan" by default), and the PPN in it, which is owed to the state.
 * The newcomer's tour's invoice: DPP Rp 950.000 (Rp 1.000.000 less 5%), PPN Rp 104.500 and
 * ongkir Rp 50.000, paid in two parts.
 */
import type { Category, Entry, InvoicePayment, ProfitLossData, TaxData } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, recordPayment } from '../../../test/invoices';
import { categoryNamed, createBook, data, type Owner, signUpOwner } from '../../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONTH = 'from=2026-11-01&to=2026-11-30';
const TOUR_INVOICE = {
  issue_date: '2026-11-02',
  discount: { type: 'percent', value: 500 },
  charge: 50_000_00,
  charge_label: 'Ongkir',
};

async function sentInvoice(owner: Owner) {
  const invoice = await createInvoice(owner, TOUR_INVOICE);
  data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
  return invoice;
}

const report = async <T>(owner: Owner, name: string, query = MONTH) =>
  data<T>(await owner.request('GET', `/api/v1/reports/${name}/?${query}`));

describe("an invoice payment's revenue and PPN", () => {
  it('counts the sales before tax as income, in Penjualan, and the PPN apart, to the sen', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, { name: 'BCA', kind: 'bank' });
    const invoice = await sentInvoice(owner);
    expect(invoice).toMatchObject({ base: 950_000_00, tax: 104_500_00, total: 1_104_500_00 });
    const first = await recordPayment(owner, invoice.id, {
      amount: 500_000_00,
      cashbook_id: bank.id,
      date: '2026-11-10',
    });
    const sales = await categoryNamed(owner, 'Penjualan');
    expect(first.category_id).toBe(sales.id);

    // Half-way: Rp 500.000 is Rp 452.693,53 of sales and Rp 47.306,47 of PPN.
    const partly = await report<ProfitLossData>(owner, 'profit-loss');
    const [idr] = partly.currencies;
    expect(idr?.income.lines).toMatchObject([
      { kind: 'category', category_id: sales.id, seed_key: 'sales', amount: 452_693_53 },
    ]);
    expect(idr?.tax_collected.amount).toBe(47_306_47);
    expect((idr?.income.amount ?? 0) + (idr?.tax_collected.amount ?? 0)).toBe(500_000_00);

    await recordPayment(owner, invoice.id, {
      amount: 604_500_00,
      cashbook_id: bank.id,
      date: '2026-11-20',
    });
    const paid = await report<ProfitLossData>(owner, 'profit-loss');
    const [all] = paid.currencies;
    // Paid in full: income is DPP + ongkir, the PPN is all of it, and no "Pembayaran faktur" line.
    expect(all?.income.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['category', 1_000_000_00],
    ]);
    expect(all?.tax_collected).toMatchObject({ amount: 104_500_00 });
    expect(all?.net.amount).toBe(1_000_000_00);
    // The accrual view says what the tax base was after the discount, and the ongkir beside it.
    expect(paid.accrual[0]).toMatchObject({
      base: 950_000_00,
      charges: 50_000_00,
      before_tax: 1_000_000_00,
      tax: 104_500_00,
      total: 1_104_500_00,
    });

    // PPh Final's turnover (the tools' calculator reads it) leaves the PPN out; the tax report
    // shows it as received; the balance owes it to the state.
    const tax = await report<TaxData>(owner, 'tax');
    expect(tax.pph.months).toMatchObject([{ month: '2026-11', revenue: 1_000_000_00 }]);
    expect(tax.ppn[0]?.totals).toMatchObject({ tax: 104_500_00, collected: 104_500_00 });
    const balance = data<{ tax_owed: unknown; position: Array<{ net: number }> }>(
      await owner.request('GET', '/api/v1/balance/?date=2026-11-30'),
    );
    expect(balance.tax_owed).toEqual([{ currency: 'IDR', amount: 104_500_00 }]);
    expect(balance.position[0]?.net).toBe(1_104_500_00 - 104_500_00);
  });

  it('books to the income category the owner picks, and refuses one that is not', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { name: 'Kas Laci' });
    const invoice = await sentInvoice(owner);
    const services = await categoryNamed(owner, 'Jasa');
    const payment = await recordPayment(owner, invoice.id, {
      amount: 100_000_00,
      cashbook_id: book.id,
      category_id: services.id,
    });
    expect(payment.category_id).toBe(services.id);
    const entry = data<Entry>(await owner.request('GET', `/api/v1/entries/${payment.entry_id}/`));
    expect(entry.category_id).toBe(services.id);
    const listed = data<InvoicePayment[]>(
      await owner.request('GET', `/api/v1/invoices/${invoice.id}/payments/`),
    );
    expect(listed[0]?.category_id).toBe(services.id);

    const post = (body: Record<string, unknown>) =>
      owner.request('POST', `/api/v1/invoices/${invoice.id}/payments/`, {
        body: { amount: 1_00, cashbook_id: book.id, ...body },
      });
    const rent = await categoryNamed(owner, 'Sewa');
    const expense = await post({ category_id: rent.id });
    expect(expense.statusCode, expense.body).toBe(422);
    expect(expense.json()).toMatchObject({
      field_codes: { category_id: ['category_kind_mismatch'] },
    });
    const other = await signUpOwner(t);
    const theirs = data<Category[]>(await other.request('GET', '/api/v1/categories/'))[0];
    const foreign = await post({ category_id: theirs?.id });
    expect(foreign.statusCode, foreign.body).toBe(404);
    // Nothing was booked by the refused payments.
    expect(
      data<InvoicePayment[]>(
        await owner.request('GET', `/api/v1/invoices/${invoice.id}/payments/`),
      ),
    ).toHaveLength(1);
  });

  it('is paid by the means the book suggests when none is given', async () => {
    const owner = await signUpOwner(t);
    const till = await createBook(owner, { name: 'Kas Laci', kind: 'cash' });
    const bank = await createBook(owner, { name: 'BCA', kind: 'bank' });
    const wallet = await createBook(owner, { name: 'GoPay', kind: 'ewallet' });
    const invoice = await sentInvoice(owner);
    const methodInto = async (cashbookId: string) =>
      (await recordPayment(owner, invoice.id, { amount: 1_00, cashbook_id: cashbookId })).method;
    expect(await methodInto(till.id)).toBe('cash');
    expect(await methodInto(bank.id)).toBe('transfer');
    expect(await methodInto(wallet.id)).toBe('ewallet');
    const chosen = await recordPayment(owner, invoice.id, {
      amount: 1_00,
      cashbook_id: till.id,
      method: 'qris',
    });
    expect(chosen.method).toBe('qris');
  });
});
