/**
 * The Transaksi filters, kept in the URL's search parameters under the API's own names (STYLE.md)
 * so a filtered view can be bookmarked and shared; values the API would refuse are dropped.
 */
import {
  DIRECTIONS,
  type Direction,
  ENTRY_SOURCES,
  type EntryFilter,
  type EntrySource,
  isCalendarDate,
} from '@usaha/shared';
import { useCallback, useMemo } from 'react';
import { useSearchState } from '../../lib/use-search-state';

export const FILTER_KEYS = [
  'from',
  'to',
  'cashbook_id',
  'category_id',
  'contact_id',
  'direction',
  'source',
  'q',
] as const satisfies readonly (keyof EntryFilter)[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Q_MAX = 100;

function isDirection(value: string): value is Direction {
  return (DIRECTIONS as readonly string[]).includes(value);
}

function isSource(value: string): value is EntrySource {
  return (ENTRY_SOURCES as readonly string[]).includes(value);
}

/** The filters a URL names; anything malformed is left out rather than sent to fail. */
export function parseEntryFilters(params: URLSearchParams): EntryFilter {
  const filters: EntryFilter = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && isCalendarDate(from)) filters.from = from;
  if (to && isCalendarDate(to)) filters.to = to;
  const cashbook = params.get('cashbook_id');
  if (cashbook && UUID.test(cashbook)) filters.cashbook_id = cashbook.toLowerCase();
  const category = params.get('category_id');
  if (category && UUID.test(category)) filters.category_id = category.toLowerCase();
  const contact = params.get('contact_id');
  if (contact && UUID.test(contact)) filters.contact_id = contact.toLowerCase();
  const direction = params.get('direction');
  if (direction && isDirection(direction)) filters.direction = direction;
  const source = params.get('source');
  if (source && isSource(source)) filters.source = source;
  const q = params.get('q')?.trim().slice(0, Q_MAX);
  if (q) filters.q = q;
  return filters;
}

/**
 * The filters written into search parameters in a fixed order, keeping any other parameter of
 * `base`; empty filters are removed so the URL stays short.
 */
export function entryFiltersToSearchParams(
  filters: EntryFilter,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
  }
  base.forEach((value, key) => {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) next.append(key, value);
  });
  return next;
}

/** How many filters are set (shown on the phone's "Filter" button). */
export function countEntryFilters(filters: EntryFilter): number {
  return FILTER_KEYS.filter((key) => Boolean(filters[key])).length;
}

export type FilterPatch = { [K in keyof EntryFilter]?: EntryFilter[K] | null };

export function applyFilterPatch(filters: EntryFilter, patch: FilterPatch): EntryFilter {
  const next: Record<string, string | undefined> = { ...filters };
  for (const [key, value] of Object.entries(patch)) next[key] = value || undefined;
  return parseEntryFilters(entryFiltersToSearchParams(next as EntryFilter));
}

export function useEntryFilters() {
  const [params, update] = useSearchState();
  const filters = useMemo(() => parseEntryFilters(params), [params]);
  const setFilters = useCallback(
    (patch: FilterPatch) =>
      update((current) =>
        entryFiltersToSearchParams(applyFilterPatch(parseEntryFilters(current), patch), current),
      ),
    [update],
  );
  const clearFilters = useCallback(
    () => update((current) => entryFiltersToSearchParams({}, current)),
    [update],
  );
  return { filters, setFilters, clearFilters };
}
