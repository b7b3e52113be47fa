import { expect, test } from 'vitest';
import { uuidv7 } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('ids made one after another sort in the order they were made, also within a millisecond', () => {
  const ids = Array.from({ length: 20_000 }, () => uuidv7());
  for (const id of ids) expect(id).toMatch(UUID_V7);
  // PostgreSQL compares uuids byte by byte, as these lower-case hex strings compare.
  const sorted = [...ids].sort();
  expect(sorted).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
});

test('the time in an id is the moment it was made', () => {
  const before = Date.now();
  const id = uuidv7();
  const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
  expect(ms).toBeGreaterThanOrEqual(before);
  expect(ms).toBeLessThanOrEqual(Date.now() + 1);
});
