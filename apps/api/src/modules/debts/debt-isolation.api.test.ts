import type { Contact, Debt } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createDebt,
  createDebtPayment,
  debtOf,
  expectBooksRight,
  expectRefused,
  openShop,
  payDebt,
  recordDebt,
} from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('debts of one business', () => {
  it('are not there for another business: every route answers 404 and nothing of theirs is used', async () => {
    const a = await openShop(t);
    const debt = await createDebt(a.owner, { contact_id: a.budi.id, cashbook_id: a.book.id });
    const payment = await createDebtPayment(a.owner, debt.id, {
      amount: 1_00,
      cashbook_id: a.book.id,
    });
    const b = await openShop(t);
    const own = await createDebt(b.owner, { contact_id: b.budi.id });
    const one = `/api/v1/debts/${debt.id}/`;
    const attempts = [
      b.owner.request('GET', one),
      b.owner.request('PATCH', one, { body: { version: debt.version, amount: 1_00 } }),
      b.owner.request('DELETE', one),
      b.owner.request('POST', `${one}void/`, { body: { version: debt.version } }),
      b.owner.request('GET', `${one}history/`),
      b.owner.request('GET', `${one}payments/`),
      payDebt(b.owner, debt.id, { amount: 1_00, cashbook_id: b.book.id }),
      b.owner.request('DELETE', `${one}payments/${payment.id}/`),
      // Their own record with A's payment, contact or book.
      b.owner.request('DELETE', `/api/v1/debts/${own.id}/payments/${payment.id}/`),
      b.owner.request('PATCH', `/api/v1/debts/${own.id}/`, {
        body: { version: own.version, contact_id: a.budi.id },
      }),
      payDebt(b.owner, own.id, { amount: 1_00, cashbook_id: a.book.id }),
      recordDebt(b.owner, { contact_id: a.budi.id }),
      recordDebt(b.owner, { contact_id: b.budi.id, cashbook_id: a.book.id }),
      b.owner.request('GET', `/api/v1/contacts/${a.budi.id}/position/`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expectRefused(answer, 404, 'NOT_FOUND');
      expect(answer.body).not.toContain(debt.id);
    }
    const theirs = await b.owner.request('GET', `/api/v1/debts/?contact_id=${a.budi.id}`);
    expect(theirs.json<{ data: Debt[] }>().data).toEqual([]);
    const listed = await b.owner.request('GET', '/api/v1/debts/');
    expect(listed.json<{ data: Debt[] }>().data.map((item) => item.id)).toEqual([own.id]);
    const summary = await b.owner.request('GET', '/api/v1/debts/summary/');
    expect(summary.body).not.toContain(a.budi.id);
    // A's record is as it was.
    expect(await debtOf(a.owner, debt.id)).toMatchObject({ paid: 1_00, version: debt.version + 1 });
    expect(await balanceOf(a.owner, a.book.id)).toBe(1_000_000_00 - 150_000_00 + 1_00);
    // A payment of another record of the same business is not this record's.
    const other = await createDebt(a.owner, { contact_id: a.budi.id });
    const wrong = await a.owner.request(
      'DELETE',
      `/api/v1/debts/${other.id}/payments/${payment.id}/`,
    );
    expectRefused(wrong, 404, 'NOT_FOUND');
    await expectBooksRight(t);
  });

  it('keep their contact: deleting it archives it, and a contact without any is deleted', async () => {
    const { owner, budi } = await openShop(t);
    const debt = await createDebt(owner, { contact_id: budi.id });
    const removed = await owner.request('DELETE', `/api/v1/contacts/${budi.id}/`);
    expect(removed.json()).toMatchObject({ success: true, archived: true });
    const kept = data<Contact>(await owner.request('GET', `/api/v1/contacts/${budi.id}/`));
    expect(kept.archived).toBe(true);
    expect((await debtOf(owner, debt.id)).contact_name).toBe('Budi Santoso');
    const idle = await createContact(owner, { name: 'Tanpa Catatan' });
    const gone = await owner.request('DELETE', `/api/v1/contacts/${idle.id}/`);
    expect(gone.json()).toMatchObject({ archived: false });
    // An archived contact's record still takes payments and edits that keep the contact.
    const edited = await owner.request('PATCH', `/api/v1/debts/${debt.id}/`, {
      body: { version: debt.version, amount: 160_000_00 },
    });
    expect(data<Debt>(edited).amount).toBe(160_000_00);
  });

  it('go with their business when its only owner deletes the account', async () => {
    const { owner, book, budi } = await openShop(t);
    const debt = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    await createDebtPayment(owner, debt.id, { amount: 1_00, cashbook_id: book.id });
    await t.database.query(
      `insert into debt_reminders (id, business_id, debt_id, channel, step, due_date)
       values (gen_random_uuid(), $1, $2, 'ladder', 0, '2026-11-30')`,
      [owner.businessId, debt.id],
    );
    const answer = await owner.request('POST', '/api/v1/privacy/delete-account/', {
      body: { password: 'Warung-Siti-2026' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    for (const table of ['debts', 'debt_payments', 'debt_reminders', 'debt_totals', 'entries']) {
      const [row] = await t.database.query<{ n: string | number }>(
        `select count(*) as n from ${table} where business_id = $1`,
        [owner.businessId],
      );
      expect(Number(row?.n), table).toBe(0);
    }
    await expectBooksRight(t);
  });
});
