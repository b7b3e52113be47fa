/** The one writer of the category_rules table; every statement is scoped to one business. */
import type { CategoryKind, CategoryRule, RuleDirection } from '@usaha/shared';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, categoryRules } from '../../db/schema/index';

export type CategoryRuleRow = typeof categoryRules.$inferSelect;
type NewCategoryRule = typeof categoryRules.$inferInsert;

export function toCategoryRule(row: CategoryRuleRow): CategoryRule {
  return {
    id: row.id,
    contains: row.contains,
    direction: row.direction as RuleDirection,
    category_id: row.categoryId,
    position: row.position,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const inOrder = [asc(categoryRules.position), asc(categoryRules.id)];

export function listRules(executor: Executor, businessId: string): Promise<CategoryRuleRow[]> {
  return executor
    .select()
    .from(categoryRules)
    .where(eq(categoryRules.businessId, businessId))
    .orderBy(...inOrder);
}

export type UsableRule = {
  id: string;
  contains: string;
  direction: RuleDirection;
  categoryId: string;
  kind: CategoryKind;
};

/** The rules whose category can still be used (not archived), in order, with its kind. */
export async function usableRules(executor: Executor, businessId: string): Promise<UsableRule[]> {
  const rows = await executor
    .select({
      id: categoryRules.id,
      contains: categoryRules.contains,
      direction: categoryRules.direction,
      categoryId: categoryRules.categoryId,
      kind: categories.kind,
    })
    .from(categoryRules)
    .innerJoin(
      categories,
      and(
        eq(categories.businessId, categoryRules.businessId),
        eq(categories.id, categoryRules.categoryId),
      ),
    )
    .where(and(eq(categoryRules.businessId, businessId), isNull(categories.archivedAt)))
    .orderBy(...inOrder);
  return rows.map((row) => ({
    ...row,
    direction: row.direction as RuleDirection,
    kind: row.kind as CategoryKind,
  }));
}

export async function findRule(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<CategoryRuleRow | undefined> {
  const [row] = await executor
    .select()
    .from(categoryRules)
    .where(and(eq(categoryRules.businessId, businessId), eq(categoryRules.id, id)));
  return row;
}

export async function countRules(executor: Executor, businessId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(categoryRules)
    .where(eq(categoryRules.businessId, businessId));
  return Number(row?.n ?? 0);
}

/**
 * Holds the business's rules for a write that moves them, until the transaction ends: two
 * writers never number the same places, nor pass the limit together. An advisory lock, as the
 * first rule of a business has no row to lock yet.
 */
export async function lockRules(executor: Executor, businessId: string): Promise<void> {
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`category_rules:${businessId}`}, 0))`,
  );
}

export async function insertRule(executor: Executor, values: NewCategoryRule) {
  const [row] = await executor.insert(categoryRules).values(values).returning();
  if (!row) throw new Error('category rule insert returned nothing');
  return row;
}

/** Changes a rule if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateRuleAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<NewCategoryRule>,
): Promise<CategoryRuleRow | undefined> {
  const [row] = await executor
    .update(categoryRules)
    .set({ ...changes, version: sql`${categoryRules.version} + 1` })
    .where(
      and(
        eq(categoryRules.businessId, businessId),
        eq(categoryRules.id, id),
        eq(categoryRules.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteRule(executor: Executor, businessId: string, id: string) {
  await executor
    .delete(categoryRules)
    .where(and(eq(categoryRules.businessId, businessId), eq(categoryRules.id, id)));
}

/**
 * Numbers the rules 1…n in the order of `ids` (every rule of the business), in one statement;
 * a rule already in its place keeps its row (and version) untouched.
 */
export async function renumberRules(executor: Executor, businessId: string, ids: string[]) {
  if (ids.length === 0) return;
  // An array literal as one text parameter: both drivers pass it the same way (ids are UUIDs).
  const list = `{${ids.join(',')}}`;
  await executor.execute(sql`
    update category_rules as r set position = o.n
    from unnest(${list}::uuid[]) with ordinality as o(id, n)
    where r.business_id = ${businessId} and r.id = o.id and r.position <> o.n`);
}
