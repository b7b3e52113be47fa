/** Total cash per currency (amounts of two currencies are never added), linking to the balance. */
import { Button, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../components/money-text';
import { DashboardCard } from './dashboard-card';

export function CashCard({ cash }: { cash: NonNullable<Dashboard['cash']> }) {
  const { t } = useTranslation('apps');
  const count = cash.book_count;
  return (
    <DashboardCard
      testId="cash-card"
      title={t('dashboard.cash.title')}
      link={count > 0 ? { to: '/apps/balance', label: t('dashboard.cash.open') } : undefined}
    >
      {count === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{t('dashboard.cash.empty')}</Text>
          <Button component={Link} to="/apps/cashbook/form/new" size="sm">
            {t('dashboard.cash.create')}
          </Button>
        </Stack>
      ) : (
        <>
          {cash.totals.map((line) => (
            <MoneyText
              key={line.currency}
              data-testid={`cash-${line.currency}`}
              amount={line.balance}
              currency={line.currency}
              colored
              fz={{ base: 28, sm: 32 }}
              fw={700}
              lh={1.2}
            />
          ))}
          <Text size="sm" c="dimmed">
            {t('dashboard.cash.books', { count })}
          </Text>
        </>
      )}
    </DashboardCard>
  );
}
