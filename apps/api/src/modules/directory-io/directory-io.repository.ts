/**
 * The reads and writes of directory imports and exports: many rows at once, in batches, and
 * exports streamed by keyset with the list's own statements.
 */
import { AppError, type Contact, type Product } from '@usaha/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { NameKey } from '../../db/keyset';
import { products } from '../../db/schema/index';
import type { Statement } from '../../db/sql';
import { type ContactFields, type ContactRow, toContact } from '../contacts/contacts.repository';
import { type ContactFilter, contactPageSql } from '../contacts/contacts.sql';
import { type ProductFields, type ProductRow, toProduct } from '../products/products.repository';
import { type ProductFilter, productPageSql } from '../products/products.sql';
import { type BulkColumn, bulkInsert } from './bulk-insert';

/** Rows per export read. */
const EXPORT_BATCH = 1000;

const CONTACT_COLUMNS: readonly BulkColumn[] = [
  { name: 'kind', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'company', type: 'text' },
  { name: 'phone', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'tax_id', type: 'text' },
  { name: 'notes', type: 'text' },
  { name: 'tags', type: 'text[]' },
];

const PRODUCT_COLUMNS: readonly BulkColumn[] = [
  { name: 'sku', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'unit', type: 'text' },
  { name: 'price', type: 'bigint' },
  { name: 'cost', type: 'bigint' },
  { name: 'tax_rate', type: 'integer' },
  { name: 'active', type: 'boolean' },
  { name: 'stock_quantity', type: 'numeric' },
];

export async function insertContacts(
  tx: Executor,
  businessId: string,
  createdBy: string,
  rows: readonly ContactFields[],
): Promise<void> {
  await bulkInsert(tx, 'contacts', CONTACT_COLUMNS, { businessId, createdBy }, rows);
}

/** A SKU another request saved after the check is a 409, and the transaction rolls back. */
export async function insertProducts(
  tx: Executor,
  businessId: string,
  createdBy: string,
  rows: readonly ProductFields[],
): Promise<void> {
  try {
    await bulkInsert(tx, 'products', PRODUCT_COLUMNS, { businessId, createdBy }, rows);
  } catch (error) {
    if (!isUniqueViolation(error, 'products_business_sku_key')) throw error;
    throw new AppError(
      'CONFLICT',
      'A SKU in this file was saved by someone else meanwhile. Preview the file again.',
    );
  }
}

function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** The given SKUs (lower case) that the business already has, in any letter case. */
export async function existingSkus(
  executor: Executor,
  businessId: string,
  lowerSkus: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of batches(lowerSkus, 5000)) {
    const rows = await executor
      .select({ sku: sql<string>`lower(${products.sku})` })
      .from(products)
      .where(and(eq(products.businessId, businessId), inArray(sql`lower(${products.sku})`, part)));
    for (const row of rows) found.add(row.sku);
  }
  return found;
}

type Sorted = { sortName: string; id: string };

/** Every row of a list statement, page after page by `lower(name), id`. */
async function* keysetRows<Row extends Sorted>(
  database: Database,
  page: (cursor: NameKey | null, limit: number) => Statement,
): AsyncGenerator<Row> {
  let cursor: NameKey | null = null;
  for (;;) {
    const statement = page(cursor, EXPORT_BATCH);
    const rows = await database.query<Row>(statement.text, statement.params);
    const batch = rows.slice(0, EXPORT_BATCH);
    yield* batch;
    const last = batch.at(-1);
    if (rows.length <= EXPORT_BATCH || !last) return;
    cursor = { name: last.sortName, id: last.id };
  }
}

export async function* exportContacts(
  database: Database,
  businessId: string,
  filter: ContactFilter,
): AsyncGenerator<Contact> {
  const rows = keysetRows<ContactRow & Sorted>(database, (cursor, limit) =>
    contactPageSql(businessId, filter, cursor, limit),
  );
  for await (const row of rows) yield toContact(row);
}

export async function* exportProducts(
  database: Database,
  businessId: string,
  currency: string,
  filter: ProductFilter,
): AsyncGenerator<Product> {
  const rows = keysetRows<ProductRow & Sorted>(database, (cursor, limit) =>
    productPageSql(businessId, filter, cursor, limit),
  );
  for await (const row of rows) yield toProduct(row, currency);
}
