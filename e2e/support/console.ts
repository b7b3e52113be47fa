/** Script errors and console errors of a page, but for those a test provokes on purpose. */
import type { Page } from '@playwright/test';

export function watchConsole(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(text))) {
      problems.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}
