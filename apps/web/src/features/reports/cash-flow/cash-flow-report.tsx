/**
 * The cash-flow tab (issue 16): per currency, the period's opening, money in, money out and
 * closing, a chart of in beside out by month with the closing line, the figures by month and
 * each cash book's figures. Debt cash has its own rows (docs/decisions.md).
 */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CashFlowCurrency, CashFlowReport as CashFlowData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useReport } from '../../../api/reports.queries';
import { MoneyText } from '../../../components/money-text';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import type { ReportViewProps } from '../report-tabs';
import { CashFlowChart } from './cash-flow-chart';
import { CashFlowBooksTable, CashFlowMonthsTable } from './cash-flow-tables';

function Summary({ figures }: { figures: CashFlowCurrency }) {
  const { t } = useTranslation('reports');
  const { total, currency } = figures;
  const items = [
    { key: 'opening', amount: total.opening },
    { key: 'in', amount: total.cash_in + total.debt_in + total.transfer_in },
    { key: 'out', amount: total.cash_out + total.debt_out + total.transfer_out },
    { key: 'closing', amount: total.closing },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((item) => (
        <Card key={item.key} withBorder radius="md" padding="sm">
          <Text size="sm" c="dimmed" fw={600}>
            {item.key === 'in' || item.key === 'out'
              ? t(`cashFlow.${item.key}`)
              : t(`cashFlow.figures.${item.key}`)}
          </Text>
          <MoneyText amount={item.amount} currency={currency} fz="lg" fw={700} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function CashFlowReport({ params }: ReportViewProps) {
  const { t } = useTranslation('reports');
  const report = useReport<CashFlowData>('cash-flow', params);
  if (report.isPending) return <ListSkeleton rows={3} height={120} />;
  if (report.isError)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { currencies, books } = report.data;
  if (currencies.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="lg">
      {currencies.map((figures) => (
        <Card
          key={figures.currency}
          withBorder
          radius="lg"
          padding="md"
          component="section"
          aria-labelledby={`cf-${figures.currency}`}
          data-testid={`cash-flow-${figures.currency}`}
        >
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz="md" id={`cf-${figures.currency}`}>
                {t('cashFlow.title', { currency: figures.currency })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('cashFlow.hint', { currency: figures.currency })}
              </Text>
            </Stack>
            <Summary figures={figures} />
            <CashFlowChart figures={figures} />
            <CashFlowMonthsTable figures={figures} />
            <CashFlowBooksTable
              figures={figures}
              books={books.filter((book) => book.currency === figures.currency)}
            />
          </Stack>
        </Card>
      ))}
      <Text size="sm" c="dimmed">
        {t('cashFlow.debtNote')}
      </Text>
    </Stack>
  );
}
