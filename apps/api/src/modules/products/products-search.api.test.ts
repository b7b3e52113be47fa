import type { Product } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
let owner: Owner;
const skus = (products: Product[]) => products.map((product) => product.sku);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  await createProduct(owner, { sku: 'TEH-01', name: 'Teh Celup Melati' });
  await createProduct(owner, { sku: 'KOPI-1', name: 'Kopi Tubruk' });
  await createProduct(owner, { sku: 'KOPI-10', name: 'Kopi Susu Gula Aren' });
  await createProduct(owner, { sku: 'GLA-1', name: 'Gula Pasir Kopi', active: false });
  await createProduct(owner, { sku: 'ROTI', name: 'Roti Tawar' });
});
afterAll(() => t.close());

async function list(query: string) {
  return skus(data<Product[]>(await owner.request('GET', `/api/v1/products/?${query}`)));
}

async function pick(q: string) {
  const url = `/api/v1/products/search/?q=${encodeURIComponent(q)}`;
  return skus(data<Product[]>(await owner.request('GET', url)));
}

describe('product list', () => {
  it('searches the SKU or the name and filters by active, in name order', async () => {
    expect(await list('q=kopi')).toEqual(['GLA-1', 'KOPI-10', 'KOPI-1']);
    expect(await list('q=kopi&active=true')).toEqual(['KOPI-10', 'KOPI-1']);
    expect(await list('active=false')).toEqual(['GLA-1']);
    expect(await list('q=teh-0')).toEqual(['TEH-01']);
    expect(await list('q=aren%20susu')).toEqual(['KOPI-10']);
    expect(await list('')).toHaveLength(5);
  });

  it('pages by cursor through every product once', async () => {
    const first = await owner.request('GET', '/api/v1/products/?limit=2');
    const body = first.json<{
      data: Product[];
      meta: { next_cursor: string; has_more: boolean };
    }>();
    expect(body.meta.has_more).toBe(true);
    const seen = skus(body.data);
    let cursor: string | null = body.meta.next_cursor;
    while (cursor) {
      const page = await owner.request('GET', `/api/v1/products/?limit=2&cursor=${cursor}`);
      const next = page.json<{ data: Product[]; meta: { next_cursor: string | null } }>();
      seen.push(...skus(next.data));
      cursor = next.meta.next_cursor;
    }
    expect(seen).toEqual(['GLA-1', 'KOPI-10', 'KOPI-1', 'ROTI', 'TEH-01']);
  });
});

describe('product picker', () => {
  it('puts the exact SKU first, then SKUs that start with it (by SKU)', async () => {
    expect(await pick('kopi-10')).toEqual(['KOPI-10']);
    expect(await pick('kopi-1')).toEqual(['KOPI-1', 'KOPI-10']);
    expect(await pick('KOPI')).toEqual(['KOPI-1', 'KOPI-10']);
    expect(await pick('ko')).toEqual(['KOPI-1', 'KOPI-10']);
    expect(await pick('roti')).toEqual(['ROTI']);
  });

  it('then names that start with the query, then the rest that contain it (by name)', async () => {
    const shop = await signUpOwner(t);
    await createProduct(shop, { sku: 'A-1', name: 'Kopi Susu' });
    await createProduct(shop, { sku: 'SUSU-2', name: 'Susu UHT' });
    await createProduct(shop, { sku: 'B-1', name: 'Susu Kental' });
    await createProduct(shop, { sku: 'C-1', name: 'Es Susu' });
    const url = '/api/v1/products/search/?q=susu';
    const picked = skus(data<Product[]>(await shop.request('GET', url)));
    expect(picked).toEqual(['SUSU-2', 'B-1', 'C-1', 'A-1']);
  });

  it('answers only active products, at most 20, and a SKU that looks like a number as typed', async () => {
    expect(await pick('gula')).toEqual(['KOPI-10']);
    expect(await pick('te')).toEqual(['TEH-01']);
    expect(await pick('')).toEqual(['KOPI-10', 'KOPI-1', 'ROTI', 'TEH-01']);
    const many = await signUpOwner(t);
    await t.database.query(
      `insert into products (id, business_id, sku, name)
       select gen_random_uuid(), $1, 'MIE-' || g, 'Mie Instan ' || g from generate_series(1, 25) g`,
      [many.businessId],
    );
    await createProduct(many, { sku: '12-345', name: 'Sabun' });
    const picked = data<Product[]>(await many.request('GET', '/api/v1/products/search/?q=mie'));
    expect(picked).toHaveLength(20);
    expect(picked[0]).toMatchObject({ currency: 'IDR', price: 0 });
    const url = `/api/v1/products/?q=${encodeURIComponent('2-34')}`;
    expect(skus(data<Product[]>(await many.request('GET', url)))).toEqual(['12-345']);
  });
});
