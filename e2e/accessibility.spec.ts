/** axe-core over the main pages, logged out and logged in, light and dark (DESIGN.md §7). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AppShell, RegisterPage } from './pages/auth-pages';
import { APP_PAGES, PUBLIC_PAGES } from './support/main-pages';
import { newUser } from './support/users';

async function violations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`no axe violations on the main pages in ${scheme} mode`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) found.push(...(await violations(page, path)));
    const user = newUser(`axe${scheme}`);
    await new RegisterPage(page).open();
    await new RegisterPage(page).register(user);
    await new AppShell(page).expectDashboard(user);
    for (const path of APP_PAGES) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
    await context.close();
  });
}
