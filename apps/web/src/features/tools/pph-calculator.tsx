/**
 * PPh Final UMKM 0,5% of one month: from the books' gross revenue of that month (the tax
 * report's figures, with the year's running total against an individual's Rp 500 juta), or, for
 * someone who may not read reports, from the revenue they type. The tax can be recorded as a
 * payment (money out, "PPh Final 0,5% <month>").
 */
import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type PphMonth,
  pphFinalUmkm,
  TAXPAYER_KINDS,
  type TaxData,
  type TaxpayerKind,
} from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportQuery } from '../../api/reports.queries';
import { AmountInput } from '../../components/amount-input';
import { useFormatMoney } from '../../components/money-text';
import { LoadError } from '../../components/query-state';
import { businessToday, useBusiness, useCan } from '../../lib/business';
import { useMoneyLocale } from '../../lib/locale';
import { type Figure, ResultCard } from './tool-parts';

const CURRENCY = 'IDR';
const MONTHS_OFFERED = 13;

/** `YYYY-MM` of the month `back` months before the one of `date`. */
function monthBefore(date: string, back: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}

function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

export function PphCalculator() {
  const { t } = useTranslation('tools');
  const formatMoney = useFormatMoney();
  const locale = useMoneyLocale();
  const { timezone } = useBusiness();
  const fromBooks = useCan('report.view');
  const today = businessToday(timezone);
  // Last month first: its tax is paid by the 15th of this one.
  const [month, setMonth] = useState(monthBefore(today, 1));
  const [taxpayer, setTaxpayer] = useState<TaxpayerKind>('individual');
  const [revenue, setRevenue] = useState<number | null>(null);
  const [earlier, setEarlier] = useState<number | null>(null);
  const params = { period: 'custom', from: `${month}-01`, to: lastDayOf(month), taxpayer };
  const books = useQuery({ ...reportQuery<TaxData>('tax', params), enabled: fromBooks });

  const monthName = (value: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  const money = (minor: number) => formatMoney(minor, CURRENCY);
  const typed = (): PphMonth | null => {
    if (revenue === null) return null;
    const [, taxed] = pphFinalUmkm([earlier ?? 0, revenue], taxpayer === 'individual');
    return taxed ? { ...taxed, month } : null;
  };
  const result = fromBooks ? (books.data?.pph.months[0] ?? null) : typed();

  const inputs: Figure[] = [
    { label: t('pph.month'), value: monthName(month) },
    { label: t('pph.taxpayer'), value: t(`pph.taxpayers.${taxpayer}`) },
    ...(fromBooks
      ? []
      : [
          { label: t('pph.revenue'), value: money(revenue ?? 0) },
          { label: t('pph.earlier'), value: money(earlier ?? 0) },
        ]),
  ];
  const results: Figure[] | null = result
    ? [
        { label: t('pph.monthRevenue'), value: money(result.revenue) },
        { label: t('pph.cumulative'), value: money(result.cumulative) },
        { label: t('pph.taxable'), value: money(result.taxable) },
        { label: t('pph.tax'), value: money(result.tax) },
      ]
    : null;
  const entry = result && {
    direction: 'out' as const,
    amount: result.tax,
    description: t('pph.entryDescription', { month: monthName(month) }),
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('pph.month')}
          allowDeselect={false}
          value={month}
          onChange={(value) => value && setMonth(value)}
          data={Array.from({ length: MONTHS_OFFERED }, (_, back) => {
            const value = monthBefore(today, back);
            return { value, label: monthName(value) };
          })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="pph-taxpayer">
            {t('pph.taxpayer')}
          </Text>
          <SegmentedControl
            aria-labelledby="pph-taxpayer"
            value={taxpayer}
            onChange={(value) => setTaxpayer(value === 'company' ? 'company' : 'individual')}
            data={TAXPAYER_KINDS.map((kind) => ({
              value: kind,
              label: t(`pph.taxpayers.${kind}`),
            }))}
          />
        </Stack>
      </SimpleGrid>
      {fromBooks ? (
        <Text size="sm" c="dimmed">
          {t('pph.fromBooks')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AmountInput
            label={t('pph.revenue')}
            currency={CURRENCY}
            value={revenue}
            onChange={setRevenue}
          />
          <AmountInput
            label={t('pph.earlier')}
            description={t('pph.earlierHint')}
            currency={CURRENCY}
            value={earlier}
            onChange={setEarlier}
          />
        </SimpleGrid>
      )}
      {fromBooks && books.isError ? (
        <LoadError error={books.error} onRetry={() => void books.refetch()} />
      ) : null}
      <ResultCard name={t('calcs.pph')} inputs={inputs} results={results} entry={entry} />
    </Stack>
  );
}
