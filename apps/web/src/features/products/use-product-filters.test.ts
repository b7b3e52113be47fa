import { expect, test } from 'vitest';
import { parseProductFilters, productFiltersToSearchParams } from './use-product-filters';

test('the products filter reads active as true or false only', () => {
  expect(parseProductFilters(new URLSearchParams('active=false&q=BRS'))).toEqual({
    q: 'BRS',
    active: false,
  });
  expect(parseProductFilters(new URLSearchParams('active=0'))).toEqual({});
  expect(productFiltersToSearchParams({ active: true }).toString()).toBe('active=true');
});
