/**
 * Seeded categories carry their key (packages/shared seeded-categories.ts) until the owner
 * renames them, so readers of either language see them in their own words.
 */
import { type Category, SEEDED_CATEGORIES } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { categoriesOf, categoryNamed, data, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeded categories', () => {
  it('are seeded with their keys; a category the owner makes has none', async () => {
    const owner = await signUpOwner(t, 'id');
    const created = data<Category>(
      await owner.request('POST', '/api/v1/categories/', {
        body: { name: 'Katering', kind: 'income' },
      }),
      201,
    );
    expect(created.seed_key).toBeNull();
    const seeded = (await categoriesOf(owner)).filter((category) => category.seed_key !== null);
    expect(seeded.map((category) => [category.seed_key, category.name]).sort()).toEqual(
      SEEDED_CATEGORIES.map((seed) => [seed.key, seed.names.id]).sort(),
    );
  });

  it('lose the key when renamed, not when saved with the name a reader was shown', async () => {
    const owner = await signUpOwner(t, 'id');
    const sales = await categoryNamed(owner, 'Penjualan');
    expect(sales.seed_key).toBe('sales');
    // An English form shows "Sales" and sends it back with a new colour: no rename.
    const recoloured = data<Category>(
      await owner.request('PUT', `/api/v1/categories/${sales.id}/`, {
        body: { version: sales.version, name: 'Sales', color: '#000000' },
      }),
    );
    expect(recoloured).toMatchObject({ name: 'Penjualan', seed_key: 'sales', color: '#000000' });
    const renamed = data<Category>(
      await owner.request('PUT', `/api/v1/categories/${sales.id}/`, {
        body: { version: recoloured.version, name: 'Penjualan toko' },
      }),
    );
    expect(renamed).toMatchObject({ name: 'Penjualan toko', seed_key: null });
  });

  it('refuse a new category named as a seeded one reads in the other language (409)', async () => {
    const owner = await signUpOwner(t, 'id');
    const response = await owner.request('POST', '/api/v1/categories/', {
      body: { name: 'sales', kind: 'income' },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ field_codes: { name: ['name_taken'] } });
    // Of the other kind, the name is free.
    const expense = await owner.request('POST', '/api/v1/categories/', {
      body: { name: 'Sales', kind: 'expense' },
    });
    expect(expense.statusCode, expense.body).toBe(201);
  });
});
