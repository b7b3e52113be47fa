import type { Product } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, data, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productsOf(businessId: string) {
  return t.database.query<{ sku: string; name: string; version: number }>(
    'select sku, name, version from products where business_id = $1 order by sku',
    [businessId],
  );
}

async function actionsOf(entityId: string) {
  const rows = await t.database.query<{ action: string; before: unknown; after: unknown }>(
    'select action, before, after from activities where entity_id = $1 order by created_at, id',
    [entityId],
  );
  return rows;
}

describe('products', () => {
  it('creates a product in the business currency; a quantity of 2.5 stays 2.5', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner, {
      sku: 'KOPI-250',
      name: 'Kopi Bubuk 250 g',
      unit: 'bungkus',
      price: 25_000_00,
      cost: 18_500_00,
      tax_rate: 1100,
      stock_quantity: 2.5,
    });
    expect(product).toMatchObject({
      sku: 'KOPI-250',
      price: 25_000_00,
      cost: 18_500_00,
      currency: 'IDR',
      tax_rate: 1100,
      active: true,
      stock_quantity: 2.5,
      description: null,
      version: 1,
    });
    const read = data<Product>(await owner.request('GET', `/api/v1/products/${product.id}/`));
    expect(read).toEqual(product);
    const listed = data<Product[]>(await owner.request('GET', '/api/v1/products/'));
    expect(listed).toEqual([product]);
    expect(await actionsOf(product.id)).toEqual([
      { action: 'product.create', before: null, after: product },
    ]);
  });

  it('keeps defaults: unit pcs, no cost, no stock, tax 0', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner, { sku: 'GULA', name: 'Gula 1 kg', price: 0 });
    expect(product).toMatchObject({
      unit: 'pcs',
      cost: null,
      stock_quantity: null,
      tax_rate: 0,
      price: 0,
    });
  });

  it.each([
    ['price', { price: -1 }],
    ['price', { price: 10.5 }],
    ['cost', { cost: -100 }],
    ['tax_rate', { tax_rate: 10_001 }],
    ['tax_rate', { tax_rate: 11.5 }],
    ['sku', { sku: 'ABC 1' }],
    ['stock_quantity', { stock_quantity: 1.2345 }],
    ['name', { name: '' }],
  ])('refuses a bad %s with 400 and saves nothing', async (field, body) => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/products/', {
      body: { sku: 'OK-1', name: 'Teh', price: 5_000_00, ...body },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { [field]: expect.arrayContaining([expect.any(String)]) },
    });
    expect(await productsOf(owner.businessId)).toEqual([]);
  });

  it('needs no SKU: left out or empty is none, many products may have none, and all are found', async () => {
    const owner = await signUpOwner(t);
    const create = (body: Record<string, unknown>) =>
      owner.request('POST', '/api/v1/products/', { body: { price: 25_000_00, ...body } });
    const nasi = data<Product>(await create({ name: 'Nasi kotak ayam' }), 201);
    const teh = data<Product>(await create({ name: 'Es teh manis', sku: '  ' }), 201);
    expect([nasi.sku, teh.sku]).toEqual([null, null]);
    const kopi = await createProduct(owner, { sku: 'KOPI-1', name: 'Kopi tubruk' });
    // A SKU given later is unique as ever; taking it away leaves none.
    const named = await owner.request('PUT', `/api/v1/products/${teh.id}/`, {
      body: { version: teh.version, sku: 'kopi-1' },
    });
    expect(named.statusCode).toBe(409);
    const cleared = await owner.request('PUT', `/api/v1/products/${kopi.id}/`, {
      body: { version: kopi.version, sku: '' },
    });
    expect(data<Product>(cleared).sku).toBeNull();
    const list = data<Product[]>(await owner.request('GET', '/api/v1/products/?q=nasi'));
    expect(list.map((product) => product.name)).toEqual(['Nasi kotak ayam']);
    // The picker finds a name that starts with what is typed, or contains it.
    for (const q of ['es', 'teh']) {
      const picked = data<Product[]>(await owner.request('GET', `/api/v1/products/search/?q=${q}`));
      expect(picked.map((product) => product.name)).toEqual(['Es teh manis']);
    }
  });

  it('refuses a duplicate SKU in any letter case with 409, on create and on update', async () => {
    const owner = await signUpOwner(t);
    await createProduct(owner, { sku: 'ABC-1', name: 'Pertama' });
    const second = await createProduct(owner, { sku: 'XYZ-2', name: 'Kedua' });
    const created = await owner.request('POST', '/api/v1/products/', {
      body: { sku: 'abc-1', name: 'Tiruan', price: 1 },
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A product with SKU abc-1 already exists',
      errors: { sku: ['A product with SKU abc-1 already exists.'] },
      field_codes: { sku: ['sku_taken'] },
    });
    const updated = await owner.request('PUT', `/api/v1/products/${second.id}/`, {
      body: { version: 1, sku: 'Abc-1', name: 'Diubah' },
    });
    expect(updated.statusCode).toBe(409);
    expect(updated.json()).toMatchObject({ errors: { sku: [expect.stringContaining('Abc-1')] } });
    expect(await productsOf(owner.businessId)).toEqual([
      { sku: 'ABC-1', name: 'Pertama', version: 1 },
      { sku: 'XYZ-2', name: 'Kedua', version: 1 },
    ]);
    // Another business may use the same SKU; a product may change the case of its own.
    const other = await signUpOwner(t);
    await createProduct(other, { sku: 'ABC-1' });
    const recased = await owner.request('PUT', `/api/v1/products/${second.id}/`, {
      body: { version: 1, sku: 'xyz-2' },
    });
    expect(data<Product>(recased).sku).toBe('xyz-2');
  });

  it('updates with the current version, refuses a stale one (409) and logs before and after', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner, { price: 10_000_00, stock_quantity: 4 });
    const updated = data<Product>(
      await owner.request('PUT', `/api/v1/products/${product.id}/`, {
        body: { version: 1, price: 12_500_00, cost: null, stock_quantity: -1.5, active: false },
      }),
    );
    expect(updated).toMatchObject({
      price: 12_500_00,
      cost: null,
      stock_quantity: -1.5,
      active: false,
      version: 2,
    });
    const stale = await owner.request('PUT', `/api/v1/products/${product.id}/`, {
      body: { version: 1, price: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(data<Product>(await owner.request('GET', `/api/v1/products/${product.id}/`))).toEqual(
      updated,
    );
    const log = await actionsOf(product.id);
    expect(log[1]).toMatchObject({
      action: 'product.update',
      before: { price: 10_000_00, stock_quantity: 4 },
      after: updated,
    });
  });

  it('deletes a product and logs it', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner);
    const removed = await owner.request('DELETE', `/api/v1/products/${product.id}/`);
    expect(removed.json()).toMatchObject({ success: true });
    expect((await owner.request('GET', `/api/v1/products/${product.id}/`)).statusCode).toBe(404);
    expect((await actionsOf(product.id)).map((row) => row.action)).toEqual([
      'product.create',
      'product.delete',
    ]);
  });

  it("answers 404 for another business's product and never lists it", async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const theirs = await createProduct(stranger, { sku: 'RHS-1', name: 'Resep Rahasia' });
    const url = `/api/v1/products/${theirs.id}/`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { version: 1, name: 'Diambil' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await owner.request(method, url, { body });
      expect(response.statusCode, method).toBe(404);
    }
    const listed = data<Product[]>(await owner.request('GET', '/api/v1/products/?q=rahasia'));
    const picked = data<Product[]>(await owner.request('GET', '/api/v1/products/search/?q=rhs'));
    expect([...listed, ...picked]).toEqual([]);
    expect(data<Product>(await stranger.request('GET', url))).toEqual(theirs);
  });

  it('lets a cashier read but not write (403)', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const product = await createProduct(owner);
    expect((await cashier.request('GET', `/api/v1/products/${product.id}/`)).statusCode).toBe(200);
    const refused = await cashier.request('PUT', `/api/v1/products/${product.id}/`, {
      body: { version: 1, price: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
