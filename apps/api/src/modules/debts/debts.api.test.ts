import type { DebtHistoryItem, Entry } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createDebt,
  createDebtPayment,
  debtOf,
  expectBooksRight,
  expectRefused,
  JAKARTA_21ST,
  openShop,
  recordDebt,
} from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createBook, data } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  // 21 November 2026 in Jakarta, whatever today is: the records below are due on 30 November.
  t = await createTestApp({ clock: { now: () => JAKARTA_21ST } });
});
afterAll(() => t.close());

const entryOf = async (owner: Parameters<typeof debtOf>[0], id: string | null) =>
  data<Entry>(await owner.request('GET', `/api/v1/entries/${id}/`));

describe('debts and credits', () => {
  it('moves cash at creation when a book is given: lent out for a credit, in for a debt, linked both ways', async () => {
    const { owner, book, budi } = await openShop(t);
    const lent = await createDebt(owner, {
      contact_id: budi.id,
      cashbook_id: book.id,
      due_date: '2026-11-30',
      description: 'beli beras',
      reference: 'KB-01',
    });
    expect(lent).toMatchObject({
      kind: 'credit',
      status: 'open',
      overdue: false,
      contact_name: 'Budi Santoso',
      contact_phone: '+6281234567890',
      currency: 'IDR',
      amount: 150_000_00,
      paid: 0,
      remaining: 150_000_00,
      due_date: '2026-11-30',
      cashbook_id: book.id,
      version: 1,
    });
    expect(await entryOf(owner, lent.entry_id)).toMatchObject({
      source: 'debt',
      debt_id: lent.id,
      invoice_id: null,
      direction: 'out',
      amount: 150_000_00,
      date: '2026-11-02',
      contact_id: budi.id,
      category_id: null,
      description: 'Kasbon: Budi Santoso · beli beras',
    });
    const borrowed = data<{ id: string; entry_id: string }>(
      await recordDebt(owner, {
        kind: 'debt',
        amount: 2_000_000_00,
        contact_id: budi.id,
        cashbook_id: book.id,
      }),
      201,
    );
    expect(await entryOf(owner, borrowed.entry_id)).toMatchObject({
      source: 'debt',
      direction: 'in',
      description: 'Pinjaman dari Budi Santoso',
    });
    const unpaidSale = await createDebt(owner, { contact_id: budi.id });
    expect(unpaidSale).toMatchObject({ entry_id: null, cashbook_id: null, remaining: 150_000_00 });
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00 - 150_000_00 + 2_000_000_00);
    await expectBooksRight(t);
  });

  it("takes the book's currency, else the body's, else the business's; refuses a mismatch", async () => {
    const { owner, budi } = await openShop(t);
    const dollars = await createBook(owner, { name: 'USD', currency: 'USD' });
    const fromBook = await createDebt(owner, { contact_id: budi.id, cashbook_id: dollars.id });
    expect(fromBook.currency).toBe('USD');
    expect((await createDebt(owner, { contact_id: budi.id, currency: 'USD' })).currency).toBe(
      'USD',
    );
    expect((await createDebt(owner, { contact_id: budi.id })).currency).toBe('IDR');
    const mismatch = await recordDebt(owner, {
      contact_id: budi.id,
      cashbook_id: dollars.id,
      currency: 'IDR',
    });
    expectRefused(mismatch, 422, 'CURRENCY_MISMATCH');
    expect(await balanceOf(owner, dollars.id)).toBe(-150_000_00);
  });

  it('refuses an archived contact, a due date before the date, and bad input, changing nothing', async () => {
    const { owner, book, budi } = await openShop(t);
    const gone = await createContact(owner, { name: 'Pak Lama' });
    data(
      await owner.request('PUT', `/api/v1/contacts/${gone.id}/`, {
        body: { version: gone.version, archived: true },
      }),
    );
    const archived = await recordDebt(owner, { contact_id: gone.id, cashbook_id: book.id });
    expectRefused(archived, 422, 'CONTACT_ARCHIVED');
    const early = await recordDebt(owner, { contact_id: budi.id, due_date: '2026-11-01' });
    expectRefused(early, 400, 'VALIDATION_FAILED');
    expect(early.json()).toMatchObject({ field_codes: { due_date: ['due_before_date'] } });
    // Without a date the record is dated today, which is after this due date.
    const today = await recordDebt(owner, {
      contact_id: budi.id,
      date: undefined,
      due_date: '2000-01-01',
    });
    expect(today.json()).toMatchObject({ field_codes: { due_date: ['due_before_date'] } });
    for (const body of [
      { contact_id: budi.id, amount: 0 },
      { contact_id: budi.id, amount: 1.5 },
      { contact_id: budi.id, kind: 'loan' },
      { contact_id: budi.id, reference: 'two\nlines' },
    ]) {
      expectRefused(await recordDebt(owner, body), 400, 'VALIDATION_FAILED');
    }
    const list = await owner.request('GET', '/api/v1/debts/');
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00);
  });

  it('records once per Idempotency-Key', async () => {
    const { owner, book, budi } = await openShop(t);
    const headers = { 'idempotency-key': 'kasbon-1' };
    const body = { contact_id: budi.id, cashbook_id: book.id };
    const first = await recordDebt(owner, body, headers);
    const again = await recordDebt(owner, body, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ data: { id: string } }>().data.id).toBe(
      first.json<{ data: { id: string } }>().data.id,
    );
    expectRefused(
      await recordDebt(owner, { ...body, amount: 1_00 }, headers),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00 - 150_000_00);
  });

  it('follows an edit with its entry; the amount reopens or settles it, never below what is paid', async () => {
    const { owner, book, budi } = await openShop(t);
    const siti = await createContact(owner, { name: 'Siti Aminah' });
    const debt = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    await createDebtPayment(owner, debt.id, { amount: 50_000_00, cashbook_id: book.id });
    const url = `/api/v1/debts/${debt.id}/`;
    const paid = await debtOf(owner, debt.id);
    const larger = data<typeof debt>(
      await owner.request('PATCH', url, {
        body: {
          version: paid.version,
          amount: 200_000_00,
          date: '2026-11-03',
          contact_id: siti.id,
        },
      }),
    );
    expect(larger).toMatchObject({ status: 'open', paid: 50_000_00, remaining: 150_000_00 });
    expect(await entryOf(owner, debt.entry_id)).toMatchObject({
      amount: 200_000_00,
      date: '2026-11-03',
      contact_id: siti.id,
      description: 'Kasbon: Siti Aminah',
    });
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00 - 200_000_00 + 50_000_00);
    const stale = await owner.request('PATCH', url, { body: { version: paid.version, amount: 1 } });
    expectRefused(stale, 409, 'VERSION_CONFLICT');
    const below = await owner.request('PATCH', url, {
      body: { version: larger.version, amount: 40_000_00 },
    });
    expectRefused(below, 422, 'DEBT_AMOUNT_BELOW_PAID');
    expect(below.json()).toMatchObject({ field_codes: { amount: ['amount_below_paid'] } });
    const settled = data<typeof debt>(
      await owner.request('PATCH', url, {
        body: { version: larger.version, amount: 50_000_00, due_date: '2026-12-01' },
      }),
    );
    expect(settled).toMatchObject({ status: 'paid', remaining: 0, due_date: '2026-12-01' });
    const reopened = data<typeof debt>(
      await owner.request('PATCH', url, {
        body: { version: settled.version, amount: 60_000_00, description: 'sisa', reference: null },
      }),
    );
    expect(reopened).toMatchObject({ status: 'open', remaining: 10_000_00, description: 'sisa' });
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00 - 60_000_00 + 50_000_00);
    await expectBooksRight(t);
  });

  it('writes off the rest when voided: payments and cash stay, nothing more changes', async () => {
    const { owner, book, budi } = await openShop(t);
    const debt = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    const payment = await createDebtPayment(owner, debt.id, {
      amount: 50_000_00,
      cashbook_id: book.id,
    });
    const before = await debtOf(owner, debt.id);
    const url = `/api/v1/debts/${debt.id}/`;
    expectRefused(
      await owner.request('POST', `${url}void/`, { body: { version: 1 } }),
      409,
      'VERSION_CONFLICT',
    );
    const voided = data<typeof debt>(
      await owner.request('POST', `${url}void/`, { body: { version: before.version } }),
    );
    expect(voided).toMatchObject({ status: 'void', paid: 50_000_00, remaining: 0 });
    expect(voided.voided_at).not.toBeNull();
    const history = data<DebtHistoryItem[]>(await owner.request('GET', `${url}history/`));
    expect(history.at(-1)).toMatchObject({
      action: 'debt.void',
      params: { remaining: 100_000_00, amount: 150_000_00, currency: 'IDR' },
    });
    const attempts = [
      [
        await owner.request('POST', `${url}void/`, { body: { version: voided.version } }),
        'DEBT_VOID',
      ],
      [
        await owner.request('PATCH', url, { body: { version: voided.version, amount: 1 } }),
        'DEBT_VOID',
      ],
      [await owner.request('DELETE', `${url}payments/${payment.id}/`), 'DEBT_VOID'],
      [
        await owner.request('POST', `${url}payments/`, {
          body: { amount: 1, cashbook_id: book.id },
        }),
        'DEBT_NOT_OPEN',
      ],
      [await owner.request('DELETE', url), 'DEBT_HAS_PAYMENTS'],
    ] as const;
    for (const [answer, code] of attempts) expectRefused(answer, 422, code);
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00 - 150_000_00 + 50_000_00);
    const settled = await createDebt(owner, { contact_id: budi.id, amount: 1_00 });
    await createDebtPayment(owner, settled.id, { amount: 1_00, cashbook_id: book.id });
    const paidVoid = await owner.request('POST', `/api/v1/debts/${settled.id}/void/`, {
      body: { version: (await debtOf(owner, settled.id)).version },
    });
    expectRefused(paidVoid, 422, 'DEBT_NOT_OPEN');
    await expectBooksRight(t);
  });

  it('deletes only a record without payments, with the cash it moved', async () => {
    const { owner, book, budi } = await openShop(t);
    const debt = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    const payment = await createDebtPayment(owner, debt.id, { amount: 1_00, cashbook_id: book.id });
    const url = `/api/v1/debts/${debt.id}/`;
    expectRefused(await owner.request('DELETE', url), 422, 'DEBT_HAS_PAYMENTS');
    data(await owner.request('DELETE', `${url}payments/${payment.id}/`));
    const removed = await owner.request('DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await owner.request('GET', url)).statusCode).toBe(404);
    expect((await owner.request('GET', `/api/v1/entries/${debt.entry_id}/`)).statusCode).toBe(404);
    expect(await balanceOf(owner, book.id)).toBe(1_000_000_00);
    const voided = await createDebt(owner, { contact_id: budi.id });
    data(await owner.request('POST', `/api/v1/debts/${voided.id}/void/`, { body: { version: 1 } }));
    expect((await owner.request('DELETE', `/api/v1/debts/${voided.id}/`)).statusCode).toBe(200);
    await expectBooksRight(t);
  });
});
