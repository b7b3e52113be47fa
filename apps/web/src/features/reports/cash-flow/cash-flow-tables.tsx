/**
 * Cash flow's tables for one currency: each figure by month with the whole period (and the
 * comparison), then each cash book's figures for the whole period with the currency's total.
 */
import type { CashFlowBook, CashFlowCurrency, CashFlowFigures } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { ReportTableView } from '../report-table-view';

export const FIGURES = [
  'opening',
  'cash_in',
  'cash_out',
  'debt_in',
  'debt_out',
  'transfer_in',
  'transfer_out',
  'net',
  'closing',
] as const;
type Figure = (typeof FIGURES)[number];

const STRONG: readonly Figure[] = ['opening', 'closing'];

export function CashFlowMonthsTable({ figures }: { figures: CashFlowCurrency }) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const money = (minor: number) => format(minor, figures.currency);
  const compared = figures.comparison !== null;
  return (
    <ReportTableView
      label={t('cashFlow.monthsTable', { currency: figures.currency })}
      columns={[
        { key: 'item', title: t('cashFlow.item') },
        ...figures.months.map((month) => ({
          key: month.from,
          title: formatMonth(month.from, locale),
          figure: true,
        })),
        { key: 'total', title: t('cashFlow.whole'), figure: true },
        ...(compared ? [{ key: 'comparison', title: t('cashFlow.comparison'), figure: true }] : []),
      ]}
      rows={FIGURES.map((figure) => ({
        key: figure,
        strong: STRONG.includes(figure),
        cells: [
          t(`cashFlow.figures.${figure}`),
          ...figures.months.map((month) => money(month[figure])),
          money(figures.total[figure]),
          ...(figures.comparison ? [money(figures.comparison[figure])] : []),
        ],
      }))}
    />
  );
}

export function CashFlowBooksTable({
  figures,
  books,
}: {
  figures: CashFlowCurrency;
  books: readonly CashFlowBook[];
}) {
  const { t } = useTranslation('reports');
  const format = useFormatMoney();
  const money = (minor: number) => format(minor, figures.currency);
  const cells = (total: CashFlowFigures) => FIGURES.map((figure) => money(total[figure]));
  return (
    <ReportTableView
      label={t('cashFlow.booksTable', { currency: figures.currency })}
      columns={[
        { key: 'book', title: t('cashFlow.book') },
        ...FIGURES.map((figure) => ({
          key: figure,
          title: t(`cashFlow.figures.${figure}`),
          figure: true,
        })),
      ]}
      rows={[
        ...books.map((book) => ({
          key: book.id,
          cells: [
            book.archived ? `${book.name} (${t('cashFlow.archived')})` : book.name,
            ...cells(book.total),
          ],
        })),
        {
          key: 'total',
          strong: true,
          cells: [t('cashFlow.allBooks'), ...cells(figures.total)],
        },
      ]}
    />
  );
}
