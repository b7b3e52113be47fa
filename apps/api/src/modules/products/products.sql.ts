/**
 * The statements behind the product list and picker, as text with parameters (the table's alias
 * is `p`): the service runs them on the raw client, the exports reuse `productConditions`, and
 * the benchmark runs exactly these texts in a bare handler.
 */

import type { NameKey } from '../../db/keyset';
import {
  containsPattern,
  MIN_TRIGRAM_LENGTH,
  normaliseQuery,
  searchTerms,
} from '../../db/search-term';
import { SqlParts, type Statement, startsWith, tieredSql } from '../../db/sql';

export type ProductFilter = {
  /** Matches the SKU or the name. */
  q?: string | undefined;
  active?: boolean | undefined;
};

export const PICKER_SIZE = 20;
/** SKUs are searched as typed, even when they look like phone numbers. */
const AS_TYPED = { phones: false };

/** Every column of the API shape (but the currency), camelCase like Drizzle's rows. */
export const PRODUCT_COLUMNS = `p.id, p.sku, p.name, p.description, p.unit, p.price, p.cost,
  p.tax_rate as "taxRate", p.active, p.stock_quantity as "stockQuantity", p.version,
  p.created_at as "createdAt", p.updated_at as "updatedAt", lower(p.name) as "sortName"`;

export function productConditions(businessId: string, filter: ProductFilter): SqlParts {
  const parts = new SqlParts();
  parts.and(`p.business_id = ${parts.param(businessId)}`);
  if (filter.active !== undefined) parts.and(`p.active = ${parts.param(filter.active)}`);
  for (const term of searchTerms(filter.q, AS_TYPED)) {
    parts.and(`p.search_text like ${parts.param(containsPattern(term))}`);
  }
  return parts;
}

/** One page by name, by keyset on `products_business_name_idx`; one row more than `limit`. */
export function productPageSql(
  businessId: string,
  filter: ProductFilter,
  cursor: NameKey | null,
  limit: number,
): Statement {
  const parts = productConditions(businessId, filter);
  if (cursor) {
    parts.and(
      `(lower(p.name), p.id) > (${parts.param(cursor.name)}::text, ${parts.param(cursor.id)}::uuid)`,
    );
  }
  const limitParam = parts.param(limit + 1);
  return {
    text: `select ${PRODUCT_COLUMNS}
from products p
${parts.whereClause()}
order by lower(p.name), p.id
limit ${limitParam}`,
    params: parts.params,
  };
}

/**
 * The picker: the best 20 active products, in tiers. The exact SKU; SKUs that start with the
 * query (by SKU); names that start with it; then, for three characters or more, the others whose
 * SKU or name contains it (by name). Each tier is read from an index.
 */
export function productSearchSql(businessId: string, q: string): Statement {
  const parts = new SqlParts();
  parts.and(`p.business_id = ${parts.param(businessId)}`).and('p.active');
  const base = parts.where.join(' and ');
  const query = normaliseQuery(q);
  const select = (where: string, by: string) => `select ${PRODUCT_COLUMNS}
from products p
where ${base} and ${where}
order by ${by}, p.id
limit ${PICKER_SIZE}`;
  if (!query) {
    return {
      text: tieredSql([select('true', 'lower(p.name)')], PICKER_SIZE),
      params: parts.params,
    };
  }
  const exact = `lower(p.sku) = ${parts.param(query)}`;
  const skuPrefix = startsWith(parts, 'lower(p.sku)', query);
  // A product without a SKU (null) is one whose SKU does not start with the query.
  const notSkuPrefix = `not coalesce(${skuPrefix}, false)`;
  const namePrefix = startsWith(parts, 'lower(p.name)', query);
  const tiers = [
    select(exact, 'lower(p.sku)'),
    select(`${skuPrefix} and not ${exact}`, 'lower(p.sku)'),
    select(`${namePrefix} and ${notSkuPrefix}`, 'lower(p.name)'),
  ];
  if (query.length >= MIN_TRIGRAM_LENGTH) {
    const contains = searchTerms(query, AS_TYPED)
      .map((term) => `p.search_text like ${parts.param(containsPattern(term))}`)
      .join(' and ');
    tiers.push(select(`${contains} and ${notSkuPrefix} and not ${namePrefix}`, 'lower(p.name)'));
  }
  return { text: tieredSql(tiers, PICKER_SIZE), params: parts.params };
}
