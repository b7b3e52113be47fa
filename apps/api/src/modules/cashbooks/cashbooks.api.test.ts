import type { Cashbook, Category } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  bookOf,
  categoriesOf,
  categoryNamed,
  createBook,
  createEntry,
  data,
  signUpOwner,
} from '../../test/ledger';
import { findViolations } from '../ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cash books', () => {
  it('creates a book in the business currency with its opening balance as balance', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { name: 'Kas Toko', opening_balance: 150_000_00 });
    expect(book).toMatchObject({
      name: 'Kas Toko',
      kind: 'cash',
      currency: 'IDR',
      opening_balance: 150_000_00,
      balance: 150_000_00,
      archived: false,
      version: 1,
    });
    const list = await owner.request('GET', '/api/v1/cashbooks/');
    expect(list.json()).toMatchObject({
      data: [{ id: book.id }],
      meta: { totals: [{ currency: 'IDR', balance: 150_000_00 }] },
    });
  });

  it('keeps the balance live as entries come and go', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: 1_000_00 });
    const sales = await categoryNamed(owner, 'Penjualan');
    const rent = await categoryNamed(owner, 'Sewa');
    await createEntry(owner, { cashbook_id: book.id, amount: 250_00, category_id: sales.id });
    const out = await createEntry(owner, {
      cashbook_id: book.id,
      direction: 'out',
      amount: 75_50,
      category_id: rent.id,
    });
    expect((await bookOf(owner, book.id)).balance).toBe(1_000_00 + 250_00 - 75_50);
    const removed = await owner.request('DELETE', `/api/v1/entries/${out.id}/`);
    expect(removed.statusCode).toBe(200);
    expect((await bookOf(owner, book.id)).balance).toBe(1_250_00);
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('refuses to delete a book with entries (422) and archives it instead', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    await createEntry(owner, { cashbook_id: book.id, amount: 100 });
    const refused = await owner.request('DELETE', `/api/v1/cashbooks/${book.id}/`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CASHBOOK_HAS_ENTRIES' });
    const archived = data<Cashbook>(
      await owner.request('PUT', `/api/v1/cashbooks/${book.id}/`, {
        body: { version: 1, archived: true },
      }),
    );
    expect(archived).toMatchObject({ archived: true, version: 2 });
    const list = data<Cashbook[]>(await owner.request('GET', '/api/v1/cashbooks/'));
    expect(list.map((b) => b.id)).not.toContain(book.id);
    const writing = await owner.request('POST', '/api/v1/entries/', {
      body: { cashbook_id: book.id, direction: 'in', amount: 1, date: '2026-11-01' },
    });
    expect(writing.statusCode).toBe(422);
    expect(writing.json()).toMatchObject({ code: 'CASHBOOK_ARCHIVED' });
  });

  it('deletes an empty book', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    expect((await owner.request('DELETE', `/api/v1/cashbooks/${book.id}/`)).statusCode).toBe(200);
    expect((await owner.request('GET', `/api/v1/cashbooks/${book.id}/`)).statusCode).toBe(404);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { name: 'Kas' });
    await owner.request('PUT', `/api/v1/cashbooks/${book.id}/`, {
      body: { version: 1, name: 'Kas Utama' },
    });
    const stale = await owner.request('PUT', `/api/v1/cashbooks/${book.id}/`, {
      body: { version: 1, name: 'Kas Lama' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect((await bookOf(owner, book.id)).name).toBe('Kas Utama');
  });

  it('refuses bad input with field errors', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/cashbooks/', {
      body: { name: '', kind: 'vault', currency: 'XXX', opening_balance: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['currency', 'kind', 'name', 'opening_balance']);
  });
});

describe('categories', () => {
  it('seeds Indonesian defaults for a new business, English ones in English', async () => {
    const id = (await categoriesOf(await signUpOwner(t, 'id'))).map((c) => c.name);
    expect(id).toEqual(expect.arrayContaining(['Penjualan', 'Pembelian stok', 'Gaji', 'Sewa']));
    const en = (await categoriesOf(await signUpOwner(t, 'en'))).map((c) => c.name);
    expect(en).toEqual(expect.arrayContaining(['Sales', 'Stock purchases', 'Salaries', 'Rent']));
  });

  it('archives a category in use instead of deleting it, deletes an unused one', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const sales = await categoryNamed(owner, 'Penjualan');
    await createEntry(owner, { cashbook_id: book.id, amount: 500, category_id: sales.id });
    const archived = await owner.request('DELETE', `/api/v1/categories/${sales.id}/`);
    expect(archived.json()).toMatchObject({ success: true, archived: true });
    const created = data<Category>(
      await owner.request('POST', '/api/v1/categories/', {
        body: { name: 'Titipan', kind: 'income' },
      }),
      201,
    );
    const deleted = await owner.request('DELETE', `/api/v1/categories/${created.id}/`);
    expect(deleted.json()).toMatchObject({ success: true, archived: false });
    const names = (await categoriesOf(owner)).map((c) => c.name);
    expect(names).not.toContain('Penjualan');
    expect(names).not.toContain('Titipan');
  });

  it('refuses a duplicate name (409) and an expense category on money in (422)', async () => {
    const owner = await signUpOwner(t);
    const duplicate = await owner.request('POST', '/api/v1/categories/', {
      body: { name: 'penjualan', kind: 'income' },
    });
    expect(duplicate.statusCode).toBe(409);
    const book = await createBook(owner);
    const rent = await categoryNamed(owner, 'Sewa');
    const wrongKind = await owner.request('POST', '/api/v1/entries/', {
      body: {
        cashbook_id: book.id,
        direction: 'in',
        amount: 5,
        date: '2026-11-01',
        category_id: rent.id,
      },
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json()).toMatchObject({ code: 'CATEGORY_KIND_MISMATCH' });
  });
});
