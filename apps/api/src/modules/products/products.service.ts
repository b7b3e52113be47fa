/** Products: what a business sells, with SKU, prices and stock (DESIGN.md §6 "Contacts, products"). */
import type { Product, productListQuerySchema, updateProductBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { nameKeyOf, nameKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  type ProductFields,
  type ProductRow,
  toProduct,
  updateProductAt,
} from './products.repository';
import { productPageSql, productSearchSql } from './products.sql';

type ListQuery = z.output<typeof productListQuerySchema>;
type UpdateBody = z.output<typeof updateProductBodySchema>;
type ListedRow = ProductRow & { sortName: string };

export type ProductPage = { data: Product[]; next_cursor: string | null; has_more: boolean };

export function createProductService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor: Actor, query: ListQuery): Promise<ProductPage> {
      const { cursor, limit, ...filter } = query;
      const page = productPageSql(actor.businessId, filter, nameKeyset.decode(cursor), limit);
      const rows = await database.query<ListedRow>(page.text, page.params);
      return nameKeyset.page(rows, limit, (row) => toProduct(row, actor.currency), nameKeyOf);
    },

    async search(actor: Actor, q: string): Promise<Product[]> {
      const statement = productSearchSql(actor.businessId, q);
      const rows = await database.query<ListedRow>(statement.text, statement.params);
      return rows.map((row) => toProduct(row, actor.currency));
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
