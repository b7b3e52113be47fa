/**
 * What the business owes today per currency (open debts) and how much of it is overdue, and the
 * net position beneath: cash plus receivables less payables. From the balance's figures (the same
 * request the balance page and the receivables card make for today), linking to the debts.
 */
import { Divider, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../api/balance.queries';
import { MoneyText, useFormatMoney } from '../../components/money-text';
import { DEBTS_PATH, ReceivableLines } from '../../components/receivable-lines';
import { OwedCard } from './owed-card';

export function PayablesCard({ currency }: { currency: string }) {
  const { t } = useTranslation('apps');
  const money = useFormatMoney();
  const balance = useQuery(balanceQuery());
  const payables = balance.data?.payables ?? [];
  const position = balance.data?.position ?? [];
  const count = payables.reduce((sum, item) => sum + item.count, 0);
  const nets = position.length > 0 ? position : [{ currency, net: 0 }];

  return (
    <OwedCard
      testId="payables-card"
      title={t('dashboard.payables.title')}
      link={{ to: DEBTS_PATH, label: t('dashboard.payables.open') }}
      query={balance}
    >
      <ReceivableLines
        receivables={payables}
        fallbackCurrency={currency}
        overdueTo={() => DEBTS_PATH}
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
    </OwedCard>
  );
}
