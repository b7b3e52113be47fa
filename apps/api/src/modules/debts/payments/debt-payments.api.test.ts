import type { Debt, DebtPayment, Entry } from '@usaha/shared';
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
} from '../../../test/debts';
import { createContact } from '../../../test/directory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createBook, data, signUpOwner } from '../../../test/ledger';
import { findViolations } from '../../ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('debt payments', () => {
  it('lands each payment in a book, linked both ways: paid when nothing remains, reopened by a removal', async () => {
    const { owner, book, budi } = await openShop(t);
    const credit = await createDebt(owner, { contact_id: budi.id });
    const first = await createDebtPayment(owner, credit.id, {
      amount: 50_000_00,
      cashbook_id: book.id,
      note: 'cicilan 1',
    });
    expect(first).toMatchObject({
      debt_id: credit.id,
      cashbook_name: 'Kas Toko',
      note: 'cicilan 1',
    });
    expect(
      data<Entry>(await owner.request('GET', `/api/v1/entries/${first.entry_id}/`)),
    ).toMatchObject({
      source: 'debt_payment',
      debt_id: credit.id,
      direction: 'in',
      amount: 50_000_00,
      date: '2026-11-10',
      contact_id: budi.id,
      description: 'Pembayaran piutang dari Budi Santoso · cicilan 1',
    });
    const rest = await createDebtPayment(owner, credit.id, {
      amount: 100_000_00,
      cashbook_id: book.id,
      date: '2026-11-09',
    });
    expect(await debtOf(owner, credit.id)).toMatchObject({
      status: 'paid',
      paid: 150_000_00,
      remaining: 0,
    });
    expect(await balanceOf(owner, book.id)).toBe(1_150_000_00);
    const listed = data<DebtPayment[]>(
      await owner.request('GET', `/api/v1/debts/${credit.id}/payments/`),
    );
    expect(listed.map((payment) => payment.id)).toEqual([rest.id, first.id]);
    expectRefused(
      await payDebt(owner, credit.id, { amount: 1, cashbook_id: book.id }),
      422,
      'DEBT_NOT_OPEN',
    );
    data(await owner.request('DELETE', `/api/v1/debts/${credit.id}/payments/${rest.id}/`));
    expect(await debtOf(owner, credit.id)).toMatchObject({ status: 'open', remaining: 100_000_00 });
    expect((await owner.request('GET', `/api/v1/entries/${rest.entry_id}/`)).statusCode).toBe(404);
    expect(await balanceOf(owner, book.id)).toBe(1_050_000_00);

    const english = await signUpOwner(t, 'en');
    const kas = await createBook(english, { opening_balance: 500_000_00 });
    const supplier = await createContact(english, { name: 'CV Sumber' });
    const owed = await createDebt(english, { kind: 'debt', contact_id: supplier.id });
    const paidOut = await createDebtPayment(english, owed.id, {
      amount: 20_000_00,
      cashbook_id: kas.id,
    });
    expect(
      data<Entry>(await english.request('GET', `/api/v1/entries/${paidOut.entry_id}/`)),
    ).toMatchObject({
      direction: 'out',
      description: 'Debt paid to CV Sumber',
    });
    expect(await balanceOf(english, kas.id)).toBe(480_000_00);
    await expectBooksRight(t);
  });

  it('refuses more than remains, a book in another currency or archived, changing nothing', async () => {
    const { owner, book, budi } = await openShop(t);
    const dollars = await createBook(owner, { name: 'USD', currency: 'USD' });
    const shut = await createBook(owner, { name: 'Lama' });
    data(
      await owner.request('PUT', `/api/v1/cashbooks/${shut.id}/`, {
        body: { version: shut.version, archived: true },
      }),
    );
    const credit = await createDebt(owner, { contact_id: budi.id });
    const over = await payDebt(owner, credit.id, { amount: 150_000_01, cashbook_id: book.id });
    expectRefused(over, 422, 'OVERPAYMENT');
    expect(over.json()).toMatchObject({ field_codes: { amount: ['exceeds_amount_due'] } });
    expectRefused(
      await payDebt(owner, credit.id, { amount: 1, cashbook_id: dollars.id }),
      422,
      'CURRENCY_MISMATCH',
    );
    expectRefused(
      await payDebt(owner, credit.id, { amount: 1, cashbook_id: shut.id }),
      422,
      'CASHBOOK_ARCHIVED',
    );
    expectRefused(
      await payDebt(owner, credit.id, { amount: -5, cashbook_id: book.id }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await debtOf(owner, credit.id)).toMatchObject({ paid: 0, version: 1 });
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00);
  });

  it('lets exactly one of two parallel payments that together overpay succeed', async () => {
    const { owner, book, budi } = await openShop(t);
    const credit = await createDebt(owner, { contact_id: budi.id });
    const answers = await Promise.all(
      [1, 2].map(() => payDebt(owner, credit.id, { amount: 90_000_00, cashbook_id: book.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect((await debtOf(owner, credit.id)).paid).toBe(90_000_00);
    // Four of 30,000 at once against the 60,000 left, and another record paid into the same book.
    const other = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    const rush = await Promise.all([
      ...[1, 2, 3, 4].map(() =>
        payDebt(owner, credit.id, { amount: 30_000_00, cashbook_id: book.id }),
      ),
      payDebt(owner, other.id, { amount: 150_000_00, cashbook_id: book.id }),
    ]);
    expect(rush.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    expect(await debtOf(owner, credit.id)).toMatchObject({ paid: 150_000_00, status: 'paid' });
    expect(await balanceOf(owner, book.id)).toBe(1_150_000_00);
    await expectBooksRight(t);
  });

  it('records a payment once per Idempotency-Key', async () => {
    const { owner, book, budi } = await openShop(t);
    const credit = await createDebt(owner, { contact_id: budi.id });
    const send = () =>
      owner.request('POST', `/api/v1/debts/${credit.id}/payments/`, {
        body: { amount: 10_000_00, cashbook_id: book.id },
        headers: { 'idempotency-key': 'bayar-1' },
      });
    const first = data<DebtPayment>(await send(), 201);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ data: DebtPayment }>().data.id).toBe(first.id);
    expect((await debtOf(owner, credit.id)).paid).toBe(10_000_00);
  });

  it("keeps a record's entries to it: direct changes are 422, an archived book holds them", async () => {
    const { owner, book, budi } = await openShop(t);
    const other = await createBook(owner, { name: 'Bank' });
    const credit = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    const payment = await createDebtPayment(owner, credit.id, {
      amount: 1_00,
      cashbook_id: book.id,
    });
    for (const entryId of [credit.entry_id, payment.entry_id]) {
      const url = `/api/v1/entries/${entryId}/`;
      const attempts = [
        owner.request('PUT', url, { body: { version: 1, amount: 1_00 } }),
        owner.request('PUT', url, { body: { version: 1, cashbook_id: other.id } }),
        owner.request('DELETE', url),
        owner.request('POST', '/api/v1/entries/bulk/delete/', { body: { ids: [entryId] } }),
        owner.request('POST', '/api/v1/entries/bulk/categorise/', {
          body: { ids: [entryId], category_id: null },
        }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expectRefused(answer, 422, 'ENTRY_IS_DEBT_MOVEMENT');
      }
    }
    const listed = await owner.request('GET', '/api/v1/entries/?source=debt');
    expect(listed.json<{ data: Entry[] }>().data.map((entry) => entry.debt_id)).toEqual([
      credit.id,
    ]);
    expectRefused(
      await owner.request('DELETE', `/api/v1/cashbooks/${book.id}/`),
      422,
      'CASHBOOK_HAS_ENTRIES',
    );
    const current = data<{ version: number }>(
      await owner.request('GET', `/api/v1/cashbooks/${book.id}/`),
    );
    data(
      await owner.request('PUT', `/api/v1/cashbooks/${book.id}/`, {
        body: { version: current.version, archived: true },
      }),
    );
    const url = `/api/v1/debts/${credit.id}/`;
    const version = (await debtOf(owner, credit.id)).version;
    expectRefused(
      await owner.request('PATCH', url, { body: { version, amount: 200_000_00 } }),
      422,
      'CASHBOOK_ARCHIVED',
    );
    expectRefused(
      await owner.request('DELETE', `${url}payments/${payment.id}/`),
      422,
      'CASHBOOK_ARCHIVED',
    );
    // What does not touch the cash still changes.
    const edited = data<Debt>(
      await owner.request('PATCH', url, { body: { version, due_date: '2026-12-31' } }),
    );
    expect(edited.due_date).toBe('2026-12-31');
    await expectBooksRight(t);
  });

  it('has the invariants catch a record whose kept sum drifted from its payments', async () => {
    const { owner, book, budi } = await openShop(t);
    const credit = await createDebt(owner, { contact_id: budi.id });
    await createDebtPayment(owner, credit.id, { amount: 1_00, cashbook_id: book.id });
    await t.database.query('update debts set paid = 2, status = $2 where id = $1', [
      credit.id,
      'open',
    ]);
    const found = await findViolations(t.database);
    expect(found.map((violation) => violation.check)).toEqual(['debt_paid']);
    await t.database.query('update debts set paid = 100 where id = $1', [credit.id]);
    await expectBooksRight(t);
  });
});
