/**
 * Twelve months of money in and out as bars with the net as a line, drawn by @mantine/charts
 * (recharts). Loaded lazily by the cash-flow card, so neither the library nor its styles are in
 * the dashboard's first files. The chart is one image with a name; its numbers are in a table
 * for screen readers.
 */
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Box, SegmentedControl, Stack, Table, VisuallyHidden } from '@mantine/core';
import { type CashFlow, currencyExponent, isCurrencyCode, withMinusSign } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../components/money-text';
import { formatMonth } from '../../lib/date-format';
import { useMoneyLocale } from '../../lib/locale';

/**
 * The chart of one currency, and the choice of currency when the business has several (it only
 * ever changes the chart, so it loads with it, keeping Mantine's floating indicator out of the
 * dashboard's first files).
 */
export function CashFlowChart({ flows }: { flows: CashFlow[] }) {
  const { t } = useTranslation('apps');
  const [chosen, setChosen] = useState(flows[0]?.currency ?? '');
  const flow = flows.find((item) => item.currency === chosen) ?? flows[0];
  if (!flow) return null;
  return (
    <Stack gap="sm">
      {flows.length > 1 && (
        <SegmentedControl
          aria-label={t('dashboard.flow.currency')}
          value={flow.currency}
          onChange={setChosen}
          data={flows.map((item) => item.currency)}
          size="xs"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <CurrencyChart flow={flow} />
    </Stack>
  );
}

function CurrencyChart({ flow }: { flow: CashFlow }) {
  const { t } = useTranslation('apps');
  const locale = useMoneyLocale();
  const money = useFormatMoney();
  const { currency } = flow;
  const unit = isCurrencyCode(currency) ? 10 ** currencyExponent(currency) : 1;
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const name = t('dashboard.flow.chartName', { currency });
  const data = flow.months.map((month) => ({
    month: formatMonth(`${month.month}-01`, locale, false),
    income: month.income,
    expense: month.expense,
    net: month.net,
  }));

  return (
    <Box>
      <Box role="img" aria-label={name}>
        <CompositeChart
          h={240}
          data={data}
          dataKey="month"
          accessibilityLayer={false}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          maxBarWidth={18}
          valueFormatter={(value) => money(value, currency)}
          yAxisProps={{
            width: 48,
            tickFormatter: (value: number) => withMinusSign(compact.format(value / unit)),
          }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
          series={[
            { name: 'income', label: t('dashboard.flow.in'), color: 'teal.6', type: 'bar' },
            { name: 'expense', label: t('dashboard.flow.out'), color: 'red.6', type: 'bar' },
            { name: 'net', label: t('dashboard.flow.net'), color: 'blue.6', type: 'line' },
          ]}
        />
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.flow.month')}</th>
              <th scope="col">{t('dashboard.flow.in')}</th>
              <th scope="col">{t('dashboard.flow.out')}</th>
              <th scope="col">{t('dashboard.flow.net')}</th>
            </tr>
          </thead>
          <tbody>
            {flow.months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(`${month.month}-01`, locale)}</th>
                <td>{money(month.income, currency)}</td>
                <td>{money(month.expense, currency)}</td>
                <td>{money(month.net, currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
