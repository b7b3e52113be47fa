/**
 * The sales report's view: per currency, bars of the largest customers and products by revenue
 * before tax, then both tables (quantity, revenue, tax), the rest and the lines without a
 * product as their own rows.
 */
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  changeBasisPoints,
  type SalesCurrency,
  type SalesData,
  type SalesRow,
} from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { BarChart, ChartFrame } from '../../../components/charts/lazy-charts';
import { useFormatMoney } from '../../../components/money-text';
import { useMoneyLocale } from '../../../lib/locale';
import { ReportAnswer } from '../report-answer';
import { ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';

const SECTIONS = ['customers', 'products'] as const;
/** How many bars a chart draws: the rest are in the table. */
const BARS = 10;

function SalesView({ data }: { data: SalesData }) {
  const { t } = useTranslation('reports');
  const formatMoney = useFormatMoney();
  const locale = useMoneyLocale();
  if (data.currencies.length === 0) return <Text c="dimmed">{t('empty')}</Text>;

  const changeText = (now: number, before: number) => {
    const change = changeBasisPoints(now, before);
    if (change === null) return '—';
    const percent = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(change / 100);
    return `${percent}%`;
  };
  const quantity = (thousandths: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(thousandths / 1000);
  const nameOf = (row: SalesRow) => {
    if (row.kind === 'rest') return t('sales.rest', { count: row.members });
    if (row.kind === 'no_product') return t('sales.noProduct');
    return row.name ?? '';
  };

  const section = (sales: SalesCurrency, part: (typeof SECTIONS)[number]) => {
    const money = (minor: number) => formatMoney(minor, sales.currency);
    const rows = sales[part];
    const bars = rows
      .filter((row) => row.kind === 'item')
      .slice(0, BARS)
      .map((row) => ({ name: nameOf(row), revenue: row.revenue }));
    const label = `${t(`sales.${part}`)} (${sales.currency})`;
    return (
      <Stack key={part} gap="xs">
        <Title order={3} size="h5">
          {label}
        </Title>
        <ChartFrame label={t(`sales.${part}Chart`, { currency: sales.currency })} height={260}>
          <BarChart
            h={260}
            data={bars}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            valueFormatter={(value) => money(value)}
            series={[{ name: 'revenue', label: t('sales.revenue'), color: 'teal.6' }]}
          />
        </ChartFrame>
        <ReportTableView
          label={label}
          columns={[
            { key: 'name', title: t(`sales.${part === 'customers' ? 'customer' : 'product'}`) },
            { key: 'quantity', title: t('sales.quantity'), figure: true },
            { key: 'revenue', title: t('sales.revenue'), figure: true },
            { key: 'tax', title: t('sales.tax'), figure: true },
          ]}
          rows={[
            ...rows.map((row) => ({
              key: `${row.kind}-${row.id ?? ''}`,
              cells: [nameOf(row), quantity(row.quantity), money(row.revenue), money(row.tax)],
            })),
            {
              key: 'total',
              strong: true,
              cells: [
                t('sales.total'),
                quantity(sales.totals.quantity),
                money(sales.totals.revenue),
                money(sales.totals.tax),
              ],
            },
          ]}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="xl">
      {data.currencies.map((sales) => (
        <Stack key={sales.currency} gap="md">
          <Text c="dimmed" size="sm">
            {t('sales.summary', {
              count: sales.invoice_count,
              revenue: formatMoney(sales.totals.revenue, sales.currency),
            })}
            {sales.previous &&
              ` ${t('sales.previous', {
                revenue: formatMoney(sales.previous.revenue, sales.currency),
                change: changeText(sales.totals.revenue, sales.previous.revenue),
              })}`}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {SECTIONS.map((part) => section(sales, part))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

export function SalesReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<SalesData> name="sales" params={params}>
      {(data) => <SalesView data={data} />}
    </ReportAnswer>
  );
}
