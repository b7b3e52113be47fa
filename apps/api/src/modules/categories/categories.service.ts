/** Income and expense categories: create, rename, recolour, archive; delete only when unused. */
import {
  AppError,
  type Category,
  type CategoryKind,
  type createCategoryBodySchema,
  isSeededName,
  type updateCategoryBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-unless-referenced';
import { isUniqueViolation } from '../../db/errors';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import {
  archiveCategory,
  type CategoryRow,
  deleteCategory,
  findCategory,
  insertCategories,
  insertCategory,
  listCategories,
  listSeededCategories,
  toCategory,
  updateCategoryAt,
} from './categories.repository';
import { defaultCategories } from './default-categories';

type CreateBody = z.output<typeof createCategoryBodySchema>;
type UpdateBody = z.output<typeof updateCategoryBodySchema>;

function duplicateName(): AppError {
  const message = 'A category with this name already exists';
  return new AppError('CONFLICT', message, { issues: [{ field: 'name', code: 'name_taken' }] });
}

/** A new business's categories, in its owner's language, inside the transaction that makes it. */
export function seedDefaultCategories(
  tx: Executor,
  businessId: string,
  language: 'id' | 'en',
): Promise<void> {
  return insertCategories(tx, defaultCategories(businessId, language));
}

/**
 * A name a seeded category is shown as in either language is taken, also when stored in the
 * other language: an English reader would otherwise see two "Sales".
 */
async function assertNameFree(
  tx: Executor,
  businessId: string,
  kind: CategoryKind,
  name: string,
  self: string | null,
): Promise<void> {
  const seeded = await listSeededCategories(tx, businessId, kind);
  if (seeded.some((row) => row.id !== self && isSeededName(row.seedKey, name))) {
    throw duplicateName();
  }
}

/**
 * A new name clears a seeded category's key (it is the owner's word from then on); the name it
 * is shown as, in either language, is no rename.
 */
function renamed(before: CategoryRow, name: string | undefined) {
  if (name === undefined) return {};
  if (isSeededName(before.seedKey, name)) return {};
  return { name, seedKey: null };
}

export function createCategoryService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(
      actor: Pick<Actor, 'businessId'>,
      filter: { kind?: CategoryKind; include_archived: boolean },
    ) {
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
            await assertNameFree(tx, actor.businessId, body.kind, body.name, null);
            const row = await insertCategory(tx, { businessId: actor.businessId, ...body });
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
          const { version, archived, name, ...fields } = body;
          const naming = renamed(before, name);
          if (naming.name !== undefined) {
            await assertNameFree(
              tx,
              actor.businessId,
              before.kind as CategoryKind,
              naming.name,
              id,
            );
          }
          const row = await updateCategoryAt(tx, actor.businessId, id, version, {
            ...fields,
            ...naming,
            ...(archived === undefined ? {} : { archivedAt: archived ? new Date() : null }),
          });
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
        // Entries and transfer fees refer to it by foreign key (its rules go with it).
        const archived = !(await deleteUnlessReferenced(tx, (savepoint) =>
          deleteCategory(savepoint, actor.businessId, id),
        ));
        if (archived) await archiveCategory(tx, actor.businessId, before);
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

export type CategoryService = ReturnType<typeof createCategoryService>;
