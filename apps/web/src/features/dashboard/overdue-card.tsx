/** Sent invoices past their due date: how many and how much per currency, linking to them. */
import { Text } from '@mantine/core';
import type { Dashboard } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MONEY_OUT_COLOR, MoneyText } from '../../components/money-text';
import { OVERDUE_INVOICES_PATH } from '../../components/receivable-lines';
import { DashboardCard } from './dashboard-card';

export function OverdueCard({ overdue }: { overdue: NonNullable<Dashboard['overdue_invoices']> }) {
  const { t } = useTranslation('apps');
  const late = overdue.filter((line) => line.count > 0);
  return (
    <DashboardCard
      testId="overdue-card"
      title={t('dashboard.overdue.title')}
      link={{ to: OVERDUE_INVOICES_PATH, label: t('dashboard.overdue.open') }}
    >
      {late.length === 0 && <Text c="dimmed">{t('dashboard.overdue.none')}</Text>}
      {late.map((line) => (
        <div key={line.currency} data-testid={`overdue-${line.currency}`}>
          <MoneyText
            amount={line.amount}
            currency={line.currency}
            style={{ color: MONEY_OUT_COLOR }}
            fz={24}
            fw={700}
            lh={1.2}
          />
          <Text size="sm" c="dimmed">
            {t('dashboard.overdue.count', { count: line.count })}
          </Text>
        </div>
      ))}
    </DashboardCard>
  );
}
