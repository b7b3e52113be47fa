/**
 * The profit-and-loss tab (issue 16): per currency, income, expense and the net profit of the
 * period on a cash basis, a bar chart of income beside expense by month and the table of lines
 * with the comparison; then the accrual view from the invoices, labelled as such.
 */
import { Stack, Text } from '@mantine/core';
import type { ProfitLossCurrency, ProfitLossData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ReportAnswer } from '../report-answer';
import { ReportSection } from '../report-section';
import type { ReportViewProps } from '../report-tabs';
import { ReportTotals } from '../report-totals';
import { AccrualSection } from './accrual-section';
import { ProfitLossChart } from './profit-loss-chart';
import { ProfitLossTable } from './profit-loss-table';

function Summary({ figures }: { figures: ProfitLossCurrency }) {
  const { t } = useTranslation('reports');
  const items = [
    { key: 'totalIncome', label: t('profitLoss.totalIncome'), amount: figures.income.amount },
    { key: 'totalExpense', label: t('profitLoss.totalExpense'), amount: figures.expense.amount },
    { key: 'net', label: t('profitLoss.net'), amount: figures.net.amount, colored: true },
    ...(figures.tax_collected.amount === 0
      ? []
      : [
          {
            key: 'taxCollected',
            label: t('profitLoss.taxCollected'),
            amount: figures.tax_collected.amount,
          },
        ]),
  ];
  return <ReportTotals items={items} currency={figures.currency} />;
}

function ProfitLoss({ data }: { data: ProfitLossData }) {
  const { t } = useTranslation('reports');
  const { currencies, months, period, accrual } = data;
  const compared = period.comparison !== null;
  return (
    <Stack gap="lg">
      {currencies.map((figures) => (
        <ReportSection
          key={figures.currency}
          title={t('profitLoss.title', { currency: figures.currency })}
          hint={t('profitLoss.hint')}
          testId={`profit-loss-${figures.currency}`}
        >
          <Summary figures={figures} />
          {figures.income.lines.length + figures.expense.lines.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <>
              <ProfitLossChart figures={figures} months={months} />
              <ProfitLossTable figures={figures} months={months} compared={compared} />
            </>
          )}
        </ReportSection>
      ))}
      <AccrualSection
        accrual={accrual}
        compared={compared}
        cashbook={period.cashbook_id !== null}
      />
    </Stack>
  );
}

export function ProfitLossReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<ProfitLossData> name="profit-loss" params={params}>
      {(data) => <ProfitLoss data={data} />}
    </ReportAnswer>
  );
}
