import { ActionIcon, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconDeviceDesktop, IconMoon, IconSun } from './icons';

const NEXT: Record<MantineColorScheme, MantineColorScheme> = {
  auto: 'light',
  light: 'dark',
  dark: 'auto',
};

/** Cycles light → dark → follow the device; the choice is kept in local storage by Mantine. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon =
    colorScheme === 'dark' ? IconMoon : colorScheme === 'light' ? IconSun : IconDeviceDesktop;
  const label = t('theme.toggle', {
    current: t(`theme.${colorScheme}`),
    next: t(`theme.${NEXT[colorScheme]}`),
  });
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
