import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
} from '@mantine/core';

import { COLOR_SCHEME_KEY } from '../lib/storage-keys';

export { COLOR_SCHEME_KEY };

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above 4.5:1 (WCAG AA) in both schemes; lighter teals do not.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine puts a focusable role="presentation" placeholder first in an open menu, which
    // screen readers meet as a child a menu may not have (axe: aria-required-children). Without
    // it an opened menu focuses its first item, as the WAI-ARIA menu button pattern has it. A
    // plain object, not Menu.extend: importing Menu here would put it in every page's first script.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Mantine's default dimmed grey and light-variant teal text are about 3:1 against their
 * backgrounds; these keep every text at WCAG AA (4.5:1) in both schemes (axe checks it).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    // Darker than teal 9: light-variant text sits on a tinted background, not on white.
    '--mantine-color-teal-light-color': '#065f46',
    '--mantine-color-gray-light-color': t.colors.gray[8] ?? '#343a40',
    // Yellow 9 on its tint is about 3:1 (a part-paid badge): a dark amber reads at 6:1.
    '--mantine-color-yellow-light-color': '#8a5a00',
    '--mantine-color-placeholder': t.colors.gray[6] ?? '#868e96',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-teal-light-color': t.colors.teal[3] ?? '#63e6be',
    '--mantine-color-gray-light-color': t.colors.gray[3] ?? '#dee2e6',
  },
});
