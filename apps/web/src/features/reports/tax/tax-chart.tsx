/** The taxes of each month in rupiah: the invoices' PPN beside the PPh Final of the books' revenue. */
import type { TaxData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MonthBars } from '../month-bars';

export function TaxChart({ data }: { data: TaxData }) {
  const { t } = useTranslation('reports');
  const { currency, months } = data.pph;
  const ppn = data.ppn.find((item) => item.currency === currency)?.months ?? [];
  return (
    <MonthBars
      label={t('tax.chart', { currency })}
      height={220}
      currency={currency}
      months={months.map(({ month }) => month)}
      series={[
        {
          name: 'ppn',
          label: t('tax.ppn'),
          color: 'blue.6',
          values: months.map(({ month }) => ppn.find((item) => item.month === month)?.tax ?? 0),
        },
        {
          name: 'pph',
          label: t('tax.pph'),
          color: 'orange.6',
          values: months.map(({ tax }) => tax),
        },
      ]}
    />
  );
}
