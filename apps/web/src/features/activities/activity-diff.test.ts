import { expect, test } from 'vitest';
import { diffFields, formatValue, WHOLE_VALUE } from './activity-diff';

test('an update lists every field and marks the ones that changed, nested values compared deeply', () => {
  const before = { name: 'Toko Sinar', phone: '0812', tags: ['grosir'], address: { city: 'Solo' } };
  const after = {
    name: 'Toko Sinar Jaya',
    phone: '0812',
    tags: ['grosir'],
    address: { city: 'Klaten' },
  };
  expect(diffFields(before, after)).toEqual([
    { field: 'name', before: 'Toko Sinar', after: 'Toko Sinar Jaya', changed: true },
    { field: 'phone', before: '0812', after: '0812', changed: false },
    { field: 'tags', before: ['grosir'], after: ['grosir'], changed: false },
    { field: 'address', before: { city: 'Solo' }, after: { city: 'Klaten' }, changed: true },
  ]);
});

test('a create has only "after", a delete only "before"; a field that appears or goes is a change', () => {
  expect(diffFields(null, { amount: 50000 })).toEqual([
    { field: 'amount', before: undefined, after: 50000, changed: true },
  ]);
  expect(diffFields({ title: 'Belanja' }, null)).toEqual([
    { field: 'title', before: 'Belanja', after: undefined, changed: true },
  ]);
  expect(diffFields({ a: 1 }, { b: null })).toEqual([
    { field: 'b', before: undefined, after: null, changed: false },
    { field: 'a', before: 1, after: undefined, changed: true },
  ]);
});

test('values that are not records are compared whole', () => {
  expect(diffFields([1, 2], [1, 2, 3])).toEqual([
    { field: WHOLE_VALUE, before: [1, 2], after: [1, 2, 3], changed: true },
  ]);
});

test('values read as text; objects as indented JSON; nothing as null', () => {
  expect(formatValue('Kas Toko')).toEqual({ text: 'Kas Toko', block: false });
  expect(formatValue(1500000)).toEqual({ text: '1500000', block: false });
  expect(formatValue(false)).toEqual({ text: 'false', block: false });
  expect(formatValue({ a: [1] })).toEqual({ text: '{\n  "a": [\n    1\n  ]\n}', block: true });
  expect(formatValue(null)).toBeNull();
  expect(formatValue(undefined)).toBeNull();
});
