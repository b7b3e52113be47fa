/** Income beside expense month by month, one currency: bars, with the figures in the table. */
import type { ProfitLossCurrency } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { BarChart, ChartFrame } from '../../../components/charts/lazy-charts';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { axisMoney } from '../report-figures';

const HEIGHT = 240;

type Props = { figures: ProfitLossCurrency; months: readonly string[] };

export function ProfitLossChart({ figures, months }: Props) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { currency, income, expense } = figures;
  const data = months.map((month, index) => ({
    month: formatMonth(`${month}-01`, locale),
    income: income.by_month[index] ?? 0,
    expense: expense.by_month[index] ?? 0,
  }));
  return (
    <ChartFrame label={t('profitLoss.chartLabel', { currency })} height={HEIGHT}>
      <BarChart
        h={HEIGHT}
        data={data}
        dataKey="month"
        series={[
          { name: 'income', label: t('profitLoss.income'), color: 'teal.6' },
          { name: 'expense', label: t('profitLoss.expense'), color: 'red.6' },
        ]}
        withLegend
        valueFormatter={(value) => format(value, currency)}
        yAxisProps={{ tickFormatter: axisMoney(currency, locale), width: 56 }}
        tickLine="y"
      />
    </ChartFrame>
  );
}
