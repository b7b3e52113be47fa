/**
 * The profit-and-loss tab (issue 16): per currency, income, expense and the net profit of the
 * period on a cash basis, a bar chart of income beside expense by month and the table of lines
 * with the comparison; then the accrual view from the invoices, labelled as such.
 */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProfitLossCurrency, ProfitLossData } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useReport } from '../../../api/reports.queries';
import { MoneyText } from '../../../components/money-text';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import type { ReportViewProps } from '../report-tabs';
import { AccrualSection } from './accrual-section';
import { ProfitLossChart } from './profit-loss-chart';
import { ProfitLossTable } from './profit-loss-table';

function Summary({ figures }: { figures: ProfitLossCurrency }) {
  const { t } = useTranslation('reports');
  const items = [
    { key: 'totalIncome', amount: figures.income.amount },
    { key: 'totalExpense', amount: figures.expense.amount },
    { key: 'net', amount: figures.net.amount },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {items.map((item) => (
        <Card key={item.key} withBorder radius="md" padding="sm">
          <Text size="sm" c="dimmed" fw={600}>
            {t(`profitLoss.${item.key}`)}
          </Text>
          <MoneyText
            amount={item.amount}
            currency={figures.currency}
            colored={item.key === 'net'}
            fz="lg"
            fw={700}
          />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ProfitLossReport({ params }: ReportViewProps) {
  const { t } = useTranslation('reports');
  const report = useReport<ProfitLossData>('profit-loss', params);
  if (report.isPending) return <ListSkeleton rows={3} height={120} />;
  if (report.isError)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { currencies, months, period, accrual } = report.data;
  const compared = period.comparison !== null;
  return (
    <Stack gap="lg">
      {currencies.map((figures) => (
        <Card
          key={figures.currency}
          withBorder
          radius="lg"
          padding="md"
          component="section"
          aria-labelledby={`pl-${figures.currency}`}
          data-testid={`profit-loss-${figures.currency}`}
        >
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz="md" id={`pl-${figures.currency}`}>
                {t('profitLoss.title', { currency: figures.currency })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('profitLoss.hint')}
              </Text>
            </Stack>
            <Summary figures={figures} />
            {figures.income.lines.length + figures.expense.lines.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              <>
                <ProfitLossChart figures={figures} months={months} />
                <ProfitLossTable figures={figures} months={months} compared={compared} />
              </>
            )}
          </Stack>
        </Card>
      ))}
      <AccrualSection
        accrual={accrual}
        compared={compared}
        cashbook={period.cashbook_id !== null}
      />
    </Stack>
  );
}
