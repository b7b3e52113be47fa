/** The products list's filters in the URL: `q` (SKU or name) and `active=true|false`. */
import type { ProductFilter } from '../../api/products.api';
import { cleanText, useUrlFilter } from '../../lib/use-url-filter';

export function parseProductFilters(params: URLSearchParams): ProductFilter {
  const filter: ProductFilter = {};
  const q = cleanText(params.get('q'));
  if (q) filter.q = q;
  const active = params.get('active');
  if (active === 'true' || active === 'false') filter.active = active === 'true';
  return filter;
}

export function productFiltersToSearchParams(filter: ProductFilter): URLSearchParams {
  const next = new URLSearchParams();
  if (filter.q) next.set('q', filter.q);
  if (filter.active !== undefined) next.set('active', String(filter.active));
  return next;
}

export function useProductFilters() {
  return useUrlFilter(parseProductFilters, productFiltersToSearchParams);
}
