/**
 * Report tables made of figure rows (profit and loss, categories): a name, then one column per
 * month of the period when it spans more than one, the total, and the comparison with its change
 * when one was asked. Head and total rows are bold in the PDF.
 */
import type { ReportFigure } from '@usaha/shared';
import {
  amountCell,
  EMPTY_CELL,
  type TableColumn,
  textCell,
} from '../../lib/table-export/table-cell';
import { formatDocumentMonth } from '../../pdf/document-text';
import type { ReportLanguage, Words } from './report-table';

export type FigureRow = {
  label: string;
  currency: string;
  /** Null on a section's head row. */
  figure: ReportFigure | null;
  strong: boolean;
};

const TITLES: Words<{ name: string; total: string; comparison: string; change: string }> = {
  id: { name: 'Keterangan', total: 'Total', comparison: 'Pembanding', change: 'Perubahan' },
  en: { name: 'Item', total: 'Total', comparison: 'Comparison', change: 'Change' },
};

/** A section's head: its name, with the currency when the report holds more than one. */
export function headRow(label: string, currency: string, currencies: number): FigureRow {
  const text = currencies > 1 ? `${label} (${currency})` : label;
  return { label: text, currency, figure: null, strong: true };
}

export function figureRow(
  label: string,
  currency: string,
  figure: ReportFigure,
  strong = false,
): FigureRow {
  return { label, currency, figure, strong };
}

/** The name, month, total and comparison columns; `extra` goes right after the total. */
export function figureColumns<Row extends FigureRow>(
  months: readonly string[],
  language: ReportLanguage,
  compared: boolean,
  extra: readonly TableColumn<Row>[] = [],
): TableColumn<Row>[] {
  const words = TITLES[language];
  const money = (value: (figure: ReportFigure) => number | null) => (row: Row) =>
    row.figure ? amountCell(value(row.figure), row.currency) : EMPTY_CELL;
  const monthColumns =
    months.length > 1
      ? months.map(
          (month, index): TableColumn<Row> => ({
            title: formatDocumentMonth(month, language),
            width: 16,
            cell: money((figure) => figure.by_month[index] ?? null),
          }),
        )
      : [];
  const comparison: TableColumn<Row>[] = compared
    ? [
        { title: words.comparison, width: 18, cell: money((figure) => figure.comparison) },
        {
          title: words.change,
          width: 12,
          cell: (row) =>
            row.figure?.change_bp == null
              ? EMPTY_CELL
              : { type: 'percent', basisPoints: row.figure.change_bp },
        },
      ]
    : [];
  return [
    { title: words.name, width: 32, cell: (row) => textCell(row.label) },
    ...monthColumns,
    { title: words.total, width: 18, cell: money((figure) => figure.amount) },
    ...extra,
    ...comparison,
  ];
}
