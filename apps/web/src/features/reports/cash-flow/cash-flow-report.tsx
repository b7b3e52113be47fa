/**
 * The cash-flow tab (issue 16): per currency, the period's opening, money in, money out and
 * closing, a chart of in beside out by month with the closing line, the figures by month and
 * each cash book's figures. Debt cash has its own rows (docs/decisions.md).
 */
import { Stack, Text } from '@mantine/core';
import type { CashFlowCurrency, CashFlowReport as CashFlowData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ReportAnswer } from '../report-answer';
import { ReportSection } from '../report-section';
import type { ReportViewProps } from '../report-tabs';
import { ReportTotals } from '../report-totals';
import { CashFlowChart } from './cash-flow-chart';
import { CashFlowBooksTable, CashFlowMonthsTable } from './cash-flow-tables';

function Summary({ figures }: { figures: CashFlowCurrency }) {
  const { t } = useTranslation('reports');
  const { total, currency } = figures;
  const items = [
    { key: 'opening', label: t('cashFlow.figures.opening'), amount: total.opening },
    {
      key: 'in',
      label: t('cashFlow.in'),
      amount: total.cash_in + total.debt_in + total.transfer_in,
    },
    {
      key: 'out',
      label: t('cashFlow.out'),
      amount: total.cash_out + total.debt_out + total.transfer_out,
    },
    { key: 'closing', label: t('cashFlow.figures.closing'), amount: total.closing },
  ];
  return <ReportTotals items={items} currency={currency} />;
}

function CashFlow({ data }: { data: CashFlowData }) {
  const { t } = useTranslation('reports');
  const { currencies, books } = data;
  if (currencies.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="lg">
      {currencies.map((figures) => (
        <ReportSection
          key={figures.currency}
          title={t('cashFlow.title', { currency: figures.currency })}
          hint={t('cashFlow.hint', { currency: figures.currency })}
          testId={`cash-flow-${figures.currency}`}
        >
          <Summary figures={figures} />
          <CashFlowChart figures={figures} />
          <CashFlowMonthsTable figures={figures} />
          <CashFlowBooksTable
            figures={figures}
            books={books.filter((book) => book.currency === figures.currency)}
          />
        </ReportSection>
      ))}
      <Text size="sm" c="dimmed">
        {t('cashFlow.debtNote')}
      </Text>
    </Stack>
  );
}

export function CashFlowReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<CashFlowData> name="cash-flow" params={params}>
      {(data) => <CashFlow data={data} />}
    </ReportAnswer>
  );
}
