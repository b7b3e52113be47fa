/** /apps: every area the user's role may open, as tiles with an icon and one line about each. */
import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth-store';
import { launcherAreas } from './launcher-areas';
import classes from './launcher-page.module.css';

export function LauncherPage() {
  // The navigation's labels name their namespace ("apps:nav.…") or live in "common" (the default).
  const { t } = useTranslation();
  const { user } = useAuth();
  const areas = launcherAreas(user?.permissions ?? [], user?.roles ?? []);
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader title={t('apps:launcher.title')} subtitle={t('apps:launcher.subtitle')} />
      <SimpleGrid
        cols={{ base: 2, md: 3 }}
        spacing={{ base: 'sm', sm: 'md' }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {areas.map(({ name, to, key, icon: Glyph }) => (
          <li key={name}>
            <Link to={to} className={classes.tile}>
              <Card withBorder radius="lg" padding="md" className={classes.card}>
                <Stack gap={8}>
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                    <Glyph size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Text fw={700}>{t(key)}</Text>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {t(`apps:launcher.descriptions.${name}`)}
                  </Text>
                </Stack>
              </Card>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
