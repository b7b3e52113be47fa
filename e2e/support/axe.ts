/** axe-core's WCAG 2.1 A/AA findings on what a page shows now (DESIGN.md §7), one line each. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules whose outcome depends on the colours drawn, not on the document: all that can change
 * when the same page turns from light to dark mode.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * `within`: a selector that limits the check (a dialog over a page that has had its own);
 * `only`: these rules alone (COLOUR_RULES for a page already checked whole in the other scheme).
 */
export async function axeViolations(
  page: Page,
  name: string,
  within?: string,
  only?: string[],
): Promise<string[]> {
  // Only the violations are read: the rules passed are named without their elements, which
  // spares collecting and sending over thousands of them. Set first: options() replaces the
  // rules chosen below.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  // Either the named rules or the WCAG tags: the builder keeps only the last of the two.
  if (only) builder.withRules(only);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await builder
    // axe.run in the page itself. The default mode runs each frame apart and merges the results
    // in a new blank page, which made a check take twice as long here, to gain only
    // cross-origin iframes, of which the app has none.
    .setLegacyMode(true)
    .analyze();
  return result.violations.map(
    (v) => `${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );
}
