/** The profit-and-loss lines of one currency: by month when the period spans several, the total and the comparison. */
import type { ProfitLossCurrency, ReportFigure } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { changeText, lineName } from '../report-figures';
import { type ReportColumn, type ReportRow, ReportTableView } from '../report-table-view';

type Props = { figures: ProfitLossCurrency; months: readonly string[]; compared: boolean };

export function ProfitLossTable({ figures, months, compared }: Props) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { currency, income, expense, net, tax_collected: taxCollected } = figures;
  const byMonth = months.length > 1;
  const columns: ReportColumn[] = [
    { key: 'name', title: t('profitLoss.item') },
    ...(byMonth
      ? months.map((month) => ({
          key: month,
          title: formatMonth(`${month}-01`, locale),
          figure: true,
        }))
      : []),
    { key: 'total', title: t('profitLoss.total'), figure: true },
    ...(compared
      ? [
          { key: 'comparison', title: t('profitLoss.comparison'), figure: true },
          { key: 'change', title: t('profitLoss.change'), figure: true },
        ]
      : []),
  ];
  const cells = (figure: ReportFigure) => [
    ...(byMonth ? figure.by_month.map((value) => format(value, currency)) : []),
    format(figure.amount, currency),
    ...(compared
      ? [format(figure.comparison ?? 0, currency), changeText(figure.change_bp, locale)]
      : []),
  ];
  const blank = columns.slice(1).map(() => '');
  const section = (side: 'income' | 'expense'): ReportRow[] => {
    const figures = side === 'income' ? income : expense;
    return [
      { key: side, cells: [t(`profitLoss.${side}`), ...blank], strong: true },
      ...figures.lines.map((line) => ({
        key: `${side}-${line.kind}-${line.category_id ?? ''}`,
        cells: [lineName(t, line, side), ...cells(line)],
      })),
      {
        key: `${side}-total`,
        cells: [
          t(side === 'income' ? 'profitLoss.totalIncome' : 'profitLoss.totalExpense'),
          ...cells(figures),
        ],
        strong: true,
      },
    ];
  };
  const rows = [
    ...section('income'),
    ...section('expense'),
    { key: 'net', cells: [t('profitLoss.net'), ...cells(net)], strong: true },
    // Beside the profit, not in it: the state's part of what the invoices brought in.
    ...(taxCollected.amount === 0 && (taxCollected.comparison ?? 0) === 0
      ? []
      : [{ key: 'tax', cells: [t('profitLoss.taxCollected'), ...cells(taxCollected)] }]),
  ];
  return (
    <ReportTableView
      label={t('profitLoss.tableLabel', { currency })}
      columns={columns}
      rows={rows}
    />
  );
}
