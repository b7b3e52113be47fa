/**
 * The books' income and expense per category and month for the reports (read only), from the
 * day totals this module's trigger keeps.
 */
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import {
  type CategoryTotalRow,
  type CategoryTotalsRange,
  categoryTotals,
} from './category-totals.repository';

export type { CategoryTotalRow, CategoryTotalsRange };

export function createCategoryTotalsService(deps: { database: Database }) {
  return {
    /** The business's totals in the range, of one book when `cashbookId` is given. */
    read(
      actor: Pick<Actor, 'businessId'>,
      range: CategoryTotalsRange,
    ): Promise<CategoryTotalRow[]> {
      return categoryTotals(deps.database, actor.businessId, range);
    },
  };
}

export type CategoryTotalsService = ReturnType<typeof createCategoryTotalsService>;
