/**
 * Debts and credits on the balance: open credits join the invoices due as receivables, open debts
 * are the payables, and the position is cash + receivables − payables, on any date: a record
 * counts from its date, less its payments dated by then, until it is settled or voided (the day
 * of the void in the business's time zone); currencies apart; another business's never.
 */
import type { Balance } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDebtOf, voidDebtOf } from '../../test/debt-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice } from '../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../test/ledger';
import { debtOf } from '../debts/debt-test-setup';

let t: TestApp;
/** The app's clock: now, except while a record is voided at a chosen moment. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

/** 2 × Rp 500.000 + PPN 11%. */
const TOTAL = 1_110_000_00;
const OPENING = 1_000_000_00;

const balanceOn = async (client: Owner, date: string) =>
  data<Balance>(await client.request('GET', `/api/v1/balance/?date=${date}`));

const owed = (amount: number, count: number, overdue = 0, overdueCount = 0) => ({
  amount_due: amount,
  count,
  overdue_amount: overdue,
  overdue_count: overdueCount,
});

describe('debts and credits on the balance', () => {
  it('counts credits with the invoices, debts as payables, and nets them on each date', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: OPENING });
    const pay = (debt: Parameters<typeof payDebtOf>[0], amount: number, date: string) =>
      payDebtOf(debt, { amount, date, cashbook_id: book.id });
    const kasbon = await debtOf(t, owner, {
      kind: 'credit',
      amount: 300_000_00,
      date: '2026-11-02',
      due_date: '2026-11-12',
    });
    await pay(kasbon, 100_000_00, '2026-11-08');
    await pay(kasbon, 50_000_00, '2026-11-25');
    await debtOf(t, owner, { kind: 'credit', amount: 50_000_00, date: '2026-11-15' });
    const settled = await debtOf(t, owner, {
      kind: 'credit',
      amount: 10_000_00,
      date: '2026-11-01',
    });
    await pay(settled, 10_000_00, '2026-11-06');
    await debtOf(t, owner, {
      kind: 'debt',
      amount: 200_000_00,
      date: '2026-11-03',
      due_date: '2026-11-30',
    });
    const written = await debtOf(t, owner, { kind: 'debt', amount: 40_000_00, date: '2026-11-04' });
    // Voided at 01:00 on 11 November in Jakarta (18:00 UTC the day before).
    now = new Date('2026-11-10T18:00:00Z');
    await voidDebtOf(written);
    now = new Date();
    await debtOf(t, owner, { kind: 'credit', amount: 5_00, date: '2026-11-02', currency: 'USD' });
    const invoice = await createInvoice(owner, { due_date: '2026-11-30' });
    data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
    // Another business's records on the same dates are never ours.
    const other = await signUpOwner(t);
    await debtOf(t, other, { kind: 'credit', amount: 777_00, date: '2026-11-01' });
    await debtOf(t, other, { kind: 'debt', amount: 888_00, date: '2026-11-01' });

    const before = await balanceOn(owner, '2026-10-31');
    expect(before.receivables).toEqual([]);
    expect(before.payables).toEqual([]);
    expect(before.position).toEqual([
      { currency: 'IDR', cash: OPENING, receivables: 0, payables: 0, tax_owed: 0, net: OPENING },
    ]);

    const fifth = await balanceOn(owner, '2026-11-05');
    expect(fifth.receivables).toEqual([
      { currency: 'IDR', ...owed(TOTAL + 310_000_00, 3), invoices_due: TOTAL, credits: 310_000_00 },
      { currency: 'USD', ...owed(5_00, 1), invoices_due: 0, credits: 5_00 },
    ]);
    expect(fifth.payables).toEqual([{ currency: 'IDR', ...owed(240_000_00, 2) }]);

    // The 10th: a payment made, the small credit settled, the void not yet.
    const tenth = await balanceOn(owner, '2026-11-10');
    expect(tenth.receivables?.[0]).toMatchObject({ credits: 200_000_00, count: 2 });
    expect(tenth.payables).toEqual([{ currency: 'IDR', ...owed(240_000_00, 2) }]);
    expect((await balanceOn(owner, '2026-11-11')).payables).toEqual([
      { currency: 'IDR', ...owed(200_000_00, 1) },
    ]);

    // The 20th: the kasbon is overdue; its payment of the 25th is not made yet.
    const twentieth = await balanceOn(owner, '2026-11-20');
    expect(twentieth.receivables?.[0]).toEqual({
      currency: 'IDR',
      ...owed(TOTAL + 250_000_00, 3, 200_000_00, 1),
      invoices_due: TOTAL,
      credits: 250_000_00,
    });
    const cash = OPENING + 100_000_00 + 10_000_00;
    expect(twentieth.totals).toEqual([{ currency: 'IDR', balance: cash }]);
    expect(twentieth.position).toEqual([
      {
        currency: 'IDR',
        cash,
        receivables: TOTAL + 250_000_00,
        payables: 200_000_00,
        tax_owed: 0,
        net: cash + TOTAL + 250_000_00 - 200_000_00,
      },
      { currency: 'USD', cash: 0, receivables: 5_00, payables: 0, tax_owed: 0, net: 5_00 },
    ]);
    expect((await balanceOn(owner, '2026-11-26')).receivables?.[0]?.credits).toBe(200_000_00);
  });
});
