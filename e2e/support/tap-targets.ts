/**
 * Tap targets and text size on a phone (WCAG 2.5.5's 44 × 44 px, and no text below 12 px),
 * measured inside the page in one call. A checkbox or radio counts by its clickable label or
 * wrapper; text inside a target counts only for its size.
 */
import type { Page } from '@playwright/test';

export const MIN_TARGET = 44;
export const MIN_FONT = 12;

export async function smallTargets(page: Page, within = 'main'): Promise<string[]> {
  return page.evaluate(
    ({ within, minTarget, minFont }) => {
      const root = document.querySelector(within) ?? document.body;
      const problems: string[] = [];
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          !element.closest('[aria-hidden="true"], .mantine-VisuallyHidden-root')
        );
      };
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const targets = new Set<Element>();
      for (const element of root.querySelectorAll(
        'a[href], button, [role="button"], [role="tab"], [role="menuitem"], input, select, textarea',
      )) {
        if (element.closest('[disabled]')) continue;
        const input = element as HTMLInputElement;
        if (input.type === 'checkbox' || input.type === 'radio') {
          // The box is tapped through its label or the wrapper Mantine draws around it.
          targets.add(
            input.closest('label') ??
              input.closest('.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Chip-root') ??
              input,
          );
        } else if (input.type !== 'hidden') targets.add(element);
      }
      for (const target of targets) {
        if (!visible(target)) continue;
        const box = target.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          problems.push(`${name(target)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
        }
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || seen.has(parent) || !node.textContent?.trim()) continue;
        seen.add(parent);
        if (!visible(parent)) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size < minFont - 0.01) problems.push(`text ${name(parent)} is ${size} px`);
      }
      return problems;
    },
    { within, minTarget: MIN_TARGET, minFont: MIN_FONT },
  );
}
