import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { randomBooks } from './report-books';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
it('makes books', async () => {
  const started = Date.now();
  const books = await randomBooks(t, 7, 150);
  const r = await books.owner.request('GET', '/api/v1/entries/?limit=5');
  console.log('ms', Date.now() - started, r.json().meta);
  expect(books.books.length).toBe(2);
}, 120_000);
