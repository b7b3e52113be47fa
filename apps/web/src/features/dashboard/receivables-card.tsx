/**
 * What is owed to the business today per currency (sent invoices and open credits) and how much
 * of it is overdue, linking to the unpaid invoices.
 */
import { Text } from '@mantine/core';
import type { BalanceReceivable } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { OwedToYouLines } from '../../components/receivable-lines';
import { DashboardCard } from './dashboard-card';

export function ReceivablesCard({
  receivables,
  currency,
}: {
  receivables: BalanceReceivable[];
  currency: string;
}) {
  const { t } = useTranslation('apps');
  const count = receivables.reduce((sum, item) => sum + item.count, 0);
  const withCredits = receivables.some((item) => item.credits);
  const hint =
    count === 0
      ? t('dashboard.receivables.none')
      : t(withCredits ? 'dashboard.receivables.records' : 'dashboard.receivables.invoices', {
          count,
        });

  return (
    <DashboardCard
      testId="receivables-card"
      title={t('dashboard.receivables.title')}
      link={{ to: '/apps/invoice?status=sent', label: t('dashboard.receivables.open') }}
    >
      <OwedToYouLines
        receivables={receivables}
        fallbackCurrency={currency}
        word={(key, params) => t(`dashboard.receivables.${key}`, params)}
      />
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </DashboardCard>
  );
}
