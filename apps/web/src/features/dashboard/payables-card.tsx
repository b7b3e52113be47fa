/**
 * What the business owes today per currency (open debts) and how much of it is overdue, and the
 * net position beneath (cash plus receivables less payables) when the caller may see all three.
 */
import { Divider, Text } from '@mantine/core';
import type { Dashboard, Receivable } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MoneyText, useFormatMoney } from '../../components/money-text';
import { DEBTS_PATH, ReceivableLines } from '../../components/receivable-lines';
import { DashboardCard } from './dashboard-card';

const PAYABLES_PATH = `${DEBTS_PATH}?tab=payable`;

export function PayablesCard({
  payables,
  position,
  currency,
}: {
  payables: Receivable[];
  position: Dashboard['position'];
  currency: string;
}) {
  const { t } = useTranslation('apps');
  const money = useFormatMoney();
  const count = payables.reduce((sum, item) => sum + item.count, 0);
  const nets = position && position.length > 0 ? position : [{ currency, net: 0 }];

  return (
    <DashboardCard
      testId="payables-card"
      title={t('dashboard.payables.title')}
      link={{ to: PAYABLES_PATH, label: t('dashboard.payables.open') }}
    >
      <ReceivableLines
        receivables={payables}
        fallbackCurrency={currency}
        overdueTo={() => PAYABLES_PATH}
        overdueText={(item) =>
          t('dashboard.payables.overdue', {
            count: item.overdue_count,
            amount: money(item.overdue_amount, item.currency),
          })
        }
      />
      <Text size="sm" c="dimmed">
        {count > 0 ? t('dashboard.payables.debts', { count }) : t('dashboard.payables.none')}
      </Text>
      {position && (
        <>
          <Divider />
          <Text size="sm" fw={600}>
            {t('dashboard.payables.net')}
          </Text>
          {nets.map((line) => (
            <MoneyText
              key={line.currency}
              data-testid={`net-${line.currency}`}
              amount={line.net}
              currency={line.currency}
              colored
              fz={20}
              fw={700}
            />
          ))}
          <Text size="xs" c="dimmed">
            {t('dashboard.payables.netHint')}
          </Text>
        </>
      )}
    </DashboardCard>
  );
}
