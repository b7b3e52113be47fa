import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const COLOR_SCHEME_KEY = 'usaha-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above 4.5:1 (WCAG AA) in both schemes; lighter teals do not.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
