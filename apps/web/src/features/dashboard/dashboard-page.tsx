/**
 * `/dashboard`: every card from one request (GET /v1/dashboard/), the getting-started checklist
 * from the same answer, and the business's facts.
 */
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardQuery } from '../../api/dashboard.queries';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { useAuth } from '../../lib/auth-store';
import { useInstantDay } from '../../lib/business';
import { DashboardView } from './dashboard-view';
import { GettingStarted } from './getting-started';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('apps');
  const { user } = useAuth();
  const business = user?.business;
  const dashboard = useQuery({ ...dashboardQuery(), enabled: Boolean(business) });
  // The day the account was made, on the business's calendar (as its entries are dated).
  const instantDay = useInstantDay();
  if (!user) return null;
  const since = instantDay(user.created_at);

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('dashboard.welcome', { name: user.full_name || user.username })}
        </Title>
        <Text c="dimmed">
          {business ? t('dashboard.intro', { business: business.name }) : t('dashboard.noBusiness')}
        </Text>
      </Stack>
      {business && dashboard.isPending && <ListSkeleton rows={3} height={140} />}
      {dashboard.isError && (
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      )}
      {business && dashboard.data?.progress && (
        <GettingStarted progress={dashboard.data.progress} businessId={business.id} />
      )}
      {dashboard.data && <DashboardView dashboard={dashboard.data} />}
      {business && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="lg">
                {business.name}
              </Title>
              <Badge variant="light">{t(`roles.${business.role}`)}</Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Fact label={t('dashboard.currency')} value={business.currency} />
              <Fact label={t('dashboard.timezone')} value={business.timezone} />
              <Fact label={t('dashboard.username')} value={user.username} />
              <Fact label={t('dashboard.memberSince')} value={since} />
            </SimpleGrid>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
