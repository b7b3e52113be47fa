/**
 * `/apps/dashboard`, open to anyone: the dashboard with a made-up warung's figures, built from
 * the same cards, so a visitor sees what they get. It asks no API: the figures are static.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconInfoCircle } from '../../components/icons';
import { businessToday } from '../../lib/business';
import { DashboardView } from './dashboard-view';
import { sampleDashboard } from './sample-dashboard';

export function SampleDashboardPage() {
  const { t } = useTranslation(['apps', 'common']);
  const dashboard = useMemo(() => sampleDashboard(businessToday()), []);
  return (
    <Stack gap="lg" maw={1100}>
      <title>{t('dashboard.sample.metaTitle')}</title>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dashboard.sample.title', { business: t('dashboard.sample.business') })}
      </Title>
      <Alert
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden="true" />}
        data-testid="sample-banner"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('dashboard.sample.banner')}</Text>
          <Button component={Link} to="/auth/register" size="xs">
            {t('common:nav.register')}
          </Button>
        </Stack>
      </Alert>
      <DashboardView dashboard={dashboard} />
    </Stack>
  );
}
