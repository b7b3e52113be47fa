/**
 * One pass over the main pages per colour scheme and width: each page is screenshot for people
 * to look at, checked by axe-core (WCAG 2.1 A/AA, DESIGN.md §7), and, on a phone, checked for
 * sideways overflow; no script error, CSP violation or failed request may reach the console.
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AppShell, RegisterPage } from './pages/auth-pages';
import { axeViolations } from './support/axe';
import { APP_PAGES, DESKTOP_AXE_PAGES, DIAGNOSTIC_PAGES, PUBLIC_PAGES } from './support/main-pages';
import { settle, trackRequests } from './support/settle';
import { newUser } from './support/users';

const OUT = join(import.meta.dirname, '../test-results/screenshots');
const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Check = { page: Page; label: string; phone: boolean; found: string[] };

async function visit(check: Check, path: string, { axe }: { axe: boolean }) {
  const { page } = check;
  await page.goto(path);
  await settle(page);
  await expect(page.locator('#root')).not.toBeEmpty();
  const file = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${check.label}.png`;
  await page.screenshot({ path: join(OUT, file), fullPage: true });
  if (axe) check.found.push(...(await axeViolations(page, path)));
  if (check.phone) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 0) check.found.push(`${path}: ${overflow}px wider than the phone`);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`main pages at ${size.name} width in ${scheme} mode: screenshots, axe, no overflow`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: size, colorScheme: scheme });
      const page = await context.newPage();
      trackRequests(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      const check: Check = {
        page,
        label: `${size.name}-${scheme}`,
        phone: size.name === 'phone',
        found: [],
      };
      for (const path of PUBLIC_PAGES) await visit(check, path, { axe: true });
      for (const path of DIAGNOSTIC_PAGES) await visit(check, path, { axe: false });
      const user = newUser(`main${scheme}${size.name}`);
      await new RegisterPage(page).open();
      await new RegisterPage(page).register(user);
      await new AppShell(page).expectDashboard(user);
      for (const path of APP_PAGES) {
        await visit(check, path, { axe: check.phone || DESKTOP_AXE_PAGES.includes(path) });
      }
      expect(check.found).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}
