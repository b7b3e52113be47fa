/** The only place that touches the categories table. */
import { AppError, type Category, type CategoryKind } from '@usaha/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
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

/**
 * The category an entry may use: of this business (else 404), of the entry's kind, not archived.
 * Income categories go with money in, expense categories with money out.
 */
export async function requireCategoryFor(
  executor: Executor,
  businessId: string,
  id: string,
  kind: CategoryKind,
  field = 'category_id',
): Promise<CategoryRow> {
  const row = await findCategory(executor, businessId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  const problem =
    row.kind !== kind
      ? kind === 'income'
        ? 'Choose an income category for money in'
        : 'Choose an expense category for money out'
      : row.archivedAt
        ? 'This category is archived'
        : null;
  if (problem) throw new AppError('BUSINESS_RULE', problem, { errors: { [field]: [problem] } });
  return row;
}

export function categoryKindFor(direction: 'in' | 'out'): CategoryKind {
  return direction === 'in' ? 'income' : 'expense';
}
