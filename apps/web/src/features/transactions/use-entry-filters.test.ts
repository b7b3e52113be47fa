import { expect, test } from 'vitest';
import {
  applyFilterPatch,
  countEntryFilters,
  entryFiltersToSearchParams,
  parseEntryFilters,
} from './use-entry-filters';

const BOOK = '0b6f1b0e-3c55-4c4e-9a57-5d1b7f9a2c01';
const CATEGORY = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const CONTACT = '2a9c1d7e-0b3f-4e5a-8c6d-7f8091a2b3c4';

test('filters survive the round trip through the URL', () => {
  const filters = {
    from: '2026-10-01',
    to: '2026-10-31',
    cashbook_id: BOOK,
    category_id: CATEGORY,
    contact_id: CONTACT,
    direction: 'out' as const,
    source: 'import' as const,
    q: 'sewa kios',
  };
  const params = entryFiltersToSearchParams(filters);
  expect(params.toString()).toBe(
    `from=2026-10-01&to=2026-10-31&cashbook_id=${BOOK}&category_id=${CATEGORY}&contact_id=${CONTACT}&direction=out&source=import&q=sewa+kios`,
  );
  expect(parseEntryFilters(new URLSearchParams(params.toString()))).toEqual(filters);
});

test('values the API would refuse are dropped, not sent', () => {
  const params = new URLSearchParams(
    'from=2026-02-30&to=31-10-2026&cashbook_id=42&contact_id=x&direction=sideways&source=magic&q=%20%20',
  );
  expect(parseEntryFilters(params)).toEqual({});
});

test('other parameters of the URL are kept, empty filters removed', () => {
  const base = new URLSearchParams('import=1&q=old&direction=in');
  const next = entryFiltersToSearchParams(
    applyFilterPatch(parseEntryFilters(base), { q: null, direction: 'out' }),
    base,
  );
  expect(next.toString()).toBe('direction=out&import=1');
});

test('a patch replaces, clears and counts filters', () => {
  const start = { from: '2026-01-01', q: 'gaji' };
  const next = applyFilterPatch(start, { q: '', category_id: CATEGORY.toUpperCase() });
  expect(next).toEqual({ from: '2026-01-01', category_id: CATEGORY });
  expect(countEntryFilters(next)).toBe(2);
});
