/** The one writer of the categories table; every statement is scoped to one business. */
import type { Category, CategoryKind } from '@usaha/shared';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;
type NewCategory = typeof categories.$inferInsert;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    seed_key: row.seedKey,
    kind: row.kind as CategoryKind,
    color: row.color,
    icon: row.icon,
    archived: row.archivedAt !== null,
    version: row.version,
  };
}

export async function listCategories(
  executor: Executor,
  businessId: string,
  filter: { kind?: CategoryKind; includeArchived: boolean },
): Promise<CategoryRow[]> {
  const conditions: SQL[] = [eq(categories.businessId, businessId)];
  if (filter.kind) conditions.push(eq(categories.kind, filter.kind));
  if (!filter.includeArchived) conditions.push(isNull(categories.archivedAt));
  return executor
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.kind), asc(categories.name));
}

export async function findCategory(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<CategoryRow | undefined> {
  const [row] = await executor
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id)));
  return row;
}

/** The business's category seeded with `seedKey`, if it still carries the key. */
export async function findSeededCategory(
  executor: Executor,
  businessId: string,
  seedKey: string,
): Promise<CategoryRow | undefined> {
  const [row] = await executor
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.seedKey, seedKey)));
  return row;
}

/** The business's seeded categories of a kind that still carry their key. */
export async function listSeededCategories(
  executor: Executor,
  businessId: string,
  kind: CategoryKind,
): Promise<CategoryRow[]> {
  return executor
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.businessId, businessId),
        eq(categories.kind, kind),
        isNotNull(categories.seedKey),
      ),
    );
}

export async function insertCategory(executor: Executor, values: NewCategory) {
  const [row] = await executor.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function insertCategories(executor: Executor, values: NewCategory[]) {
  await executor.insert(categories).values(values);
}

/** Changes a category if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateCategoryAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewCategory>,
): Promise<CategoryRow | undefined> {
  const [row] = await executor
    .update(categories)
    .set({ ...changes, version: sql`${categories.version} + 1` })
    .where(
      and(
        eq(categories.businessId, businessId),
        eq(categories.id, id),
        eq(categories.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteCategory(executor: Executor, businessId: string, id: string) {
  await executor
    .delete(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id)));
}

/** Archives a category in use (its entries keep it); the version moves on like any change. */
export async function archiveCategory(executor: Executor, businessId: string, before: CategoryRow) {
  await executor
    .update(categories)
    .set({ archivedAt: before.archivedAt ?? new Date(), version: before.version + 1 })
    .where(and(eq(categories.businessId, businessId), eq(categories.id, before.id)));
}
