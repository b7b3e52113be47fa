/** The category an entry or a transfer's fee may use, checked inside the writer's transaction. */
import { AppError, type CategoryKind } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type CategoryRow, findCategory, findSeededCategory } from './categories.repository';

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
  if (!row) throw notFound('Category');
  if (row.kind !== kind) {
    const problem =
      kind === 'income'
        ? 'Choose an income category for money in'
        : 'Choose an expense category for money out';
    throw new AppError('CATEGORY_KIND_MISMATCH', problem, {
      issues: [{ field, code: 'category_kind_mismatch' }],
    });
  }
  if (row.archivedAt) throw archived(field);
  return row;
}

function archived(field: string): AppError {
  return new AppError('CATEGORY_ARCHIVED', 'This category is archived', {
    issues: [{ field, code: 'category_archived' }],
  });
}

/** A category of this business (else 404) that is not archived, of either kind. */
export async function requireUsableCategory(
  executor: Executor,
  businessId: string,
  id: string,
  field = 'category_id',
): Promise<CategoryRow> {
  const row = await findCategory(executor, businessId, id);
  if (!row) throw notFound('Category');
  if (row.archivedAt) throw archived(field);
  return row;
}

export function categoryKindFor(direction: 'in' | 'out'): CategoryKind {
  return direction === 'in' ? 'income' : 'expense';
}

/** The business's seeded category of `seedKey` when it still has it and it is not archived. */
export async function usableSeededCategory(
  executor: Executor,
  businessId: string,
  seedKey: string,
): Promise<CategoryRow | undefined> {
  const row = await findSeededCategory(executor, businessId, seedKey);
  return row && row.archivedAt === null ? row : undefined;
}
