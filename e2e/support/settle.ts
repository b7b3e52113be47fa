/**
 * "The page has settled": loaded, no request in flight for a quiet window, and no loader on
 * screen. Playwright's `networkidle` never comes on a signed-in page, whose live notification
 * stream stays open as long as the page does, so the stream is left out of the count.
 */
import { expect, type Page, type Request } from '@playwright/test';

const LIVE_STREAM = '/api/v1/notifications/stream/';

type Traffic = { pending: Set<Request>; lastChange: number };
const traffic = new WeakMap<Page, Traffic>();

/** Starts counting the page's requests; the `page` fixture (support/fixtures.ts) calls it. */
export function trackRequests(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const tracked: Traffic = { pending: new Set(), lastChange: performance.now() };
  traffic.set(page, tracked);
  page.on('request', (request) => {
    if (request.url().includes(LIVE_STREAM)) return;
    tracked.pending.add(request);
    tracked.lastChange = performance.now();
  });
  const done = (request: Request) => {
    if (tracked.pending.delete(request)) tracked.lastChange = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return tracked;
}

/**
 * Waits until nothing has been requested or answered for `quietMs` (a request a page makes
 * after rendering the answer to another one starts within that window), then for the loaders
 * (`role="status"` with a label, apps/web's spinners) to be gone.
 */
export async function settle(page: Page, { quietMs = 300 } = {}) {
  const tracked = trackRequests(page);
  await page.waitForLoadState('load');
  await expect
    .poll(
      () => {
        if (tracked.pending.size > 0) {
          return `loading ${[...tracked.pending].map((request) => request.url()).join(', ')}`;
        }
        return performance.now() - tracked.lastChange >= quietMs ? 'settled' : 'just answered';
      },
      { message: `${page.url()} settles`, intervals: [50] },
    )
    .toBe('settled');
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
}
