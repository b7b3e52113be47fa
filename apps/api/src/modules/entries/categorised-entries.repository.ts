/**
 * The entries a bank-statement row is compared with to suggest its category (issue 13): the
 * business's newest categorised entries, transfers left out, whose category is still in use.
 * Reads only; entries_categorised_date_idx serves them newest first.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, entries } from '../../db/schema/index';

export type CategorisedEntry = {
  id: string;
  direction: 'in' | 'out';
  categoryId: string;
  description: string;
  date: string;
};

export async function newestCategorisedEntries(
  executor: Executor,
  businessId: string,
  limit: number,
): Promise<CategorisedEntry[]> {
  const rows = await executor
    .select({
      id: entries.id,
      direction: entries.direction,
      categoryId: entries.categoryId,
      description: entries.description,
      date: entries.date,
    })
    .from(entries)
    .innerJoin(
      categories,
      and(eq(categories.businessId, entries.businessId), eq(categories.id, entries.categoryId)),
    )
    .where(
      and(
        eq(entries.businessId, businessId),
        isNotNull(entries.categoryId),
        isNull(entries.transferId),
        isNull(categories.archivedAt),
      ),
    )
    .orderBy(desc(entries.date), desc(entries.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.categoryId
      ? [{ ...row, categoryId: row.categoryId, direction: row.direction as 'in' | 'out' }]
      : [],
  );
}
