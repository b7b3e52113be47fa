/** A deploy while the app is open: the next navigation loads the new build (SPEC.md §4, §9). */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settle } from './support/settle';

const LATEST = '**/builds/latest.json*';

async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__stillTheOldPage = true;
  });
}

function isSamePage(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as Record<string, unknown>).__stillTheOldPage === true,
  );
}

/** Clicks a header link and waits for the page; returns whether the browser loaded it afresh. */
async function navigate(page: Page, name: string, url: RegExp): Promise<boolean> {
  await markPage(page);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return !(await isSamePage(page));
}

test('after a new build is noticed, the next navigation is a full page load, once per path', async ({
  page,
}) => {
  // The guard counts 10 seconds with Date.now: held still, so a slow machine cannot outlast it.
  await page.clock.setFixedTime(new Date());
  // The API check runs the app (the home page, the FAQ, the contact page and the blog arrive
  // rendered by the server, without it): from there the header's links navigate inside the app.
  await page.goto('/test-api');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await navigate(page, 'FAQ', /\/faq$/)).toBe(false);

  // The server now has another build; the app looks again when the tab becomes visible.
  await page.route(LATEST, (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
  const checked = page.waitForRequest(LATEST);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await checked;

  // The next link loads its page afresh: the server's contact page, which has no app to check.
  expect(await navigate(page, 'Kontak', /\/contact$/)).toBe(true);
  // The app opened again checks at start-up and, as the route keeps answering with another id,
  // still sees an update: every path reloads once, but not twice within 10 seconds.
  let startupCheck = page.waitForResponse(LATEST);
  await page.goto('/test-api');
  await startupCheck;
  expect(await navigate(page, 'FAQ', /\/faq$/)).toBe(true);
  startupCheck = page.waitForResponse(LATEST);
  await page.goto('/test-api');
  await startupCheck;
  // Within 10 seconds the FAQ is not loaded afresh again: the app shows it itself.
  expect(await navigate(page, 'FAQ', /\/faq$/)).toBe(false);
  // …while the update is still known on this page: another path does reload.
  expect(await navigate(page, 'Beranda', /\/$/)).toBe(true);
});

test('a page whose code cannot be loaded is retried with one fresh load, then the user lands on /', async ({
  page,
}) => {
  await page.goto('/test-api');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let attempts = 0;
  // The login page is the app's (the FAQ would arrive whole from the server on the reload).
  await page.route('**/assets/login-page-*.js', (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.getByRole('link', { name: 'Masuk', exact: true }).first().click();
  // One attempt in the running app, one after the guarded reload; no reload loop.
  await expect.poll(() => attempts).toBe(2);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No loop: the page comes to rest (no request for a second) without a third attempt.
  await settle(page, { quietMs: 1000 });
  expect(attempts).toBe(2);
});
