/** Products: what a business sells, with SKU, prices and stock (DESIGN.md §6 "Contacts, products"). */
import type { Product, productListQuerySchema, updateProductBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { nameKeyOf, nameKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import {
  deleteProduct,
  everyProductRow,
  existingNamesWithoutSku,
  existingSkus,
  findProduct,
  insertProduct,
  insertProductsInBulk,
  listProductRows,
  type ProductFields,
  searchProductRows,
  toProduct,
  updateProductAt,
} from './products.repository';
import type { ProductFilter } from './products.sql';

type ListQuery = z.output<typeof productListQuerySchema>;
type UpdateBody = z.output<typeof updateProductBodySchema>;

export type { ProductFields, ProductFilter };

/** An import's products, inside its transaction (directory-io). */
export function importProducts(
  tx: Executor,
  businessId: string,
  createdBy: string,
  rows: readonly ProductFields[],
): Promise<void> {
  return insertProductsInBulk(tx, businessId, createdBy, rows);
}

/** Which of these SKUs (lower case) the business already has, in any letter case. */
export function skusTaken(
  executor: Executor,
  businessId: string,
  lowerSkus: readonly string[],
): Promise<Set<string>> {
  return existingSkus(executor, businessId, lowerSkus);
}

/** Which of these names (lower case) the business's products without a SKU already have. */
export function unnumberedNamesTaken(
  executor: Executor,
  businessId: string,
  lowerNames: readonly string[],
): Promise<Set<string>> {
  return existingNamesWithoutSku(executor, businessId, lowerNames);
}

export type ProductPage = { data: Product[]; next_cursor: string | null; has_more: boolean };

export function createProductService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor: Actor, query: ListQuery): Promise<ProductPage> {
      const { cursor, limit, ...filter } = query;
      const key = nameKeyset.decode(cursor);
      const rows = await listProductRows(database, actor.businessId, filter, key, limit);
      return nameKeyset.page(rows, limit, (row) => toProduct(row, actor.currency), nameKeyOf);
    },

    async search(actor: Actor, q: string): Promise<Product[]> {
      const rows = await searchProductRows(database, actor.businessId, q);
      return rows.map((row) => toProduct(row, actor.currency));
    },

    /** Every product of the filter, in the list's order, for a download. */
    async *exportRows(actor: Pick<Actor, 'businessId' | 'currency'>, filter: ProductFilter) {
      for await (const row of everyProductRow(database, actor.businessId, filter)) {
        yield toProduct(row, actor.currency);
      }
    },

    async get(actor: Actor, id: string): Promise<Product> {
      const row = await findProduct(db, actor.businessId, id);
      if (!row) throw notFound('Product');
      return toProduct(row, actor.currency);
    },

    /** A SKU the business already has, in any letter case, is 409. */
    async create(actor: Actor, body: ProductFields, key: string | null): Promise<Stored<Product>> {
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'products.create', body, status: 201 },
        async (tx) => {
          const row = await insertProduct(tx, actor.businessId, actor.userId, body);
          const product = toProduct(row, actor.currency);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'product.create',
            entityType: 'product',
            entityId: product.id,
            after: product,
          });
          return product;
        },
      );
    },

    async update(actor: Actor, id: string, body: UpdateBody): Promise<Product> {
      return db.transaction(async (tx) => {
        const before = await findProduct(tx, actor.businessId, id);
        if (!before) throw notFound('Product');
        const { version, ...fields } = body;
        const row = await updateProductAt(tx, actor.businessId, id, version, fields);
        if (!row) throw versionConflict();
        const product = toProduct(row, actor.currency);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          before: toProduct(before, actor.currency),
          after: product,
        });
        return product;
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findProduct(tx, actor.businessId, id);
        if (!before) throw notFound('Product');
        await deleteProduct(tx, actor.businessId, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          before: toProduct(before, actor.currency),
        });
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
