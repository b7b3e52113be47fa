/** The newest entries, newest first, each a link to its page in Transaksi. */
import { NavLink, Stack, Text } from '@mantine/core';
import type { Entry } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../components/money-text';
import { useDateFormat } from '../../lib/business';
import { DashboardCard } from './dashboard-card';

export function RecentCard({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('apps');
  const formatDate = useDateFormat();
  return (
    <DashboardCard
      testId="recent-card"
      title={t('dashboard.recent.title')}
      link={{ to: '/apps/transactions', label: t('dashboard.recent.open') }}
    >
      {entries.length === 0 && <Text c="dimmed">{t('dashboard.recent.empty')}</Text>}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink
              component={Link}
              to={`/apps/transactions/${entry.id}`}
              px={0}
              label={entry.description || t(`dashboard.recent.${entry.direction}`)}
              description={formatDate(entry.date)}
              rightSection={
                <MoneyText
                  amount={entry.amount}
                  currency={entry.currency}
                  direction={entry.direction}
                  colored
                  signed
                  fw={600}
                  size="sm"
                />
              }
              styles={{ label: { overflowWrap: 'anywhere' } }}
            />
          </li>
        ))}
      </Stack>
    </DashboardCard>
  );
}
