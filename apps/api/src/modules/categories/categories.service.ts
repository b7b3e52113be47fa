/** Income and expense categories: create, rename, recolour, archive; delete only when unused. */
import {
  AppError,
  type Category,
  type CategoryKind,
  type createCategoryBodySchema,
  type updateCategoryBodySchema,
} from '@usaha/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, entries, transfers } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { findCategory, listCategories, toCategory } from './categories.repository';

type CreateBody = z.output<typeof createCategoryBodySchema>;
type UpdateBody = z.output<typeof updateCategoryBodySchema>;

function duplicateName(): AppError {
  const message = 'A category with this name already exists';
  return new AppError('CONFLICT', message, { errors: { name: [message] } });
}

export function createCategoryService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor: Actor, filter: { kind?: CategoryKind; include_archived: boolean }) {
      const rows = await listCategories(db, actor.businessId, {
        kind: filter.kind,
        includeArchived: filter.include_archived,
      });
      return rows.map(toCategory);
    },

    async create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<Category>> {
      try {
        return await runIdempotent(
          database,
          actor,
          key,
          { route: 'categories.create', body, status: 201 },
          async (tx) => {
            const [row] = await tx
              .insert(categories)
              .values({ businessId: actor.businessId, ...body })
              .returning();
            if (!row) throw new Error('category insert returned nothing');
            const category = toCategory(row);
            await recordActivity(tx, {
              ...activityBase(actor),
              action: 'category.create',
              entityType: 'category',
              entityId: row.id,
              after: category,
            });
            return category;
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    async update(actor: Actor, id: string, body: UpdateBody): Promise<Category> {
      try {
        return await db.transaction(async (tx) => {
          const before = await findCategory(tx, actor.businessId, id);
          if (!before) throw notFound('Category');
          const { version, archived, ...fields } = body;
          const [row] = await tx
            .update(categories)
            .set({
              ...fields,
              ...(archived === undefined ? {} : { archivedAt: archived ? new Date() : null }),
              version: sql`${categories.version} + 1`,
            })
            .where(
              and(
                eq(categories.businessId, actor.businessId),
                eq(categories.id, id),
                eq(categories.version, version),
              ),
            )
            .returning();
          if (!row) throw versionConflict();
          const category = toCategory(row);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'category.update',
            entityType: 'category',
            entityId: id,
            before: toCategory(before),
            after: category,
          });
          return category;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    /** A category in use is archived instead, so its entries keep their category. */
    async remove(actor: Actor, id: string): Promise<{ archived: boolean }> {
      return db.transaction(async (tx) => {
        const before = await findCategory(tx, actor.businessId, id);
        if (!before) throw notFound('Category');
        const archived = await isUsed(tx, actor.businessId, id);
        if (archived) {
          await tx
            .update(categories)
            .set({ archivedAt: before.archivedAt ?? new Date(), version: before.version + 1 })
            .where(and(eq(categories.businessId, actor.businessId), eq(categories.id, id)));
        } else {
          await tx
            .delete(categories)
            .where(and(eq(categories.businessId, actor.businessId), eq(categories.id, id)));
        }
        await recordActivity(tx, {
          ...activityBase(actor),
          action: archived ? 'category.archive' : 'category.delete',
          entityType: 'category',
          entityId: id,
          before: toCategory(before),
        });
        return { archived };
      });
    },
  };
}

async function isUsed(tx: Executor, businessId: string, id: string): Promise<boolean> {
  const [entry] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.businessId, businessId), eq(entries.categoryId, id)))
    .limit(1);
  if (entry) return true;
  const [transfer] = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.businessId, businessId), eq(transfers.feeCategoryId, id)))
    .limit(1);
  return transfer !== undefined;
}

export type CategoryService = ReturnType<typeof createCategoryService>;
