/**
 * The portal's page with a customer's link (`/portal?token=…`, `?statement=…`) is the app's shell:
 * it tells crawlers to leave it, in the header and in the page, and sends no referrer, as the
 * portal's API does; the portal without a link stays a page to find.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';

const SHELL =
  '<!doctype html><html><head><title>Usaha</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'usaha-portal-web-'));
  mkdirSync(join(web, 'builds'));
  writeFileSync(join(web, 'index.html'), SHELL);
  t = await createTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('GET /portal with a link', () => {
  it.each([
    ['token', 'a'.repeat(43)],
    ['statement', 'b'.repeat(43)],
  ])('with ?%s= is not indexed and sends no referrer', async (name, value) => {
    const page = await new TestClient(t.app).request('GET', `/portal?${name}=${value}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('leaves the other app pages as they are', async () => {
    const page = await new TestClient(t.app).request('GET', '/apps/cashbook');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body).toBe(SHELL);
  });
});
