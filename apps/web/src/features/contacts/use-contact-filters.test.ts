import { expect, test } from 'vitest';
import { contactFiltersToSearchParams, parseContactFilters } from './use-contact-filters';

const read = (query: string) => parseContactFilters(new URLSearchParams(query));

test('contact filters keep what the API accepts and drop the rest', () => {
  expect(read('q=%20budi%20&kind=supplier&tag=%20Grosir%20%20Besar&archived=1')).toEqual({
    q: 'budi',
    kind: 'supplier',
    tag: 'grosir besar',
    include_archived: true,
  });
  // "both" is not a tab (customers include both), an empty search is no search.
  expect(read('kind=both&q=%20%20&archived=yes&tag=')).toEqual({});
  expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
});

test('contact filters write back in one order, so a URL reads the same every time', () => {
  const filter = read('archived=1&tag=vip&q=sari&kind=customer');
  expect(contactFiltersToSearchParams(filter).toString()).toBe(
    'kind=customer&q=sari&tag=vip&archived=1',
  );
});
