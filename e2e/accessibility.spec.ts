/**
 * axe-core over the main pages, logged out and logged in, light and dark; at desktop width, and
 * the app pages at phone width too, where the bottom tab bar shows (DESIGN.md §7).
 */
import { expect, type Page, test } from '@playwright/test';
import { AppShell, RegisterPage } from './pages/auth-pages';
import { axeViolations } from './support/axe';
import { APP_PAGES, PUBLIC_PAGES } from './support/main-pages';
import { newUser } from './support/users';

async function violations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return axeViolations(page, path);
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations on the main pages in ${scheme} mode on a ${device}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ colorScheme: scheme, viewport });
      const page = await context.newPage();
      const found: string[] = [];
      if (device === 'desktop') {
        for (const path of PUBLIC_PAGES) found.push(...(await violations(page, path)));
      }
      const user = newUser(`axe${scheme}${device}`);
      await new RegisterPage(page).open();
      await new RegisterPage(page).register(user);
      await new AppShell(page).expectDashboard(user);
      for (const path of APP_PAGES) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
      await context.close();
    });
  }
}
