/**
 * The expensive pass over what a page shows, taken once per page, state and variant: a screenshot
 * for people to look at, axe-core (WCAG 2.1 A/AA, DESIGN.md §7) and, on a phone, no sideways
 * scrolling. Problems are collected, so one test reports every page that has one.
 */
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES } from './axe';
import { settle } from './settle';

export const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
export type Scheme = 'light' | 'dark';
export type Variant = { viewport: typeof PHONE; scheme: Scheme };

export const PHONE_LIGHT: Variant = { viewport: PHONE, scheme: 'light' };
export const PHONE_DARK: Variant = { viewport: PHONE, scheme: 'dark' };
export const DESKTOP_LIGHT: Variant = { viewport: DESKTOP, scheme: 'light' };
export const DESKTOP_DARK: Variant = { viewport: DESKTOP, scheme: 'dark' };

/** Phone and desktop width, each in light and dark mode. */
export const VARIANTS: readonly [Variant, ...Variant[]] = [
  PHONE_LIGHT,
  PHONE_DARK,
  DESKTOP_DARK,
  DESKTOP_LIGHT,
];

export const isPhone = (variant: Variant) => variant.viewport.width < 600;

/** `variants` starting from the `turn`th: pages opened in turn load first in each of them. */
export function inTurn<T>(variants: readonly [T, ...T[]], turn: number): [T, ...T[]] {
  const start = turn % variants.length;
  return [...variants.slice(start), ...variants.slice(0, start)] as [T, ...T[]];
}

/**
 * Turns the open page into `variant` as a person does, by turning the phone or switching the
 * device to dark mode: the page follows without loading again. Waits until it has: the scheme
 * is applied and the browser has drawn twice since the change. A page that follows only when
 * loaded again is a defect this finds.
 */
export async function showAs(
  page: Page,
  { viewport, scheme }: Variant,
  /** false: set before the next page loads, with nothing to wait for. */
  { loaded = true } = {},
) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  if (!loaded) return;
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

type Look = {
  /** Run axe (the slow part: more than half of a visit). */
  axe?: boolean;
  /** Check only this part (a dialog or menu over a page checked on its own elsewhere). */
  within?: string;
  /** The whole scrolling page; a dialog is shot as the window shows it. */
  fullPage?: boolean;
};

export class Inspector {
  readonly problems: string[] = [];
  /**
   * The states (name, width and part) axe has checked whole. The same state in the other scheme
   * is the same document at the same width, so only the rules of colour can find anything new
   * there: they alone run (half of axe's time, and most of a look's).
   */
  private readonly checkedWhole = new Set<string>();

  /** Screenshots are named `<prefix>-<name>-<phone|desktop>-<scheme>.png`. */
  constructor(
    private readonly page: Page,
    private readonly prefix = '',
  ) {}

  /** Looks at the open page in each variant in turn, turning it into each (showAs). */
  async lookAs(name: string, variants: readonly Variant[], options: Look = {}) {
    for (const variant of variants) {
      await showAs(this.page, variant);
      await this.look(name, options);
    }
  }

  async look(name: string, { axe = true, within, fullPage = true }: Look = {}) {
    const { page } = this;
    await settle(page);
    const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 600;
    const scheme = await page.evaluate(() =>
      window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    );
    const label = [this.prefix, name].filter(Boolean).join('-');
    // Finite animations (a dialog sliding in) are fast-forwarded to their end, so the picture
    // and axe's contrast check see the dialog as it stays, however slow the machine.
    await page.screenshot({
      path: join(SHOTS, `${label}-${phone ? 'phone' : 'desktop'}-${scheme}.png`),
      fullPage,
      animations: 'disabled',
    });
    if (phone) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) this.problems.push(`${label}: ${overflow}px wider than the phone`);
    }
    if (!axe) return;
    const state = `${label} ${phone ? 'phone' : 'desktop'} ${within ?? ''}`;
    const only = this.checkedWhole.has(state) ? COLOUR_RULES : undefined;
    this.checkedWhole.add(state);
    this.problems.push(...(await axeViolations(page, label, within, only)));
  }
}
