import { afterEach, expect, test, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

afterEach(() => vi.unstubAllGlobals());

test('makes a version-4 UUID where crypto.randomUUID is missing (a page over plain http)', () => {
  // A non-secure context has getRandomValues but no randomUUID.
  vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
  const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
  expect(keys.size).toBe(100);
  for (const key of keys) {
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
});
