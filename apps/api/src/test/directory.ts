/** Test helpers for contacts and products: factories over the real API, and a bulk seed. */
import type { Contact, Product } from '@usaha/shared';
import type { Database } from '../db/client';
import type { TestClient } from './harness';
import { data } from './ledger';

export async function createContact(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.request('POST', '/api/v1/contacts/', {
    body: { name: 'Budi Santoso', ...body },
  });
  return data<Contact>(response, 201);
}

let skuCounter = 0;

export async function createProduct(client: TestClient, body: Record<string, unknown> = {}) {
  skuCounter += 1;
  const response = await client.request('POST', '/api/v1/products/', {
    body: { sku: `SKU-${skuCounter}`, name: 'Kopi Bubuk 250 g', price: 25_000_00, ...body },
  });
  return data<Product>(response, 201);
}

/** `count` contacts named "Kontak 00001"… in one statement, for plans and paging at scale. */
export async function seedContacts(database: Database, businessId: string, count: number) {
  await database.query(
    `insert into contacts (id, business_id, name, company, phone)
     select gen_random_uuid(), $1, 'Kontak ' || lpad(g::text, 5, '0'), 'CV Usaha ' || (g % 97),
       '+62812' || lpad(g::text, 7, '0')
     from generate_series(1, $2::int) g`,
    [businessId, count],
  );
}

/** `count` products with SKUs "B-00001"… in one statement. */
export async function seedProducts(database: Database, businessId: string, count: number) {
  await database.query(
    `insert into products (id, business_id, sku, name, price)
     select gen_random_uuid(), $1, 'B-' || lpad(g::text, 5, '0'), 'Barang ' || lpad(g::text, 5, '0'), g * 100
     from generate_series(1, $2::int) g`,
    [businessId, count],
  );
}
