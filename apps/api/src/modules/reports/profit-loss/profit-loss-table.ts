/** The profit-and-loss report as one table for its CSV, XLSX and PDF downloads. */
import { categoryLabel, type ProfitLossData, type ProfitLossLine } from '@usaha/shared';
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
  taxCollected: string;
  accrual: string;
  invoices: string;
  base: string;
  charges: string;
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
    taxCollected: 'PPN dipungut dari pembayaran faktur (terutang ke negara)',
    accrual: 'Penjualan dari faktur (akrual)',
    invoices: 'Jumlah faktur',
    base: 'DPP (setelah diskon)',
    charges: 'Ongkos kirim & biaya lain',
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
    taxCollected: 'PPN collected in invoice payments (owed to the state)',
    accrual: 'Sales from invoices (accrual)',
    invoices: 'Invoices',
    base: 'Tax base (after discounts)',
    charges: 'Shipping & other charges',
    beforeTax: 'Before tax',
    tax: 'Tax',
    invoiced: 'Total invoiced',
  },
};

/** A line's name: its category's (a seeded one in `language`), or the words of the fixed lines. */
export function lineLabel(
  line: Pick<ProfitLossLine, 'kind' | 'name' | 'seed_key'>,
  side: 'income' | 'expense',
  words: ProfitLossWords,
  language: ReportLanguage,
): string {
  if (line.kind === 'category') {
    return categoryLabel({ name: line.name ?? '', seed_key: line.seed_key }, language);
  }
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
  const label = (line: ProfitLossLine, side: 'income' | 'expense') =>
    lineLabel(line, side, words, language);
  const rows: FigureRow[] = data.currencies.flatMap((figures) => {
    const { currency, income, expense, net, tax_collected: tax } = figures;
    return [
      headRow(words.income, currency, count),
      ...income.lines.map((line) => figureRow(label(line, 'income'), currency, line)),
      figureRow(words.totalIncome, currency, income, true),
      headRow(words.expense, currency, count),
      ...expense.lines.map((line) => figureRow(label(line, 'expense'), currency, line)),
      figureRow(words.totalExpense, currency, expense, true),
      figureRow(words.net, currency, net, true),
      ...(tax.amount !== 0 || (tax.comparison ?? 0) !== 0
        ? [figureRow(words.taxCollected, currency, tax)]
        : []),
    ];
  });
  for (const sales of data.accrual) {
    rows.push(
      headRow(words.accrual, sales.currency, data.accrual.length),
      {
        label: `${words.invoices}: ${sales.invoices}`,
        currency: sales.currency,
        figure: null,
        strong: false,
      },
      figureRow(words.base, sales.currency, plain(sales.base)),
      figureRow(words.charges, sales.currency, plain(sales.charges)),
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
