/**
 * The dashboard in one request: its figures equal sums made here from the entries themselves
 * (transfers and the cash of debts left out, a transfer's fee an expense), another business's
 * records never show, a caller without invoices or debts gets nulls for them, and the whole
 * answer takes at most ten statements.
 */
import type { Dashboard, EntryListItem } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDebt, createDebtPayment } from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import {
  addMember,
  createBook,
  createEntry,
  createTransfer,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';
import { countStatements } from '../../test/statement-count';

/** A test's caller may drop permissions by naming them in this header (test app only). */
const WITHOUT = 'x-test-without';
const TODAY = '2026-11-21';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.addHook('preHandler', async (request) => {
        const without = request.headers[WITHOUT];
        if (!request.auth || typeof without !== 'string') return;
        const dropped = without.split(',');
        request.auth.user.permissions = request.auth.user.permissions.filter(
          (permission) => !dropped.includes(permission),
        );
      });
    },
  });
});
afterAll(() => t.close());

async function dashboardOf(owner: Owner, headers: Record<string, string> = {}) {
  return data<Dashboard>(
    await owner.request('GET', `/api/v1/dashboard/?date=${TODAY}`, { headers }),
  );
}

async function sentInvoice(owner: Owner, body: Record<string, unknown>) {
  const invoice = await createInvoice(owner, body);
  data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
  return invoice;
}

/** A shop with a month of trade, a transfer with a fee, a loan, a credit and invoices. */
async function tradingShop() {
  const owner = await signUpOwner(t);
  const till = await createBook(owner, { opening_balance: 1_000_000_00 });
  const bank = await createBook(owner, { name: 'Bank', kind: 'bank', opening_balance: 0 });
  const budi = await createContact(owner, { name: 'Budi Santoso' });
  for (const [amount, direction, date] of [
    [300_000_00, 'in', '2026-11-02'],
    [200_000_00, 'in', '2026-11-20'],
    [50_000_00, 'out', '2026-11-05'],
    [400_000_00, 'in', '2026-10-10'],
    [100_000_00, 'out', '2026-10-31'],
    [10_000_00, 'in', '2025-12-01'],
    [99_000_00, 'in', '2025-11-30'],
    [7_000_00, 'in', '2026-11-22'],
  ] as const) {
    await createEntry(owner, { cashbook_id: till.id, amount, direction, date });
  }
  await createTransfer(owner, {
    from_cashbook_id: till.id,
    to_cashbook_id: bank.id,
    amount_sent: 100_000_00,
    fee: 6_500_00,
    date: '2026-11-03',
  });
  // A loan taken (cash in) and partly repaid, a credit given (cash out): none is income.
  const loan = await createDebt(owner, {
    kind: 'debt',
    contact_id: budi.id,
    amount: 500_000_00,
    cashbook_id: bank.id,
    date: '2026-11-04',
    due_date: '2026-11-30',
  });
  await createDebtPayment(owner, loan.id, { amount: 50_000_00, cashbook_id: bank.id });
  const credit = await createDebt(owner, {
    contact_id: budi.id,
    amount: 80_000_00,
    cashbook_id: till.id,
    date: '2026-11-06',
    due_date: '2026-11-25',
  });
  // An invoice paid in part (income), one due later than 14 days, one overdue.
  const paid = await sentInvoice(owner, { contact_id: budi.id, due_date: '2026-11-28' });
  await recordPayment(owner, paid.id, { amount: 110_000_00, cashbook_id: till.id });
  const later = await sentInvoice(owner, { contact_id: budi.id, due_date: '2026-12-31' });
  const late = await sentInvoice(owner, { contact_id: budi.id, due_date: '2026-11-15' });
  return { owner, till, bank, loan, credit, paid, later, late };
}

/** Every entry of the business, read through the Transaksi list. */
async function entriesOf(owner: Owner): Promise<EntryListItem[]> {
  return data<EntryListItem[]>(await owner.request('GET', '/api/v1/entries/?limit=100'));
}

/** Income and expense of a month from the entries: no transfer legs, no debt cash. */
function sums(entries: EntryListItem[], month: string, until = '9999-12-31') {
  const counted = entries.filter(
    (entry) =>
      entry.date.startsWith(month) &&
      entry.date <= until &&
      entry.transfer_role !== 'out' &&
      entry.transfer_role !== 'in' &&
      entry.source !== 'debt' &&
      entry.source !== 'debt_payment',
  );
  const total = (direction: 'in' | 'out') =>
    counted.filter((e) => e.direction === direction).reduce((sum, e) => sum + e.amount, 0);
  return { income: total('in'), expense: total('out') };
}

describe('GET /api/v1/dashboard/', () => {
  it('answers figures equal to the sums of the entries, without transfers or debt cash', async () => {
    const shop = await tradingShop();
    // Another business trading on the same days never shows.
    const other = await tradingShop();
    const board = await dashboardOf(shop.owner);
    const entries = await entriesOf(shop.owner);

    const november = sums(entries, '2026-11', TODAY);
    const october = sums(entries, '2026-10');
    // 300k + 200k + the invoice payment 110k; 50k + the transfer's fee 6.5k.
    expect(november).toEqual({ income: 610_000_00, expense: 56_500_00 });
    expect(board.month).toEqual([
      {
        currency: 'IDR',
        income: november.income,
        expense: november.expense,
        last_income: october.income,
        last_expense: october.expense,
        income_change_bp: 5_250,
        expense_change_bp: -4_350,
      },
    ]);
    const [flow] = board.cash_flow ?? [];
    expect(flow?.months.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    for (const month of flow?.months ?? []) {
      const expected = sums(entries, month.month, TODAY);
      expect(month).toEqual({ ...month, ...expected, net: expected.income - expected.expense });
    }
    expect(board.cash).toEqual({
      totals: [{ currency: 'IDR', balance: expect.any(Number) }],
      book_count: 2,
    });
    const balance = data<{ totals: unknown; receivables: unknown; payables: unknown }>(
      await shop.owner.request('GET', `/api/v1/balance/?date=${TODAY}`),
    );
    expect(board.cash?.totals).toEqual(balance.totals);
    expect(board.receivables).toEqual(balance.receivables);
    expect(board.payables).toEqual(balance.payables);
    expect(board.overdue_invoices).toEqual([{ currency: 'IDR', count: 1, amount: 1_110_000_00 }]);

    // The newest five, newest first, all this business's.
    expect(board.recent?.map((entry) => entry.id)).toEqual(
      entries.slice(0, 5).map((entry) => entry.id),
    );
    // Due from today to 14 days on: the credit, the loan, the part-paid invoice; soonest first.
    expect(board.due_soon).toEqual([
      expect.objectContaining({ kind: 'credit', id: shop.credit.id, due_date: '2026-11-25' }),
      expect.objectContaining({
        kind: 'invoice',
        id: shop.paid.id,
        number: shop.paid.number,
        contact_name: 'Budi Santoso',
        amount_due: 1_000_000_00,
      }),
      expect.objectContaining({ kind: 'debt', id: shop.loan.id, amount_due: 450_000_00 }),
    ]);
    const otherIds = [other.loan.id, other.credit.id, other.paid.id, other.till.id];
    expect(otherIds.some((id) => JSON.stringify(board).includes(id))).toBe(false);
    expect(board.progress).toMatchObject({ cashbook: true, transaction: true, sale: true });
  });

  it('gives nulls for the cards a caller may not see', async () => {
    const { owner } = await tradingShop();
    const board = await dashboardOf(owner, { [WITHOUT]: 'invoice.view,debt.view' });
    expect(board.receivables).toBeNull();
    expect(board.payables).toBeNull();
    expect(board.position).toBeNull();
    expect(board.overdue_invoices).toBeNull();
    expect(board.due_soon).toBeNull();
    expect(board.cash?.book_count).toBe(2);
    expect(board.recent).toHaveLength(5);

    const bare = await dashboardOf(owner, {
      [WITHOUT]:
        'cashbook.view,transaction.view,invoice.view,debt.view,report.view,settings.manage',
    });
    expect(bare).toMatchObject({ cash: null, month: null, cash_flow: null, recent: null });
    expect(bare.progress).toBeNull();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts empty for a new business, in its currency', async () => {
    const owner = await signUpOwner(t);
    const board = await dashboardOf(owner);
    expect(board.cash).toEqual({ totals: [], book_count: 0 });
    expect(board.month).toEqual([
      {
        currency: 'IDR',
        income: 0,
        expense: 0,
        last_income: 0,
        last_expense: 0,
        income_change_bp: null,
        expense_change_bp: null,
      },
    ]);
    expect(board.due_soon).toEqual([]);
    expect(board.progress).toEqual({
      cashbook: false,
      transaction: false,
      payment: false,
      sale: false,
      team: false,
    });
  });

  it('answers each currency apart, the business currency first', async () => {
    const owner = await signUpOwner(t);
    const dollars = await createBook(owner, { name: 'USD', currency: 'USD', opening_balance: 0 });
    const rupiah = await createBook(owner, { opening_balance: 0 });
    await createEntry(owner, { cashbook_id: dollars.id, amount: 12_50, date: '2026-11-10' });
    await createEntry(owner, { cashbook_id: rupiah.id, amount: 20_000_00, date: '2026-11-10' });
    const board = await dashboardOf(owner);
    expect(board.cash?.totals).toEqual([
      { currency: 'IDR', balance: 20_000_00 },
      { currency: 'USD', balance: 12_50 },
    ]);
    expect(board.month?.map((line) => [line.currency, line.income])).toEqual([
      ['IDR', 20_000_00],
      ['USD', 12_50],
    ]);
    expect(board.cash_flow?.map((flow) => flow.currency)).toEqual(['IDR', 'USD']);
  });

  it('shows the month and the twelve months only to those who may read the reports', async () => {
    const { owner } = await tradingShop();
    for (const role of ['cashier', 'viewer'] as const) {
      const member = await addMember(t, owner, role);
      const board = await dashboardOf(member);
      expect(board, role).toMatchObject({ month: null, cash_flow: null });
      // Their cash and what is owed stay: the cash books and invoices are theirs to read.
      expect(board.cash?.book_count, role).toBe(2);
      expect(board.receivables, role).not.toBeNull();
      const report = await member.request('GET', '/api/v1/reports/profit-loss/');
      expect(report.statusCode, role).toBe(403);
    }
    const accountant = await addMember(t, owner, 'accountant');
    const board = await dashboardOf(accountant);
    expect(board.month?.[0]?.income).toBe(610_000_00);
    expect(board.cash_flow?.[0]?.months).toHaveLength(12);
    // Without report.view alone, the cash stays and the report figures go.
    const noReports = await dashboardOf(owner, { [WITHOUT]: 'report.view' });
    expect(noReports).toMatchObject({ month: null, cash_flow: null });
    expect(noReports.cash?.book_count).toBe(2);
  });

  it('refuses a date that is not in the calendar with a 400', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('GET', '/api/v1/dashboard/?date=2026-02-30');
    expect(response.statusCode, response.body).toBe(400);
  });

  it('refuses a date whose fortnight ahead leaves the calendar with a 400, not a 500', async () => {
    const owner = await signUpOwner(t);
    for (const date of ['9999-12-31', '9999-12-18']) {
      const response = await owner.request('GET', `/api/v1/dashboard/?date=${date}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        field_codes: { date: ['date_too_far'] },
      });
    }
    const last = await owner.request('GET', '/api/v1/dashboard/?date=9999-12-17');
    expect(last.statusCode, last.body).toBe(200);
  });

  it('reads the whole dashboard in at most ten statements', async () => {
    const { owner } = await tradingShop();
    let board: Dashboard | undefined;
    const statements = await countStatements(t.database, async () => {
      board = await dashboardOf(owner);
    });
    expect(board?.due_soon).toHaveLength(3);
    expect(statements).toBeLessThanOrEqual(10);
    console.info(`dashboard statements on ${t.database.kind}: ${statements}`);
  });
});
