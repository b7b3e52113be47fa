/**
 * Figures of each month side by side in one currency, as bars: the chart of the monthly reports
 * (profit and loss, taxes), with whole amounts in the tooltip and short ones on the axis.
 */
import { BarChart, ChartFrame } from '../../components/charts/lazy-charts';
import { useFormatMoney } from '../../components/money-text';
import { formatMonth } from '../../lib/date-format';
import { useMoneyLocale } from '../../lib/locale';
import { axisMoney } from './report-figures';

/** One figure's bars: a value for each month, in the months' order. */
export type MonthSeries = { name: string; label: string; color: string; values: readonly number[] };

type Props = {
  label: string;
  height: number;
  currency: string;
  /** Each month as YYYY-MM. */
  months: readonly string[];
  series: readonly MonthSeries[];
};

export function MonthBars({ label, height, currency, months, series }: Props) {
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const data = months.map((month, index) => ({
    month: formatMonth(`${month}-01`, locale),
    ...Object.fromEntries(series.map(({ name, values }) => [name, values[index] ?? 0])),
  }));
  return (
    <ChartFrame label={label} height={height}>
      <BarChart
        h={height}
        data={data}
        dataKey="month"
        series={series.map(({ name, label: seriesLabel, color }) => ({
          name,
          label: seriesLabel,
          color,
        }))}
        withLegend
        valueFormatter={(value) => format(value, currency)}
        yAxisProps={{ tickFormatter: axisMoney(currency, locale), width: 56 }}
        tickLine="y"
      />
    </ChartFrame>
  );
}
