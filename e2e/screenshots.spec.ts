/** Screenshots of the main pages at phone and desktop width, light and dark, for people to look at. */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AppShell, RegisterPage } from './pages/auth-pages';
import { APP_PAGES, DIAGNOSTIC_PAGES, PUBLIC_PAGES } from './support/main-pages';
import { newUser } from './support/users';

const OUT = join(import.meta.dirname, '../test-results/screenshots');
const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, path: string, label: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  const file = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${label}.png`;
  await page.screenshot({ path: join(OUT, file), fullPage: true });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`main pages at ${size.name} width in ${scheme} mode`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({
        viewport: size,
        colorScheme: scheme,
        locale: 'id-ID',
      });
      const page = await context.newPage();
      // No script error, CSP violation or failed request may show in the console on any page.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const path of [...PUBLIC_PAGES, ...DIAGNOSTIC_PAGES])
        await shoot(page, path, `${size.name}-${scheme}`);
      const user = newUser(`foto${scheme}${size.name}`);
      await new RegisterPage(page).open();
      await new RegisterPage(page).register(user);
      await new AppShell(page).expectDashboard(user);
      for (const path of APP_PAGES) await shoot(page, path, `${size.name}-${scheme}`);
      // Nothing may overflow sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}
