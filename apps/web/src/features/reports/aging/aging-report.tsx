/**
 * The aging report's view: per currency, a stacked bar of what is owed to the business and what
 * it owes in each bucket of days past due, then each side's contacts with their buckets.
 */
import { Stack, Text, Title } from '@mantine/core';
import { AGING_BUCKETS, type AgingCurrency, type AgingData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { BarChart, ChartFrame } from '../../../components/charts/lazy-charts';
import { useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import { ReportAnswer } from '../report-answer';
import { axisMoney } from '../report-figures';
import { ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';

const COLORS = ['teal.6', 'yellow.6', 'orange.6', 'red.6', 'grape.7'] as const;
const SIDES = ['receivables', 'payables'] as const;

/** Room for the longest of the side names beside the bars (about 7 px a letter at 12 px). */
const labelWidth = (labels: readonly string[]) =>
  Math.min(120, 12 + 7 * Math.max(...labels.map((label) => label.length)));

function AgingView({ data }: { data: AgingData }) {
  const { t } = useTranslation('reports');
  const formatMoney = useFormatMoney();
  const formatDate = useDateFormat();
  const locale = useMoneyLocale();
  const sideNames = SIDES.map((side) => t(`generalLedger.kinds.${side}`));
  const currencies = [
    ...new Set([...data.receivables, ...data.payables].map((side) => side.currency)),
  ];
  if (currencies.length === 0) return <Text c="dimmed">{t('aging.nothing')}</Text>;

  const bucketColumns = AGING_BUCKETS.map((bucket) => ({
    key: bucket,
    title: t(`aging.buckets.${bucket}`),
    figure: true,
  }));
  const table = (side: (typeof SIDES)[number], owed: AgingCurrency) => {
    const money = (minor: number) => formatMoney(minor, owed.currency);
    const label = `${t(`aging.${side}`)} (${owed.currency})`;
    return (
      <ReportTableView
        key={`${side}-${owed.currency}`}
        label={label}
        columns={[
          { key: 'contact', title: t('aging.contact') },
          ...bucketColumns,
          { key: 'total', title: t('aging.total'), figure: true },
        ]}
        rows={[
          ...owed.contacts.map((contact) => ({
            key: contact.contact_id,
            cells: [
              contact.name,
              ...AGING_BUCKETS.map((bucket) => money(contact[bucket])),
              money(contact.total),
            ],
          })),
          {
            key: 'total',
            strong: true,
            cells: [
              t('aging.total'),
              ...AGING_BUCKETS.map((bucket) => money(owed.totals[bucket])),
              money(owed.totals.total),
            ],
          },
        ]}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('aging.asOf', { date: formatDate(data.date, 'long') })}
      </Text>
      {currencies.map((currency) => {
        const bars = SIDES.map((side, index) => {
          const totals = data[side].find((item) => item.currency === currency)?.totals;
          const row: Record<string, string | number> = { side: sideNames[index] ?? side };
          for (const bucket of AGING_BUCKETS) row[bucket] = totals?.[bucket] ?? 0;
          return row;
        });
        return (
          <ChartFrame key={currency} label={t('aging.chart', { currency })} height={200}>
            <BarChart
              h={200}
              data={bars}
              dataKey="side"
              type="stacked"
              orientation="vertical"
              withLegend
              yAxisProps={{ width: labelWidth(sideNames) }}
              // Short amounts on the axis ("1,4 jt"), whole ones in the tooltip and the tables.
              xAxisProps={{ tickFormatter: axisMoney(currency, locale) }}
              valueFormatter={(value) => formatMoney(value, currency)}
              series={AGING_BUCKETS.map((bucket, index) => ({
                name: bucket,
                label: t(`aging.buckets.${bucket}`),
                color: COLORS[index] ?? 'gray.6',
              }))}
            />
          </ChartFrame>
        );
      })}
      {SIDES.map((side) => (
        <Stack key={side} gap="xs">
          <Title order={2} size="h4">
            {t(`aging.${side}`)}
          </Title>
          {data[side].length === 0 ? (
            <Text c="dimmed">{t('aging.none')}</Text>
          ) : (
            data[side].map((owed) => table(side, owed))
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function AgingReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<AgingData> name="aging" params={params}>
      {(data) => <AgingView data={data} />}
    </ReportAnswer>
  );
}
