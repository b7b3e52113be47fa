import type { Debt, DebtHistoryItem, DebtTotals } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../lib/activity-log';
import {
  createDebt,
  createDebtPayment,
  everyPage,
  expectRefused,
  JAKARTA_21ST,
  openShop,
  type Shop,
} from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => JAKARTA_21ST } });
});
afterAll(() => t.close());

type ListBody = {
  data: Debt[];
  meta: { next_cursor: string | null; has_more: boolean; totals: DebtTotals[] | null };
};

async function list(owner: Shop['owner'], query = ''): Promise<ListBody> {
  const response = await owner.request('GET', `/api/v1/debts/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
}

describe('the debt list', () => {
  it('filters, totals the whole filter per currency on page 1, and pages newest first by keyset', async () => {
    const shop = await openShop(t);
    const { owner, book, budi } = shop;
    const siti = await createContact(owner, { name: 'Siti Aminah' });
    const supplier = await createContact(owner, { name: 'CV Sumber Rejeki' });
    const late = await createDebt(owner, {
      contact_id: budi.id,
      amount: 100_000_00,
      date: '2026-11-01',
      due_date: '2026-11-20',
      description: 'Beras 10 kg',
    });
    await createDebtPayment(owner, late.id, { amount: 30_000_00, cashbook_id: book.id });
    const settled = await createDebt(owner, {
      contact_id: siti.id,
      amount: 50_000_00,
      date: '2026-11-05',
      due_date: '2026-11-30',
    });
    await createDebtPayment(owner, settled.id, { amount: 50_000_00, cashbook_id: book.id });
    const owed = await createDebt(owner, {
      kind: 'debt',
      contact_id: supplier.id,
      amount: 300_000_00,
      date: '2026-11-10',
      reference: 'PO-77',
    });
    const written = await createDebt(owner, {
      contact_id: budi.id,
      amount: 70_000_00,
      date: '2026-11-12',
      due_date: '2026-11-15',
    });
    data(
      await owner.request('POST', `/api/v1/debts/${written.id}/void/`, { body: { version: 1 } }),
    );
    const dollars = await createDebt(owner, {
      contact_id: budi.id,
      amount: 10_00,
      currency: 'USD',
      date: '2026-11-15',
      due_date: '2026-11-25',
    });
    const ids = async (query: string) => (await list(owner, query)).data.map((debt) => debt.id);

    const all = await list(owner);
    expect(all.data.map((debt) => debt.id)).toEqual([
      dollars.id,
      written.id,
      owed.id,
      settled.id,
      late.id,
    ]);
    expect(all.data.map((debt) => debt.overdue)).toEqual([false, false, false, false, true]);
    expect(all.meta.totals).toEqual([
      { currency: 'IDR', amount: 520_000_00, paid: 80_000_00, remaining: 370_000_00, count: 4 },
      { currency: 'USD', amount: 10_00, paid: 0, remaining: 10_00, count: 1 },
    ]);
    expect(await ids('?kind=debt')).toEqual([owed.id]);
    expect(await ids('?status=open')).toEqual([dollars.id, owed.id, late.id]);
    expect(await ids('?status=void')).toEqual([written.id]);
    expect(await ids('?kind=credit&status=paid')).toEqual([settled.id]);
    expect(await ids(`?contact_id=${budi.id}`)).toEqual([dollars.id, written.id, late.id]);
    expect(await ids('?due_before=2026-11-20')).toEqual([written.id, late.id]);
    expect(await ids('?overdue=true')).toEqual([late.id]);
    expect(await ids('?overdue=false')).toEqual([dollars.id, written.id, owed.id, settled.id]);
    expect(await ids('?q=beras')).toEqual([late.id]);
    expect(await ids('?q=po-77')).toEqual([owed.id]);
    expect(await ids('?q=SUMBER')).toEqual([owed.id]);
    expect(await ids('?q=100%25')).toEqual([]);
    expect((await list(owner, `?contact_id=${budi.id}`)).meta.totals).toEqual([
      { currency: 'IDR', amount: 170_000_00, paid: 30_000_00, remaining: 70_000_00, count: 2 },
      { currency: 'USD', amount: 10_00, paid: 0, remaining: 10_00, count: 1 },
    ]);
    expect((await list(owner, '?kind=credit&status=open')).meta.totals).toEqual([
      { currency: 'IDR', amount: 100_000_00, paid: 30_000_00, remaining: 70_000_00, count: 1 },
      { currency: 'USD', amount: 10_00, paid: 0, remaining: 10_00, count: 1 },
    ]);

    const seen = await everyPage<Debt>(owner, '/api/v1/debts/?limit=2');
    expect(seen.map((debt) => debt.id)).toEqual(all.data.map((debt) => debt.id));
    expectRefused(
      await owner.request('GET', '/api/v1/debts/?cursor=bm9wZQ'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('tells the timeline oldest first: made, edited, paid, payment removed, reminded, told by the ladder', async () => {
    const { owner, book, budi } = await openShop(t);
    const debt = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    data<Debt>(
      await owner.request('PATCH', `/api/v1/debts/${debt.id}/`, {
        body: { version: 1, amount: 200_000_00, due_date: '2026-12-01' },
      }),
    );
    const payment = await createDebtPayment(owner, debt.id, {
      amount: 20_000_00,
      cashbook_id: book.id,
    });
    data(await owner.request('DELETE', `/api/v1/debts/${debt.id}/payments/${payment.id}/`));
    // What the WhatsApp reminders and, an hour later, the reminder ladder write, as they write it.
    await recordActivity(t.database.db, {
      action: 'debt.reminder',
      businessId: owner.businessId,
      entityType: 'debt',
      entityId: debt.id,
      after: { remaining: 200_000_00, currency: 'IDR', language: 'id' },
    });
    await t.database.query(
      `insert into debt_reminders (id, business_id, debt_id, channel, step, due_date, created_at)
       values (gen_random_uuid(), $1, $2, 'ladder', -3, '2026-12-01', now() + interval '1 hour')`,
      [owner.businessId, debt.id],
    );
    const history = data<DebtHistoryItem[]>(
      await owner.request('GET', `/api/v1/debts/${debt.id}/history/`),
    );
    expect(history.map((item) => item.action)).toEqual([
      'debt.create',
      'debt.update',
      'debt.payment',
      'debt.payment_delete',
      'debt.reminder',
      'debt.ladder',
    ]);
    const [made, change, paid, , reminder, ladder] = history;
    expect(made?.user_name).toBe('Siti Rahayu');
    expect(made?.params).toMatchObject({
      kind: 'credit',
      amount: 150_000_00,
      currency: 'IDR',
      contact_name: 'Budi Santoso',
      cashbook_name: 'Kas Toko',
    });
    expect(change?.params).toEqual({
      fields: 'amount,due_date',
      amount_before: 150_000_00,
      amount_after: 200_000_00,
      due_date_before: null,
      due_date_after: '2026-12-01',
      currency: 'IDR',
    });
    expect(paid?.params).toMatchObject({ amount: 20_000_00, cashbook_name: 'Kas Toko' });
    expect(ladder).toMatchObject({ user_name: null, params: { step: -3, due_date: '2026-12-01' } });
    expect(reminder?.params).toEqual({ remaining: 200_000_00, currency: 'IDR', language: 'id' });
  });
});
