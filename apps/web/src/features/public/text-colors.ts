/**
 * Text colours for the public pages that keep WCAG AA contrast (4.5:1) in both colour schemes.
 * Mantine's defaults for dimmed text (gray 6), links (primary 7), error text and light alert
 * titles (shade 6) are near 3:1 on their backgrounds.
 */
export const MUTED_TEXT = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

export const LINK_TEXT =
  'light-dark(var(--mantine-primary-color-9), var(--mantine-primary-color-3))';

export const ERROR_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
