/**
 * Every page as a visitor or a new user sees it, per width and colour scheme: screenshot for
 * people to look at, axe-core (WCAG 2.1 A/AA, DESIGN.md §7) at phone width and on the desktop
 * shell, no sideways overflow on a phone; no script error, CSP violation or failed request may
 * reach the console. One test per group of pages, each with its own user.
 */
import type { Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { DESKTOP, Inspector, PHONE } from './support/inspect';
import { APP_PAGES, DESKTOP_AXE_PAGES, DIAGNOSTIC_PAGES, PUBLIC_PAGES } from './support/main-pages';

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

function fileName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
}

async function visit(inspector: Inspector, page: Page, path: string, axe: boolean) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await inspector.look(fileName(path), { axe });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test.describe(`main pages at ${size.name} width in ${scheme} mode`, () => {
      test.use({ viewport: size.viewport, colorScheme: scheme });
      // Each group is several pages with a full-page screenshot and an axe pass each: three
      // times the usual limit, so a machine twice as slow under a full CI run still fits.
      test.slow();
      const phone = size.name === 'phone';

      test('public and diagnostic pages', async ({ page }) => {
        const problems = watchConsole(page);
        const inspector = new Inspector(page);
        for (const path of PUBLIC_PAGES) await visit(inspector, page, path, true);
        for (const path of DIAGNOSTIC_PAGES) await visit(inspector, page, path, false);
        expect(inspector.problems).toEqual([]);
        expect(problems).toEqual([]);
      });

      for (const [group, paths] of Object.entries(APP_PAGES)) {
        test(`${group} of a new user`, async ({ page, account }) => {
          const problems = watchConsole(page);
          const inspector = new Inspector(page);
          await page.goto('/dashboard');
          await expect(page.getByText(`Selamat datang, ${account.user.fullName}`)).toBeVisible();
          for (const path of paths) {
            await visit(inspector, page, path, phone || DESKTOP_AXE_PAGES.includes(path));
          }
          expect(inspector.problems).toEqual([]);
          expect(problems).toEqual([]);
        });
      }
    });
  }
}
