/**
 * The contacts list's filters in the URL: `q`, `kind` (the tab), `tag`, and `archived=1`, which
 * asks the API for `include_archived`.
 */
import { normaliseTag } from '@usaha/shared';
import type { ContactFilter } from '../../api/contacts.api';
import { cleanText, useUrlFilter } from '../../lib/use-url-filter';

export function parseContactFilters(params: URLSearchParams): ContactFilter {
  const filter: ContactFilter = {};
  const q = cleanText(params.get('q'));
  if (q) filter.q = q;
  const kind = params.get('kind');
  if (kind === 'customer' || kind === 'supplier') filter.kind = kind;
  const tag = cleanText(normaliseTag(params.get('tag') ?? ''), 30);
  if (tag) filter.tag = tag;
  if (params.get('archived') === '1') filter.include_archived = true;
  return filter;
}

export function contactFiltersToSearchParams(filter: ContactFilter): URLSearchParams {
  const next = new URLSearchParams();
  if (filter.kind) next.set('kind', filter.kind);
  if (filter.q) next.set('q', filter.q);
  if (filter.tag) next.set('tag', filter.tag);
  if (filter.include_archived) next.set('archived', '1');
  return next;
}

export function useContactFilters() {
  return useUrlFilter(parseContactFilters, contactFiltersToSearchParams);
}
