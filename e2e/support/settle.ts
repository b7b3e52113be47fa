/**
 * "The page has settled": no request in flight for half a second. Playwright's `networkidle`
 * never comes on a signed-in page, whose live notification stream stays open as long as the page
 * does, so the stream is left out of the count.
 */
import type { Page, Request } from '@playwright/test';

const LIVE_STREAM = '/api/v1/notifications/stream/';
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests; call it before the navigation that should settle. */
export function trackRequests(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!request.url().includes(LIVE_STREAM)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

export async function settle(page: Page, { quietMs = 250, timeoutMs = 20_000 } = {}) {
  const pending = trackRequests(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) {
      const urls = [...pending].map((request) => request.url());
      throw new Error(`the page did not settle: still loading ${urls.join(', ')}`);
    }
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
}
