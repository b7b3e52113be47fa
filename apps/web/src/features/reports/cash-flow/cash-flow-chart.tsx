/**
 * One currency's money in beside money out month by month (income and debt cash; transfers
 * between books are left out of the bars), with the closing balance as a line.
 */
import type { CashFlowCurrency } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ChartFrame, CompositeChart } from '../../../components/charts/lazy-charts';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { axisMoney } from '../report-figures';

const HEIGHT = 260;

export function CashFlowChart({ figures }: { figures: CashFlowCurrency }) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { currency } = figures;
  const data = figures.months.map((month) => ({
    month: formatMonth(`${month.month ?? month.from.slice(0, 7)}-01`, locale),
    in: month.cash_in + month.debt_in,
    out: month.cash_out + month.debt_out,
    closing: month.closing,
  }));
  return (
    <ChartFrame label={t('cashFlow.chart', { currency })} height={HEIGHT}>
      <CompositeChart
        h={HEIGHT}
        data={data}
        dataKey="month"
        series={[
          { name: 'in', label: t('cashFlow.in'), color: 'teal.6', type: 'bar' },
          { name: 'out', label: t('cashFlow.out'), color: 'red.6', type: 'bar' },
          {
            name: 'closing',
            label: t('cashFlow.figures.closing'),
            color: 'blue.6',
            type: 'line',
          },
        ]}
        withLegend
        valueFormatter={(value) => format(value, currency)}
        yAxisProps={{ tickFormatter: axisMoney(currency, locale), width: 56 }}
        tickLine="y"
        maxBarWidth={32}
      />
    </ChartFrame>
  );
}
