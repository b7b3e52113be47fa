import { ActionIcon, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStaticPage } from '../lib/static-page';
import classes from './color-scheme-toggle.module.css';

const NEXT: Record<MantineColorScheme, MantineColorScheme> = {
  auto: 'light',
  light: 'dark',
  dark: 'auto',
};

const ICONS = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon } as const;
const SCHEMES = ['auto', 'light', 'dark'] as const;

/** Cycles light → dark → follow the device; the choice is kept in local storage by Mantine. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const onServer = useStaticPage();
  const labelOf = (scheme: MantineColorScheme) =>
    t('theme.toggle', { current: t(`theme.${scheme}`), next: t(`theme.${NEXT[scheme]}`) });
  const label = labelOf(colorScheme);
  if (onServer) {
    // The choice lives in the visitor's storage: every icon and label is sent, and the page's
    // script shows the one that applies (public-runtime/color-scheme.ts).
    return (
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={label}
        title={label}
        data-color-scheme-toggle
        {...Object.fromEntries(SCHEMES.map((scheme) => [`data-label-${scheme}`, labelOf(scheme)]))}
      >
        {SCHEMES.map((scheme) => {
          const Icon = ICONS[scheme];
          return (
            <Icon
              key={scheme}
              size={18}
              stroke={1.6}
              className={classes.icon}
              data-scheme={scheme}
            />
          );
        })}
      </ActionIcon>
    );
  }
  const Icon = ICONS[colorScheme];
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(NEXT[colorScheme])}
    >
      <Icon size={18} stroke={1.6} />
    </ActionIcon>
  );
}
