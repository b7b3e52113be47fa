/**
 * Hand-made books for the profit-and-loss and categories reports' tests, through the real API:
 * October and November 2026 hold categorised income and expense, a refund, uncategorised money
 * both ways, two transfers with fees, an invoice's payment and a credit's cash; September 2026,
 * December 2026 and October 2025 hold the entries around the period. Every figure the tests
 * expect is worked out below from these.
 */
import type { Cashbook } from '@usaha/shared';
import { createDebt, createDebtPayment } from '../../test/debts';
import { createContact } from '../../test/directory';
import type { TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import {
  categoryNamed,
  createBook,
  createEntry,
  createTransfer,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

export const PERIOD = 'period=custom&from=2026-10-01&to=2026-11-30';

export type ReportBooks = { owner: Owner; kas: Cashbook; bank: Cashbook; usd: Cashbook };

async function sendInvoice(owner: Owner, id: string) {
  data(await owner.request('POST', `/api/v1/invoices/${id}/send/`, { body: {} }));
}

/** Entries of the books' own business, and in another business that must not show. */
export async function makeReportBooks(t: TestApp): Promise<ReportBooks> {
  const owner = await signUpOwner(t);
  const kas = await createBook(owner, { name: 'Kas Toko', opening_balance: 5_000_000_00 });
  const bank = await createBook(owner, { name: 'BCA', kind: 'bank', opening_balance: 0 });
  const usd = await createBook(owner, { name: 'Payoneer', kind: 'ewallet', currency: 'USD' });
  const [sales, services, stock, rent, bankFees] = await Promise.all(
    ['Penjualan', 'Jasa', 'Pembelian stok', 'Sewa', 'Biaya bank'].map((name) =>
      categoryNamed(owner, name),
    ),
  );
  const entry = (body: Record<string, unknown>) =>
    createEntry(owner, { cashbook_id: kas.id, ...body });
  // The period: October and November 2026.
  await entry({ amount: 500_000_00, category_id: sales?.id, date: '2026-10-05' });
  await entry({ amount: 250_000_00, category_id: sales?.id, date: '2026-11-02' });
  await entry({
    cashbook_id: bank.id,
    amount: 300_000_00,
    category_id: services?.id,
    date: '2026-11-10',
  });
  await entry({
    direction: 'out',
    amount: 1_500_000_00,
    category_id: rent?.id,
    date: '2026-10-01',
  });
  await entry({ direction: 'out', amount: 200_000_00, category_id: stock?.id, date: '2026-11-03' });
  // A refund from the supplier: money in to an expense category. The app files money in under
  // income categories only, but books imported or kept before hold such entries; it is written
  // straight into the database here (the day totals follow by trigger).
  const refund = await entry({ amount: 50_000_00, date: '2026-11-20' });
  await t.database.query('update entries set category_id = $1 where id = $2', [
    stock?.id,
    refund.id,
  ]);
  await entry({ amount: 12_345_67, date: '2026-11-15' });
  await entry({ direction: 'out', amount: 7_500_00, date: '2026-10-20' });
  await createTransfer(owner, {
    from_cashbook_id: bank.id,
    to_cashbook_id: kas.id,
    amount_sent: 1_000_000_00,
    fee: 6_500_00,
    fee_category_id: bankFees?.id,
    date: '2026-11-04',
  });
  await createTransfer(owner, {
    from_cashbook_id: kas.id,
    to_cashbook_id: bank.id,
    amount_sent: 100_000_00,
    fee: 2_500_00,
    date: '2026-10-21',
  });
  await entry({ cashbook_id: usd.id, amount: 25_00, category_id: sales?.id, date: '2026-11-05' });
  // Invoices: one sent in the period and partly paid (Rp 1.110.000 with PPN 11%), a draft and a
  // void one in it, one sent in September (the previous period).
  const customer = await createContact(owner, { name: 'PT Maju Bersama' });
  const sent = await createInvoice(owner, { contact_id: customer.id, issue_date: '2026-11-02' });
  await sendInvoice(owner, sent.id);
  await recordPayment(owner, sent.id, {
    amount: 400_000_00,
    cashbook_id: bank.id,
    date: '2026-11-10',
  });
  await createInvoice(owner, { contact_id: customer.id, issue_date: '2026-11-05' });
  const voided = await createInvoice(owner, { contact_id: customer.id, issue_date: '2026-11-06' });
  await sendInvoice(owner, voided.id);
  data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
  const earlier = await createInvoice(owner, {
    contact_id: customer.id,
    issue_date: '2026-09-15',
    lines: [
      { description: 'Kopi', quantity: 1000, unit: 'kg', unit_price: 100_000_00, tax_rate: 0 },
    ],
  });
  await sendInvoice(owner, earlier.id);
  // A credit lent from the till and partly repaid: no income, no expense.
  const credit = await createDebt(owner, {
    kind: 'credit',
    contact_id: customer.id,
    amount: 150_000_00,
    cashbook_id: kas.id,
    date: '2026-10-10',
  });
  await createDebtPayment(owner, credit.id, {
    amount: 50_000_00,
    cashbook_id: kas.id,
    date: '2026-11-12',
  });
  // Around the period.
  await entry({ amount: 999_000_00, category_id: sales?.id, date: '2026-09-30' });
  await entry({ direction: 'out', amount: 111_000_00, category_id: rent?.id, date: '2026-12-01' });
  await entry({ amount: 80_000_00, category_id: sales?.id, date: '2025-10-15' });
  // Another business's sales in the same days.
  const other = await signUpOwner(t);
  const theirs = await createBook(other, { name: 'Kas Toko' });
  const theirSales = await categoryNamed(other, 'Penjualan');
  await createEntry(other, {
    cashbook_id: theirs.id,
    amount: 777_000_00,
    category_id: theirSales.id,
    date: '2026-11-02',
  });
  return { owner, kas, bank, usd };
}
