/**
 * The hand-made books the cash-flow, general-ledger and trial-balance tests read: two rupiah
 * books and a dollar one, opening balances, a sale before the period, income and expenses with
 * categories, a refund into an expense category, a transfer with a fee, an invoice payment, a
 * credit lent from the till and repaid, a debt borrowed into the bank and partly paid back.
 * All through the real API; the period is October and November 2026.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cashbook } from '@usaha/shared';
import { payDebtOf } from '../../test/debt-fixtures';
import { createDebt } from '../../test/debts';
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
import { hledgerBalances } from '../exports/export-test-helpers';

export const PERIOD = 'period=custom&from=2026-10-01&to=2026-11-30';

export type TestBooks = { owner: Owner; kas: Cashbook; bca: Cashbook; usd: Cashbook };

export async function makeTestBooks(t: TestApp): Promise<TestBooks> {
  const owner = await signUpOwner(t);
  const kas = await createBook(owner, { name: 'Kas Toko', opening_balance: 1_000_000_00 });
  const bca = await createBook(owner, {
    name: 'BCA: Operasional',
    kind: 'bank',
    opening_balance: 5_000_000_00,
  });
  const usd = await createBook(owner, {
    name: 'Payoneer',
    kind: 'ewallet',
    currency: 'USD',
    opening_balance: 100_00,
  });
  const sales = await categoryNamed(owner, 'Penjualan');
  const power = await categoryNamed(owner, 'Listrik & air');
  const fees = await categoryNamed(owner, 'Biaya bank');
  const services = await categoryNamed(owner, 'Jasa');
  const entry = (
    book: Cashbook,
    direction: 'in' | 'out',
    amount: number,
    date: string,
    more = {},
  ) => createEntry(owner, { cashbook_id: book.id, direction, amount, date, ...more });

  await entry(kas, 'in', 40_000_00, '2026-09-15', { category_id: sales.id, description: 'Awal' });
  await entry(kas, 'in', 250_000_00, '2026-10-05', { category_id: sales.id, reference: 'NT-1' });
  await entry(kas, 'out', 75_000_00, '2026-10-10', { category_id: power.id });
  await createTransfer(owner, {
    from_cashbook_id: bca.id,
    to_cashbook_id: kas.id,
    amount_sent: 500_000_00,
    fee: 6_500_00,
    fee_category_id: fees.id,
    date: '2026-10-20',
  });
  // A refund into an expense category lowers the expense. The API gives money in an income
  // category, so the test writes the category as older data or a corrected import may hold it.
  const refund = await entry(kas, 'in', 10_000_00, '2026-11-03', { description: 'Refund' });
  await t.database.query('update entries set category_id = $1 where id = $2', [
    power.id,
    refund.id,
  ]);
  await entry(bca, 'out', 120_000_00, '2026-11-04', { description: 'Tanpa kategori' });
  await entry(usd, 'in', 50_00, '2026-11-05', { category_id: services.id });
  await entry(usd, 'out', 2_50, '2026-11-06');

  const contact = await createContact(owner, { name: 'PT Maju', phone: '081234567890' });
  const invoice = await createInvoice(owner, { contact_id: contact.id });
  await recordPayment(owner, invoice.id, {
    amount: 300_000_00,
    cashbook_id: bca.id,
    date: '2026-11-10',
  });
  const debt = async (kind: 'debt' | 'credit', amount: number, date: string, book: Cashbook) => {
    const made = await createDebt(owner, {
      kind,
      amount,
      date,
      cashbook_id: book.id,
      contact_id: contact.id,
    });
    return { id: made.id, kind, owner };
  };
  const lent = await debt('credit', 200_000_00, '2026-10-15', kas);
  await payDebtOf(lent, { amount: 50_000_00, date: '2026-11-12', cashbook_id: kas.id });
  const borrowed = await debt('debt', 1_000_000_00, '2026-11-01', bca);
  await payDebtOf(borrowed, { amount: 250_000_00, date: '2026-11-20', cashbook_id: bca.id });
  return { owner, kas, bca, usd };
}

export async function reportOf<T>(client: Owner, name: string, query: string): Promise<T> {
  return data<T>(await client.request('GET', `/api/v1/reports/${name}/?${query}`));
}

/**
 * `hledger balance --flat -N --end <end>` of the business's whole journal export, as
 * `account|commodity` → amount text, zero balances left out.
 */
export async function hledgerBalancesOf(client: Owner, end: string): Promise<Map<string, string>> {
  const response = await client.request('GET', '/api/v1/exports/journal/');
  if (response.statusCode !== 200) throw new Error(response.body);
  const dir = await mkdtemp(join(tmpdir(), 'usaha-report-journal-'));
  try {
    const file = join(dir, 'books.journal');
    await writeFile(file, response.body);
    const rows = await hledgerBalances(file, '--end', end);
    return new Map(
      rows
        .filter(([, , amount]) => !/^-?0(\.0+)?$/.test(amount ?? ''))
        .map(([account, commodity, amount]) => [`${account}|${commodity}`, amount ?? '']),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
