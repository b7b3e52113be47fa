/**
 * The categories tab (issue 16): per currency, a donut of each side's categories with their
 * shares, and the trend table: each category month by month, its total and its share.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import type { CategoriesCurrency, CategoriesReportData, CategoriesSide } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { ReportAnswer } from '../report-answer';
import { changeText, lineName, percentText, type ReportSide } from '../report-figures';
import { ReportSection } from '../report-section';
import { type ReportColumn, type ReportRow, ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';
import { CategoryDonut } from './category-donut';

type TableProps = { figures: CategoriesCurrency; months: readonly string[]; compared: boolean };

function TrendTable({ figures, months, compared }: TableProps) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { currency } = figures;
  const columns: ReportColumn[] = [
    { key: 'name', title: t('categories.category') },
    ...months.map((month) => ({
      key: month,
      title: formatMonth(`${month}-01`, locale),
      figure: true,
    })),
    ...(months.length > 1 ? [{ key: 'total', title: t('profitLoss.total'), figure: true }] : []),
    { key: 'share', title: t('categories.share'), figure: true },
    ...(compared ? [{ key: 'change', title: t('profitLoss.change'), figure: true }] : []),
  ];
  const money = (values: readonly number[], total: number) => [
    ...values.map((value) => format(value, currency)),
    ...(months.length > 1 ? [format(total, currency)] : []),
  ];
  const section = (side: ReportSide, part: CategoriesSide): ReportRow[] => [
    ...part.lines.map((line) => ({
      key: `${side}-${line.kind}-${line.category_id ?? ''}`,
      cells: [
        lineName(t, line, side),
        ...money(line.by_month, line.amount),
        percentText(line.share_bp, locale),
        ...(compared ? [changeText(line.change_bp, locale)] : []),
      ],
    })),
    {
      key: `${side}-total`,
      cells: [
        t(side === 'income' ? 'profitLoss.totalIncome' : 'profitLoss.totalExpense'),
        ...money(part.by_month, part.amount),
        part.lines.some((line) => line.share_bp > 0) ? percentText(10_000, locale) : '',
        ...(compared ? [changeText(part.change_bp, locale)] : []),
      ],
      strong: true,
    },
  ];
  return (
    <ReportTableView
      label={t('categories.tableLabel', { currency })}
      columns={columns}
      rows={[...section('income', figures.income), ...section('expense', figures.expense)]}
    />
  );
}

function Categories({ data }: { data: CategoriesReportData }) {
  const { t } = useTranslation('reports');
  const { currencies, months, period } = data;
  return (
    <Stack gap="lg">
      {currencies.map((figures) => (
        <ReportSection
          key={figures.currency}
          title={t('categories.title', { currency: figures.currency })}
          hint={t('categories.hint')}
          testId={`categories-${figures.currency}`}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <CategoryDonut side="income" figures={figures.income} currency={figures.currency} />
            <CategoryDonut side="expense" figures={figures.expense} currency={figures.currency} />
          </SimpleGrid>
          {figures.income.lines.length + figures.expense.lines.length > 0 && (
            <TrendTable figures={figures} months={months} compared={period.comparison !== null} />
          )}
        </ReportSection>
      ))}
    </Stack>
  );
}

export function CategoriesReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<CategoriesReportData> name="categories" params={params}>
      {(data) => <Categories data={data} />}
    </ReportAnswer>
  );
}
