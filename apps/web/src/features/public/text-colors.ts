/**
 * Secondary text colour for the public pages. Mantine's `dimmed` (gray 6 on white) is about
 * 3.3:1, below WCAG AA for body text; these shades stay above 7:1 in both colour schemes.
 */
export const MUTED_TEXT = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

/** Link colour on the public pages: the theme's primary at a shade that keeps 4.5:1 on the page. */
export const LINK_TEXT =
  'light-dark(var(--mantine-primary-color-9), var(--mantine-primary-color-3))';
