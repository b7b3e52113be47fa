/** The profit-and-loss report as one table for its CSV, XLSX and PDF downloads. */
import type { ProfitLossData, ProfitLossLine } from '@usaha/shared';
import { type FigureRow, figureColumns, figureRow, headRow } from '../figure-rows';
import type { ReportLanguage, ReportTable, Words } from '../report-table';

type ProfitLossWords = {
  title: string;
  filename: string;
  income: string;
  expense: string;
  totalIncome: string;
  totalExpense: string;
  net: string;
  uncategorisedIncome: string;
  uncategorisedExpense: string;
  invoicePayments: string;
  accrual: string;
  invoices: string;
  beforeTax: string;
  tax: string;
  invoiced: string;
};

export const PROFIT_LOSS_WORDS: Words<ProfitLossWords> = {
  id: {
    title: 'Laba rugi',
    filename: 'laba-rugi',
    income: 'Pendapatan',
    expense: 'Beban',
    totalIncome: 'Total pendapatan',
    totalExpense: 'Total beban',
    net: 'Laba bersih',
    uncategorisedIncome: 'Pemasukan tanpa kategori',
    uncategorisedExpense: 'Pengeluaran tanpa kategori',
    invoicePayments: 'Pembayaran faktur',
    accrual: 'Penjualan dari faktur (akrual)',
    invoices: 'Jumlah faktur',
    beforeTax: 'Sebelum pajak',
    tax: 'Pajak',
    invoiced: 'Total faktur',
  },
  en: {
    title: 'Profit and loss',
    filename: 'profit-loss',
    income: 'Income',
    expense: 'Expenses',
    totalIncome: 'Total income',
    totalExpense: 'Total expenses',
    net: 'Net profit',
    uncategorisedIncome: 'Uncategorised income',
    uncategorisedExpense: 'Uncategorised expenses',
    invoicePayments: 'Invoice payments',
    accrual: 'Sales from invoices (accrual)',
    invoices: 'Invoices',
    beforeTax: 'Before tax',
    tax: 'Tax',
    invoiced: 'Total invoiced',
  },
};

/** A line's name: its category's, or the words of the fixed lines. */
export function lineLabel(
  line: Pick<ProfitLossLine, 'kind' | 'name'>,
  side: 'income' | 'expense',
  words: ProfitLossWords,
): string {
  if (line.kind === 'category') return line.name ?? '';
  if (line.kind === 'invoice_payments') return words.invoicePayments;
  return side === 'income' ? words.uncategorisedIncome : words.uncategorisedExpense;
}

/** A figure without months or comparison: the accrual view's. */
const plain = (amount: number, comparison: number | null = null, change: number | null = null) => ({
  amount,
  by_month: [],
  comparison,
  change_bp: change,
});

export function profitLossTable(
  data: ProfitLossData,
  language: ReportLanguage,
): ReportTable<FigureRow> {
  const words = PROFIT_LOSS_WORDS[language];
  const count = data.currencies.length;
  const rows: FigureRow[] = data.currencies.flatMap(({ currency, income, expense, net }) => [
    headRow(words.income, currency, count),
    ...income.lines.map((line) => figureRow(lineLabel(line, 'income', words), currency, line)),
    figureRow(words.totalIncome, currency, income, true),
    headRow(words.expense, currency, count),
    ...expense.lines.map((line) => figureRow(lineLabel(line, 'expense', words), currency, line)),
    figureRow(words.totalExpense, currency, expense, true),
    figureRow(words.net, currency, net, true),
  ]);
  for (const sales of data.accrual) {
    rows.push(
      headRow(words.accrual, sales.currency, data.accrual.length),
      {
        label: `${words.invoices}: ${sales.invoices}`,
        currency: sales.currency,
        figure: null,
        strong: false,
      },
      figureRow(words.beforeTax, sales.currency, plain(sales.before_tax)),
      figureRow(words.tax, sales.currency, plain(sales.tax)),
      figureRow(
        words.invoiced,
        sales.currency,
        plain(sales.total, sales.comparison_total, sales.change_bp),
        true,
      ),
    );
  }
  const compared = data.period.comparison !== null;
  return {
    title: words.title,
    filename: words.filename,
    columns: figureColumns(data.months, language, compared),
    rows,
    strong: (row) => row.strong,
  };
}
