/**
 * /demo/icon-test: every icon the app draws at each size it uses, on a light and on a dark
 * surface side by side whatever the page's scheme, so a thin stroke, a clipped edge or an icon
 * that draws nothing shows at a glance.
 */
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShowcasePage } from '../../components/showcase';
import { APP_ICONS, type AppIconName } from './app-icons';
import { ICON_NAMES } from './icon-names';
import classes from './icons.module.css';

/** The sizes the app draws icons at, in pixels. */
export const ICON_SIZES = [14, 16, 18, 20, 24, 32] as const;

function Strip({ name, surface }: { name: AppIconName; surface: 'light' | 'dark' }) {
  const Icon = APP_ICONS[name];
  return (
    <div className={`${classes.strip} ${classes[surface]}`} data-testid={`icon-strip-${surface}`}>
      {ICON_SIZES.map((size) => (
        <Icon key={size} size={size} stroke={1.6} aria-hidden="true" data-size={size} />
      ))}
    </div>
  );
}

export function IconTestPage() {
  const { t } = useTranslation('showcase');
  return (
    <ShowcasePage
      title={t('iconTest.title')}
      subtitle={t('iconTest.subtitle', { count: ICON_NAMES.length, sizes: ICON_SIZES.join(', ') })}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {ICON_NAMES.map((name) => (
          <Paper key={name} withBorder radius="md" p="xs" data-testid="icon-test-row">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
              </Group>
              <Strip name={name} surface="light" />
              <Strip name={name} surface="dark" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </ShowcasePage>
  );
}
