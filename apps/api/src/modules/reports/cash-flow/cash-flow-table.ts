/** Cash flow as one table for its downloads: each currency's total, then each book, month by month. */
import type { CashFlowFigures, CashFlowReport } from '@usaha/shared';
import { amountCell, type TableColumn, textCell } from '../../../lib/table-export/table-cell';
import type { ReportContext } from '../report-route';
import type { ReportTable, Words } from '../report-table';

export type CashFlowRow = {
  section: string;
  currency: string;
  figures: CashFlowFigures;
};

type Figure = Exclude<keyof CashFlowFigures, 'month' | 'from' | 'to'>;

const WORDS: Words<{
  title: string;
  filename: string;
  section: string;
  month: string;
  whole: string;
  allBooks: (currency: string) => string;
  figures: Record<Figure, string>;
}> = {
  id: {
    title: 'Arus kas',
    filename: 'arus-kas',
    section: 'Buku kas',
    month: 'Bulan',
    whole: 'Seluruh periode',
    allBooks: (currency) => `Semua buku kas (${currency})`,
    figures: {
      opening: 'Saldo awal',
      cash_in: 'Uang masuk',
      cash_out: 'Uang keluar',
      debt_in: 'Hutang/piutang masuk',
      debt_out: 'Hutang/piutang keluar',
      transfer_in: 'Transfer masuk',
      transfer_out: 'Transfer keluar',
      net: 'Arus bersih',
      closing: 'Saldo akhir',
    },
  },
  en: {
    title: 'Cash flow',
    filename: 'cash-flow',
    section: 'Cash book',
    month: 'Month',
    whole: 'Whole period',
    allBooks: (currency) => `All cash books (${currency})`,
    figures: {
      opening: 'Opening',
      cash_in: 'Money in',
      cash_out: 'Money out',
      debt_in: 'Debt cash in',
      debt_out: 'Debt cash out',
      transfer_in: 'Transfers in',
      transfer_out: 'Transfers out',
      net: 'Net flow',
      closing: 'Closing',
    },
  },
};

const FIGURES: Figure[] = [
  'opening',
  'cash_in',
  'cash_out',
  'debt_in',
  'debt_out',
  'transfer_in',
  'transfer_out',
  'net',
  'closing',
];

export function cashFlowTable(
  data: CashFlowReport,
  context: Pick<ReportContext<unknown>, 'language'>,
): ReportTable<CashFlowRow> {
  const words = WORDS[context.language];
  const rows: CashFlowRow[] = [];
  const sections = [
    ...data.currencies.map((item) => ({
      section: words.allBooks(item.currency),
      currency: item.currency,
      months: item.months,
      total: item.total,
    })),
    ...data.books.map((book) => ({ section: book.name, ...book })),
  ];
  for (const section of sections) {
    for (const figures of [...section.months, section.total]) {
      rows.push({ section: section.section, currency: section.currency, figures });
    }
  }
  const columns: TableColumn<CashFlowRow>[] = [
    { title: words.section, width: 28, cell: (row) => textCell(row.section) },
    { title: words.month, width: 14, cell: (row) => textCell(row.figures.month ?? words.whole) },
    ...FIGURES.map(
      (figure): TableColumn<CashFlowRow> => ({
        title: words.figures[figure],
        width: 18,
        cell: (row) => amountCell(row.figures[figure], row.currency),
      }),
    ),
  ];
  return {
    title: words.title,
    filename: words.filename,
    columns,
    rows,
    rightFrom: 2,
    strong: (row) => row.figures.month === null,
  };
}
