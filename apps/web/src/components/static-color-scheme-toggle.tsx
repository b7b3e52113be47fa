import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './color-scheme-toggle.module.css';
import { IconDeviceDesktop, IconMoon, IconSun } from './icons';

const NEXT = { auto: 'light', light: 'dark', dark: 'auto' } as const;
const ICONS = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon } as const;
const SCHEMES = ['auto', 'light', 'dark'] as const;

/**
 * The colour scheme toggle of a server-rendered page (issue 18): the choice lives in the
 * visitor's storage, so every icon and label is sent and the page's script
 * (public-runtime/color-scheme.ts) shows the one that applies and cycles them. Apart from
 * ColorSchemeToggle, so the app's first script does not carry it.
 */
export function StaticColorSchemeToggle() {
  const { t } = useTranslation();
  const labelOf = (scheme: (typeof SCHEMES)[number]) =>
    t('theme.toggle', { current: t(`theme.${scheme}`), next: t(`theme.${NEXT[scheme]}`) });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={labelOf('auto')}
      title={labelOf('auto')}
      data-color-scheme-toggle
      {...Object.fromEntries(SCHEMES.map((scheme) => [`data-label-${scheme}`, labelOf(scheme)]))}
    >
      {SCHEMES.map((scheme) => {
        const Icon = ICONS[scheme];
        return (
          <Icon key={scheme} size={18} stroke={1.6} className={classes.icon} data-scheme={scheme} />
        );
      })}
    </ActionIcon>
  );
}
