/** Pages at phone width (375 px) in light or dark, and screenshots checked as they are taken. */
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { settle, trackRequests } from './settle';

export const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');

export type Scheme = 'light' | 'dark';

export async function phonePage(browser: Browser, scheme: Scheme): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    colorScheme: scheme,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  return context.newPage();
}

/**
 * `shoot(name)` waits for the page to settle, checks it does not scroll sideways, saves
 * `<prefix>-<name>-phone-<scheme>.png` and collects axe's violations into `violations`.
 */
export function phoneShooter(page: Page, prefix: string, scheme: Scheme) {
  const violations: string[] = [];
  trackRequests(page);
  async function shoot(name: string) {
    await settle(page);
    await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: join(SHOTS, `${prefix}-${name}-phone-${scheme}.png`),
      fullPage: true,
    });
    violations.push(...(await axeViolations(page, name)));
  }
  return { shoot, violations };
}
