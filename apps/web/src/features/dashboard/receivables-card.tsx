/**
 * What is owed to the business today per currency (sent invoices and open credits) and how much
 * of it is overdue, from the balance's receivables (the same request the balance page makes for
 * today), linking to the invoices.
 */
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../api/balance.queries';
import { OwedToYouLines } from '../../components/receivable-lines';
import { OwedCard } from './owed-card';

export function ReceivablesCard({ currency }: { currency: string }) {
  const { t } = useTranslation('apps');
  const balance = useQuery(balanceQuery());
  const receivables = balance.data?.receivables ?? [];
  const count = receivables.reduce((sum, item) => sum + item.count, 0);
  const withCredits = receivables.some((item) => item.credits);
  const hint =
    count === 0
      ? t('dashboard.receivables.none')
      : t(withCredits ? 'dashboard.receivables.records' : 'dashboard.receivables.invoices', {
          count,
        });

  return (
    <OwedCard
      testId="receivables-card"
      title={t('dashboard.receivables.title')}
      link={{ to: '/apps/invoice?status=sent', label: t('dashboard.receivables.open') }}
      query={balance}
    >
      <OwedToYouLines
        receivables={receivables}
        fallbackCurrency={currency}
        word={(key, params) => t(`dashboard.receivables.${key}`, params)}
      />
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </OwedCard>
  );
}
