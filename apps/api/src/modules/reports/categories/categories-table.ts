/** The categories report as one table for its CSV, XLSX and PDF downloads. */
import type { CategoriesReportData } from '@usaha/shared';
import { EMPTY_CELL, percentCell, type TableColumn } from '../../../lib/table-export/table-cell';
import { type FigureRow, figureColumns, figureRow, headRow } from '../figure-rows';
import { lineLabel, PROFIT_LOSS_WORDS } from '../profit-loss/profit-loss-table';
import type { ReportLanguage, ReportTable, Words } from '../report-table';

type ShareRow = FigureRow & { share: number | null };

const WORDS: Words<{ title: string; filename: string; share: string }> = {
  id: { title: 'Kategori', filename: 'kategori', share: 'Porsi' },
  en: { title: 'Categories', filename: 'categories', share: 'Share' },
};

export function categoriesTable(
  data: CategoriesReportData,
  language: ReportLanguage,
): ReportTable<ShareRow> {
  const words = { ...PROFIT_LOSS_WORDS[language], ...WORDS[language] };
  const count = data.currencies.length;
  const rows: ShareRow[] = data.currencies.flatMap(({ currency, income, expense }) =>
    (['income', 'expense'] as const).flatMap((side) => {
      const figures = side === 'income' ? income : expense;
      return [
        { ...headRow(words[side], currency, count), share: null },
        ...figures.lines.map((line) => ({
          ...figureRow(lineLabel(line, side, words, language), currency, line),
          share: line.share_bp,
        })),
        {
          ...figureRow(
            side === 'income' ? words.totalIncome : words.totalExpense,
            currency,
            figures,
            true,
          ),
          share:
            figures.lines.length > 0
              ? figures.lines.reduce((total, line) => total + line.share_bp, 0)
              : null,
        },
      ];
    }),
  );
  const share: TableColumn<ShareRow> = {
    title: words.share,
    width: 10,
    cell: (row) => (row.share === null ? EMPTY_CELL : percentCell(row.share)),
  };
  return {
    title: words.title,
    filename: words.filename,
    columns: figureColumns(data.months, language, data.period.comparison !== null, [share]),
    rows,
    strong: (row) => row.strong,
  };
}
