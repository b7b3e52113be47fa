/**
 * /admin: the platform's figures for its staff (issue 17): businesses, users, paid
 * subscriptions per plan, trials, past due, MRR, churn this month, pending manual payments, and
 * sign-ups per week as a chart with its table.
 */
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { adminOverviewQuery } from '../../api/admin.queries';
import { BarChart, ChartFrame } from '../../components/charts/lazy-charts';
import { formatAmount } from '../../components/money-text';
import { PageHeader } from '../../components/page-header';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { useMoneyLocale } from '../../lib/locale';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-figure">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Figures({ data }: { data: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const locale = useMoneyLocale();
  const count = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'id-ID');
  const week = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language === 'en' ? 'en-US' : 'id-ID', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const bars = data.signups_per_week.map((row) => ({ week: week(row.week), count: row.count }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure label={t('figures.mrr')} value={formatAmount(data.mrr, data.currency, locale)} />
        <Figure label={t('figures.activePro')} value={count(data.active.pro)} />
        <Figure label={t('figures.activeBisnis')} value={count(data.active.bisnis)} />
        <Figure label={t('figures.trials')} value={count(data.trials)} />
        <Figure label={t('figures.pastDue')} value={count(data.past_due)} />
        <Figure label={t('figures.churned')} value={count(data.churned_this_month)} />
        <Figure label={t('figures.pendingManual')} value={count(data.pending_manual_payments)} />
        <Figure label={t('figures.businesses')} value={count(data.businesses)} />
        <Figure label={t('figures.users')} value={count(data.users)} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('signups.title')}
          </Title>
          <ChartFrame label={t('signups.title')} height={220}>
            <BarChart
              h={220}
              data={bars}
              dataKey="week"
              series={[{ name: 'count', label: t('signups.count'), color: 'teal.6' }]}
              // People come whole: integer ticks, in the UI's own digits.
              yAxisProps={{ allowDecimals: false, tickFormatter: count, width: 40 }}
              valueFormatter={count}
              tickLine="y"
            />
          </ChartFrame>
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label={t('signups.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('signups.week')}</Table.Th>
                  <Table.Th ta="right">{t('signups.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bars.map((row) => (
                  <Table.Tr key={row.week}>
                    <Table.Td>{row.week}</Table.Td>
                    <Table.Td ta="right">{count(row.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
    </Stack>
  );
}

export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const overview = useQuery(adminOverviewQuery());
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {overview.isError ? (
        <LoadError error={overview.error} onRetry={() => overview.refetch()} />
      ) : overview.data ? (
        <Figures data={overview.data} />
      ) : (
        <ListSkeleton rows={3} height={96} />
      )}
    </Stack>
  );
}
