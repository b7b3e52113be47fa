/**
 * Receivables on the balance: what customers owe at the end of a date, from sent invoices issued
 * by then less their payments dated by then, per currency, and the position (cash + receivables).
 * Void invoices and drafts owe nothing; another business's invoices never count.
 */
import type { Balance } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { addMember, createBook, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 2 × Rp 500.000 + PPN 11%. */
const TOTAL = 1_110_000_00;

async function sent(owner: Owner, body: Record<string, unknown> = {}) {
  const invoice = await createInvoice(owner, { due_date: '2026-11-15', ...body });
  data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
  return invoice;
}

const balanceOn = async (client: Owner, date: string) =>
  data<Balance>(await client.request('GET', `/api/v1/balance/?date=${date}`));

describe('receivables on the balance', () => {
  it('counts what is owed on each date, payments by then only, without void, drafts or others', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: 1_000_000_00 });
    const first = await sent(owner);
    await recordPayment(owner, first.id, {
      amount: 400_000_00,
      cashbook_id: book.id,
      date: '2026-11-10',
    });
    await recordPayment(owner, first.id, {
      amount: 200_000_00,
      cashbook_id: book.id,
      date: '2026-11-20',
    });
    await sent(owner, { issue_date: '2026-11-12', due_date: '2026-11-30' });
    const settled = await sent(owner);
    await recordPayment(owner, settled.id, {
      amount: TOTAL,
      cashbook_id: book.id,
      date: '2026-11-05',
    });
    const voided = await sent(owner);
    data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
    await createInvoice(owner); // a draft
    // Another business's sent invoice, on the same dates, is never ours.
    await sent(await signUpOwner(t));

    expect((await balanceOn(owner, '2026-11-01')).receivables).toEqual([]);
    expect((await balanceOn(owner, '2026-11-09')).receivables).toEqual([
      {
        currency: 'IDR',
        amount_due: TOTAL,
        count: 1,
        overdue_amount: 0,
        overdue_count: 0,
        invoices_due: TOTAL,
        credits: 0,
      },
    ]);
    // The first is overdue the day after its due date; the payment of the 20th is not yet made.
    const mid = await balanceOn(owner, '2026-11-16');
    expect(mid.receivables).toEqual([
      {
        currency: 'IDR',
        amount_due: TOTAL - 400_000_00 + TOTAL,
        count: 2,
        overdue_amount: TOTAL - 400_000_00,
        overdue_count: 1,
        invoices_due: TOTAL - 400_000_00 + TOTAL,
        credits: 0,
      },
    ]);
    const cash = 1_000_000_00 + TOTAL + 400_000_00;
    expect(mid.totals).toEqual([{ currency: 'IDR', balance: cash }]);
    // The PPN in what was received by then is the state's: all of the settled invoice's
    // Rp 110.000 and Rp 39.639,64 of the Rp 400.000 (its share, to the sen).
    const taxOwed = 110_000_00 + 39_639_64;
    expect(mid.tax_owed).toEqual([{ currency: 'IDR', amount: taxOwed }]);
    expect(mid.position).toEqual([
      {
        currency: 'IDR',
        cash,
        receivables: TOTAL - 400_000_00 + TOTAL,
        payables: 0,
        tax_owed: taxOwed,
        net: cash + TOTAL - 400_000_00 + TOTAL - taxOwed,
      },
    ]);
    expect((await balanceOn(owner, '2026-11-04')).tax_owed).toEqual([]);
    expect((await balanceOn(owner, '2026-11-20')).receivables?.[0]?.amount_due).toBe(
      TOTAL - 600_000_00 + TOTAL,
    );
    // A viewer reads the same (every role that sees the balance may see invoices and debts).
    const viewer = await addMember(t, owner, 'viewer');
    expect((await balanceOn(viewer, '2026-11-16')).receivables).toEqual(mid.receivables);
  });

  it('keeps currencies apart and puts a currency owed but not held in the position', async () => {
    const owner = await signUpOwner(t);
    await createBook(owner, { opening_balance: 5_000_00 });
    await sent(owner);
    const dollars = await sent(owner);
    // A business that bills in dollars too (the currency setting changed in between).
    await t.database.query('update invoices set currency = $1 where business_id = $2 and id = $3', [
      'USD',
      owner.businessId,
      dollars.id,
    ]);
    const balance = await balanceOn(owner, '2026-11-03');
    expect(balance.receivables?.map((item) => [item.currency, item.amount_due])).toEqual([
      ['IDR', TOTAL],
      ['USD', TOTAL],
    ]);
    expect(balance.position).toEqual([
      {
        currency: 'IDR',
        cash: 5_000_00,
        receivables: TOTAL,
        payables: 0,
        tax_owed: 0,
        net: 5_000_00 + TOTAL,
      },
      { currency: 'USD', cash: 0, receivables: TOTAL, payables: 0, tax_owed: 0, net: TOTAL },
    ]);
  });
});
