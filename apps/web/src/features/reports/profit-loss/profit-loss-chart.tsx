/** Income beside expense month by month, one currency: bars, with the figures in the table. */
import type { ProfitLossCurrency } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MonthBars } from '../month-bars';

type Props = { figures: ProfitLossCurrency; months: readonly string[] };

export function ProfitLossChart({ figures, months }: Props) {
  const { t } = useTranslation('reports');
  const { currency, income, expense } = figures;
  return (
    <MonthBars
      label={t('profitLoss.chartLabel', { currency })}
      height={240}
      currency={currency}
      months={months}
      series={[
        { name: 'income', label: t('profitLoss.income'), color: 'teal.6', values: income.by_month },
        {
          name: 'expense',
          label: t('profitLoss.expense'),
          color: 'red.6',
          values: expense.by_month,
        },
      ]}
    />
  );
}
