/**
 * The categories a commit gives its rows (`line_categories`): each names a row of the statement,
 * and each category is this business's (else 404), in use, and of the kind the row's direction
 * takes (422) — checked once per category and direction, not once per row.
 */
import { AppError, type StatementRow } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { categoryKindFor, requireCategoryFor } from '../categories/categories.guards';

type LineCategory = { line: number; category_id: string };

/** Line → [category, index in the list]; refuses a line that is no row of the statement. */
export function lineCategoriesOf(
  given: readonly LineCategory[],
  rows: readonly StatementRow[],
): Map<number, { categoryId: string; index: number }> {
  const lines = new Set(rows.map((row) => row.line));
  const wrong = given.flatMap((item, index) => (lines.has(item.line) ? [] : [index]));
  if (wrong.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some lines are not transactions of this statement.', {
      issues: wrong.slice(0, 20).map((index) => ({
        field: `line_categories.${index}.line`,
        code: 'not_a_statement_row' as const,
      })),
    });
  }
  return new Map(given.map((item, index) => [item.line, { categoryId: item.category_id, index }]));
}

/** The category of each row to import (by line), checked inside the commit's transaction. */
export async function requireLineCategories(
  tx: Executor,
  businessId: string,
  rows: readonly StatementRow[],
  chosen: Map<number, { categoryId: string; index: number }>,
): Promise<Map<number, string>> {
  const checked = new Set<string>();
  const result = new Map<number, string>();
  for (const row of rows) {
    const choice = chosen.get(row.line);
    if (!choice) continue;
    const key = `${choice.categoryId}|${row.direction}`;
    if (!checked.has(key)) {
      const field = `line_categories.${choice.index}.category_id`;
      await requireCategoryFor(
        tx,
        businessId,
        choice.categoryId,
        categoryKindFor(row.direction),
        field,
      );
      checked.add(key);
    }
    result.set(row.line, choice.categoryId);
  }
  return result;
}
