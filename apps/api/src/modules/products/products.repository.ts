/**
 * The one writer of the products table (with products.sql.ts, the list's raw
 * statements); rows in their API shape.
 */
import { AppError, type createProductBodySchema, type Product } from '@usaha/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { everyRow, type NameKey, nameKeyOf } from '../../db/keyset';
import { isoTimestamp, type Timestamp, toMinorUnits, toQuantity } from '../../db/row-values';
import { products } from '../../db/schema/index';
import { type ProductFilter, productPageSql, productSearchSql } from './products.sql';

type ProductTable = typeof products.$inferSelect;
export type ProductFields = z.output<typeof createProductBodySchema>;

/**
 * A product as Drizzle returns it or as the raw statements of products.sql.ts select it
 * (`PRODUCT_COLUMNS`; there `price` and `cost` may be int8 strings, `stockQuantity` a numeric
 * string).
 */
export type ProductRow = Pick<
  ProductTable,
  'id' | 'sku' | 'name' | 'description' | 'unit' | 'taxRate' | 'active' | 'version'
> & {
  price: number | string;
  cost: number | string | null;
  stockQuantity: number | string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** `currency` is the business currency: prices are in its minor units. */
export function toProduct(row: ProductRow, currency: string): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    unit: row.unit,
    price: toMinorUnits(row.price),
    cost: row.cost === null ? null : toMinorUnits(row.cost),
    currency,
    tax_rate: row.taxRate,
    active: row.active,
    stock_quantity: toQuantity(row.stockQuantity),
    version: row.version,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** API field names to columns; only the fields given. */
export function productColumns<F extends Partial<ProductFields>>(fields: F) {
  const { tax_rate, stock_quantity, ...rest } = fields;
  return {
    ...rest,
    ...(tax_rate === undefined ? {} : { taxRate: tax_rate }),
    ...(stock_quantity === undefined ? {} : { stockQuantity: stock_quantity }),
  };
}

/** 409 for a SKU the business already has, in any letter case. */
export function duplicateSku(sku: string): AppError {
  const message = `A product with SKU ${sku} already exists`;
  return new AppError('CONFLICT', message, {
    issues: [{ field: 'sku', code: 'sku_taken', params: { sku } }],
  });
}

/** Runs a write that may hit the per-business SKU key, turning that into `duplicateSku`. */
export async function guardSku<T>(
  sku: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku && isUniqueViolation(error, 'products_business_sku_key')) {
      throw duplicateSku(sku);
    }
    throw error;
  }
}

export async function findProduct(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<ProductTable | undefined> {
  const [row] = await executor
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id)));
  return row;
}

/** Which of `ids` are this business's products, key-share locked (not deleted) until commit. */
export async function lockProductIds(
  executor: Executor,
  businessId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, [...ids])))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

export async function insertProduct(
  executor: Executor,
  businessId: string,
  createdBy: string | null,
  fields: ProductFields,
): Promise<ProductTable> {
  const [row] = await guardSku(fields.sku, () =>
    executor
      .insert(products)
      .values({ businessId, createdBy, ...productColumns(fields) })
      .returning(),
  );
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Changes a product if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateProductAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  fields: Partial<ProductFields>,
): Promise<ProductTable | undefined> {
  const [row] = await guardSku(fields.sku, () =>
    executor
      .update(products)
      .set({ ...productColumns(fields), version: sql`${products.version} + 1` })
      .where(
        and(
          eq(products.businessId, businessId),
          eq(products.id, id),
          eq(products.version, version),
        ),
      )
      .returning(),
  );
  return row;
}

export async function deleteProduct(executor: Executor, businessId: string, id: string) {
  await executor
    .delete(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id)));
}

/** A product as the list's statements select it, with its sort key. */
export type ListedProductRow = ProductRow & { sortName: string };
type Raw = Pick<Database, 'query'>;

export function listProductRows(
  database: Raw,
  businessId: string,
  filter: ProductFilter,
  cursor: NameKey | null,
  limit: number,
): Promise<ListedProductRow[]> {
  const statement = productPageSql(businessId, filter, cursor, limit);
  return database.query<ListedProductRow>(statement.text, statement.params);
}

export function searchProductRows(
  database: Raw,
  businessId: string,
  q: string,
): Promise<ListedProductRow[]> {
  const statement = productSearchSql(businessId, q);
  return database.query<ListedProductRow>(statement.text, statement.params);
}

/** Every product of the filter, in the list's order, for a download. */
export function everyProductRow(database: Raw, businessId: string, filter: ProductFilter) {
  return everyRow<ListedProductRow, NameKey>(
    database,
    (cursor, limit) => productPageSql(businessId, filter, cursor, limit),
    nameKeyOf,
  );
}

const BULK_COLUMNS: readonly BulkColumn[] = [
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

/** Thousands of products of an import; a SKU another request saved meanwhile is a 409. */
export async function insertProductsInBulk(
  tx: Executor,
  businessId: string,
  createdBy: string,
  rows: readonly ProductFields[],
): Promise<void> {
  try {
    await bulkInsert(tx, 'products', BULK_COLUMNS, { businessId, createdBy }, rows);
  } catch (error) {
    if (!isUniqueViolation(error, 'products_business_sku_key')) throw error;
    throw new AppError(
      'CONFLICT',
      'A SKU in this file was saved by someone else meanwhile. Preview the file again.',
    );
  }
}

/** The values (lower case) of `column` among `lowerValues` that the business's products have. */
async function existingLower(
  executor: Executor,
  businessId: string,
  column: typeof products.sku | typeof products.name,
  lowerValues: readonly string[],
  only = sql`true`,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < lowerValues.length; start += 5000) {
    const part = lowerValues.slice(start, start + 5000);
    const rows = await executor
      .select({ value: sql<string>`lower(${column})` })
      .from(products)
      .where(and(eq(products.businessId, businessId), inArray(sql`lower(${column})`, part), only));
    for (const row of rows) found.add(row.value);
  }
  return found;
}

/** The given SKUs (lower case) that the business already has, in any letter case. */
export function existingSkus(executor: Executor, businessId: string, lowerSkus: readonly string[]) {
  return existingLower(executor, businessId, products.sku, lowerSkus);
}

/** The given names (lower case) that the business's products without a SKU already have. */
export function existingNamesWithoutSku(
  executor: Executor,
  businessId: string,
  lowerNames: readonly string[],
) {
  return existingLower(executor, businessId, products.name, lowerNames, isNull(products.sku));
}
