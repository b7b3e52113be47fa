/** Tenant isolation, idempotency keys and the activity log across the ledger routes. */
import type { Entry } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneIdempotencyKeys } from '../../lib/idempotency';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  bookOf,
  categoryNamed,
  createBook,
  createEntry,
  createTransfer,
  data,
  signUpOwner,
} from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function snapshot() {
  return t.database.query(
    `select (select count(*) from entries)::int as entries, (select count(*) from transfers)::int as transfers,
       (select count(*) from cashbooks)::int as cashbooks, (select count(*) from categories)::int as categories,
       (select string_agg(id::text || ':' || version || ':' || entries_net, ',' order by id) from cashbooks) as books`,
  );
}

describe('tenant isolation', () => {
  it("answers 404 for another business's ids in the path, query and body, and changes nothing", async () => {
    const alice = await signUpOwner(t);
    const book = await createBook(alice, { opening_balance: 1_000_00 });
    const other = await createBook(alice, { name: 'Bank' });
    const sales = await categoryNamed(alice, 'Penjualan');
    const entry = await createEntry(alice, {
      cashbook_id: book.id,
      amount: 500,
      category_id: sales.id,
    });
    const transfer = await createTransfer(alice, {
      from_cashbook_id: book.id,
      to_cashbook_id: other.id,
      amount_sent: 100,
    });
    const bob = await signUpOwner(t);
    const bobBook = await createBook(bob);
    const bobSales = await categoryNamed(bob, 'Penjualan');
    const before = await snapshot();

    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/cashbooks/${book.id}/`],
      ['PUT', `/api/v1/cashbooks/${book.id}/`, { version: 1, name: 'Mine' }],
      ['DELETE', `/api/v1/cashbooks/${other.id}/`],
      ['PUT', `/api/v1/categories/${sales.id}/`, { version: 1, name: 'Mine' }],
      ['DELETE', `/api/v1/categories/${sales.id}/`],
      ['GET', `/api/v1/entries/${entry.id}/`],
      ['GET', `/api/v1/entries/${entry.id}/history/`],
      ['PUT', `/api/v1/entries/${entry.id}/`, { version: 1, amount: 1 }],
      ['DELETE', `/api/v1/entries/${entry.id}/`],
      ['POST', '/api/v1/entries/bulk/delete/', { ids: [entry.id] }],
      ['POST', '/api/v1/entries/bulk/categorise/', { ids: [entry.id], category_id: bobSales.id }],
      ['GET', `/api/v1/transfers/${transfer.id}/`],
      [
        'PUT',
        `/api/v1/transfers/${transfer.id}/`,
        {
          version: 1,
          from_cashbook_id: bobBook.id,
          to_cashbook_id: other.id,
          amount_sent: 1,
          date: '2026-11-01',
        },
      ],
      ['DELETE', `/api/v1/transfers/${transfer.id}/`],
      // Alice's ids inside Bob's own requests' bodies.
      [
        'POST',
        '/api/v1/entries/',
        { cashbook_id: book.id, direction: 'in', amount: 1, date: '2026-11-01' },
      ],
      [
        'POST',
        '/api/v1/entries/',
        {
          cashbook_id: bobBook.id,
          direction: 'in',
          amount: 1,
          date: '2026-11-01',
          category_id: sales.id,
        },
      ],
      [
        'POST',
        '/api/v1/transfers/',
        {
          from_cashbook_id: bobBook.id,
          to_cashbook_id: book.id,
          amount_sent: 1,
          date: '2026-11-01',
        },
      ],
      [
        'POST',
        '/api/v1/imports/preview/',
        { cashbook_id: book.id, filename: 'a.csv', content: 'x' },
      ],
    ];
    for (const [method, url, body] of attempts) {
      const response = await bob.request(method as 'GET', url, { body });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // In a query the filter only ever sees Bob's own rows.
    const listed = await bob.request('GET', `/api/v1/entries/?cashbook_id=${book.id}`);
    expect(listed.json()).toMatchObject({ data: [], meta: { totals: [] } });
    const transfers = await bob.request('GET', `/api/v1/transfers/?cashbook_id=${book.id}`);
    expect(transfers.json().data).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect((await bookOf(alice, book.id)).balance).toBe(1_000_00 + 500 - 100);
  });
});

describe('idempotency keys', () => {
  it('gives the same answer once more for the same key and body, 422 for another body', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const body = { cashbook_id: book.id, direction: 'in', amount: 12_500_00, date: '2026-11-05' };
    const headers = { 'idempotency-key': 'entry-7f3a' };
    const first = await owner.request('POST', '/api/v1/entries/', { body, headers });
    const second = await owner.request('POST', '/api/v1/entries/', { body, headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const changed = await owner.request('POST', '/api/v1/entries/', {
      body: { ...body, amount: 1 },
      headers,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await bookOf(owner, book.id)).balance).toBe(12_500_00);
    // Keys belong to a business: another business may use the same key.
    const other = await signUpOwner(t);
    const otherBook = await createBook(other);
    const theirs = await other.request('POST', '/api/v1/entries/', {
      body: { ...body, cashbook_id: otherBook.id },
      headers,
    });
    expect(theirs.statusCode).toBe(201);
    const bad = await owner.request('POST', '/api/v1/entries/', {
      body,
      headers: { 'idempotency-key': 'has spaces' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a retried transfer book once', async () => {
    const owner = await signUpOwner(t);
    const a = await createBook(owner, { opening_balance: 100_000_00 });
    const b = await createBook(owner, { name: 'B' });
    const body = {
      from_cashbook_id: a.id,
      to_cashbook_id: b.id,
      amount_sent: 5_000_00,
      fee: 2_500_00,
      date: '2026-11-05',
    };
    const headers = { 'idempotency-key': 'transfer-1' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => owner.request('POST', '/api/v1/transfers/', { body, headers })),
    );
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    expect((await bookOf(owner, a.id)).balance).toBe(100_000_00 - 7_500_00);
    expect((await bookOf(owner, b.id)).balance).toBe(5_000_00);
  });
});

describe('activity log and rules', () => {
  it('prunes idempotency keys after a day', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    await owner.request('POST', '/api/v1/entries/', {
      body: { cashbook_id: book.id, direction: 'in', amount: 1, date: '2026-11-01' },
      headers: { 'idempotency-key': 'prune-me' },
    });
    const count = async () =>
      (
        await t.database.query<{ n: number }>(
          `select count(*)::int as n from idempotency_keys where key = 'prune-me'`,
        )
      )[0]?.n;
    await pruneIdempotencyKeys(t.database.db, new Date());
    expect(await count()).toBe(1);
    await pruneIdempotencyKeys(t.database.db, new Date(Date.now() + 86_400_000 + 60_000));
    expect(await count()).toBe(0);
  });

  it('records before and after for every write', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const entry = await createEntry(owner, { cashbook_id: book.id, amount: 1_000 });
    const updated = data<Entry>(
      await owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
        body: { version: 1, amount: 2_000, description: 'Jual kopi' },
      }),
    );
    expect(updated).toMatchObject({ amount: 2_000, version: 2, description: 'Jual kopi' });
    const stale = await owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
      body: { version: 1, amount: 3_000 },
    });
    expect(stale.statusCode).toBe(409);
    const history = await owner.request('GET', `/api/v1/entries/${entry.id}/history/`);
    expect(history.json().data).toMatchObject([
      { action: 'entry.create', user_name: 'Siti Rahayu', before: null, after: { amount: 1_000 } },
      { action: 'entry.update', before: { amount: 1_000 }, after: { amount: 2_000 } },
    ]);
    await owner.request('DELETE', `/api/v1/entries/${entry.id}/`);
    const rows = await t.database.query<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from activities where entity_id = $1 order by created_at, id`,
      [entry.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['entry.create', 'entry.update', 'entry.delete']);
    expect(rows[1]).toMatchObject({ before: { amount: 1_000 }, after: { amount: 2_000 } });
    expect(rows[2]).toMatchObject({ before: { amount: 2_000 }, after: null });
  });

  it('refuses editing a transfer leg through entries, and a transfer to the same book', async () => {
    const owner = await signUpOwner(t);
    const a = await createBook(owner);
    const b = await createBook(owner, { name: 'B' });
    const transfer = await createTransfer(owner, {
      from_cashbook_id: a.id,
      to_cashbook_id: b.id,
      amount_sent: 700,
    });
    const legs = (await owner.request('GET', `/api/v1/entries/?cashbook_id=${a.id}`)).json().data;
    expect(legs[0]).toMatchObject({
      transfer_id: transfer.id,
      transfer_role: 'out',
      source: 'transfer',
    });
    const edit = await owner.request('PUT', `/api/v1/entries/${legs[0].id}/`, {
      body: { version: 1, amount: 1 },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ code: 'ENTRY_IS_TRANSFER_LEG' });
    const same = await owner.request('POST', '/api/v1/transfers/', {
      body: { from_cashbook_id: a.id, to_cashbook_id: a.id, amount_sent: 1, date: '2026-11-01' },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: 'TRANSFER_SAME_CASHBOOK' });
    const usd = await createBook(owner, { name: 'USD', currency: 'USD' });
    const noRate = await owner.request('POST', '/api/v1/transfers/', {
      body: {
        from_cashbook_id: a.id,
        to_cashbook_id: usd.id,
        amount_sent: 16_000_00,
        date: '2026-11-01',
      },
    });
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json()).toMatchObject({ code: 'TRANSFER_AMOUNT_RECEIVED_REQUIRED' });
    expect(noRate.json().errors).toHaveProperty('amount_received');
  });

  it('searches descriptions and references (q), with totals for the search', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    await createEntry(owner, {
      cashbook_id: book.id,
      direction: 'out',
      amount: 487_350_00,
      description: 'Bayar LISTRIK PLN Oktober',
    });
    await createEntry(owner, {
      cashbook_id: book.id,
      amount: 35_000_00,
      description: 'Jual kopi',
      reference: 'QRIS-0910',
    });
    await createEntry(owner, {
      cashbook_id: book.id,
      amount: 10_00,
      description: '100% diskon_promo',
    });
    const listrik = (await owner.request('GET', '/api/v1/entries/?q=listrik')).json();
    expect(listrik.data.map((e: { description: string }) => e.description)).toEqual([
      'Bayar LISTRIK PLN Oktober',
    ]);
    expect(listrik.meta.totals).toEqual([
      { currency: 'IDR', in: 0, out: 487_350_00, transfer_in: 0, transfer_out: 0, count: 1 },
    ]);
    const byReference = (await owner.request('GET', '/api/v1/entries/?q=qris-09')).json();
    expect(byReference.data).toHaveLength(1);
    // % and _ are searched for as themselves, not as wildcards.
    const literal = (
      await owner.request('GET', `/api/v1/entries/?q=${encodeURIComponent('0% d')}`)
    ).json();
    expect(literal.data).toHaveLength(1);
    const wildcard = (await owner.request('GET', '/api/v1/entries/?q=_')).json();
    expect(wildcard.data).toHaveLength(1);
  });

  it('gives running balances for one book and pages by cursor without repeats', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: 10_000 });
    for (let day = 1; day <= 7; day += 1) {
      await createEntry(owner, {
        cashbook_id: book.id,
        amount: day * 100,
        date: `2026-11-0${day}`,
      });
    }
    const page1 = (
      await owner.request('GET', `/api/v1/entries/?cashbook_id=${book.id}&limit=3`)
    ).json();
    expect(page1.data.map((e: { running_balance: number }) => e.running_balance)).toEqual([
      12_800, 12_100, 11_500,
    ]);
    const page2 = (
      await owner.request(
        'GET',
        `/api/v1/entries/?cashbook_id=${book.id}&limit=3&cursor=${page1.meta.next_cursor}`,
      )
    ).json();
    expect(page2.meta.totals).toBeNull();
    expect(page2.data.map((e: { running_balance: number }) => e.running_balance)).toEqual([
      11_000, 10_600, 10_300,
    ]);
    const bad = await owner.request('GET', '/api/v1/entries/?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
  });
});

describe('named rules', () => {
  it('answers each ledger rule it refuses with its own code, on the field it concerns', async () => {
    const owner = await signUpOwner(t);
    const rupiah = await createBook(owner);
    const dollars = await createBook(owner, { name: 'USD', currency: 'USD' });
    const income = await createEntry(owner, { cashbook_id: rupiah.id, amount: 1_000 });
    const moved = await owner.request('PUT', `/api/v1/entries/${income.id}/`, {
      body: { version: 1, cashbook_id: dollars.id },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({
      code: 'CURRENCY_MISMATCH',
      errors: { cashbook_id: [expect.any(String)] },
    });

    const sales = await categoryNamed(owner, 'Penjualan');
    const archived = await owner.request('PUT', `/api/v1/categories/${sales.id}/`, {
      body: { version: sales.version, archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const withArchived = await owner.request('POST', '/api/v1/entries/', {
      body: {
        cashbook_id: rupiah.id,
        direction: 'in',
        amount: 1,
        date: '2026-11-02',
        category_id: sales.id,
      },
    });
    expect(withArchived.statusCode).toBe(422);
    expect(withArchived.json()).toMatchObject({
      code: 'CATEGORY_ARCHIVED',
      errors: { category_id: [expect.any(String)] },
    });

    const expense = await createEntry(owner, {
      cashbook_id: rupiah.id,
      amount: 500,
      direction: 'out',
    });
    const rent = await categoryNamed(owner, 'Sewa');
    const mixed = await owner.request('POST', '/api/v1/entries/bulk/categorise/', {
      body: { ids: [income.id, expense.id], category_id: rent.id },
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({ code: 'ENTRY_DIRECTIONS_MIXED' });

    const bank = await createBook(owner, { name: 'BCA', kind: 'bank' });
    const unequal = await owner.request('POST', '/api/v1/transfers/', {
      body: {
        from_cashbook_id: rupiah.id,
        to_cashbook_id: bank.id,
        amount_sent: 100,
        amount_received: 90,
        date: '2026-11-03',
      },
    });
    expect(unequal.statusCode).toBe(422);
    expect(unequal.json()).toMatchObject({
      code: 'TRANSFER_AMOUNT_MISMATCH',
      errors: { amount_received: [expect.any(String)] },
    });
  });
});
