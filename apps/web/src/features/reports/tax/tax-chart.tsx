/** The taxes of each month in rupiah: the invoices' PPN beside the PPh Final of the books' revenue. */
import type { TaxData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { BarChart, ChartFrame } from '../../../components/charts/lazy-charts';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { axisMoney } from '../report-figures';

const HEIGHT = 220;

export function TaxChart({ data }: { data: TaxData }) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { currency, months } = data.pph;
  const ppn = data.ppn.find((item) => item.currency === currency)?.months ?? [];
  const bars = months.map((month) => ({
    month: formatMonth(`${month.month}-01`, locale),
    ppn: ppn.find((item) => item.month === month.month)?.tax ?? 0,
    pph: month.tax,
  }));
  return (
    <ChartFrame label={t('tax.chart', { currency })} height={HEIGHT}>
      <BarChart
        h={HEIGHT}
        data={bars}
        dataKey="month"
        series={[
          { name: 'ppn', label: t('tax.ppn'), color: 'blue.6' },
          { name: 'pph', label: t('tax.pph'), color: 'orange.6' },
        ]}
        withLegend
        valueFormatter={(value) => format(value, currency)}
        yAxisProps={{ tickFormatter: axisMoney(currency, locale), width: 56 }}
        tickLine="y"
      />
    </ChartFrame>
  );
}
