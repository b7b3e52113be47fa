/**
 * The tax report's download: the PPN rows (per currency and month, then each currency's total),
 * then the PPh Final rows (per month, with the year's running total, then the total).
 */
import type { PphMonth, PpnMonth, TaxData } from '@usaha/shared';
import {
  amountCell,
  EMPTY_CELL,
  type ExportCell,
  numberCell,
  type TableColumn,
  textCell,
} from '../../../lib/table-export/table-cell';
import type { ReportLanguage, ReportTable, Words } from '../report-table';

export type TaxRow =
  | { kind: 'ppn'; currency: string; month: string | null; figures: Omit<PpnMonth, 'month'> }
  | {
      kind: 'pph';
      currency: string;
      month: string | null;
      figures: Omit<PphMonth, 'month' | 'cumulative'> & { cumulative: number | null };
    };

const WORDS: Words<{
  title: string;
  filename: string;
  tax: string;
  month: string;
  currency: string;
  invoices: string;
  base: string;
  otherBase: string;
  ppn: string;
  collected: string;
  revenue: string;
  cumulative: string;
  taxable: string;
  pph: string;
  total: string;
  kinds: Record<TaxRow['kind'], string>;
}> = {
  id: {
    title: 'Pajak',
    filename: 'pajak',
    tax: 'Pajak',
    month: 'Bulan',
    currency: 'Mata uang',
    invoices: 'Faktur',
    base: 'DPP',
    otherBase: 'DPP nilai lain',
    ppn: 'PPN',
    collected: 'PPN diterima dalam pembayaran',
    revenue: 'Omzet',
    cumulative: 'Omzet sejak Januari',
    taxable: 'Omzet kena pajak',
    pph: 'PPh Final 0,5%',
    total: 'Total',
    kinds: { ppn: 'PPN keluaran', pph: 'PPh Final UMKM' },
  },
  en: {
    title: 'Tax',
    filename: 'tax',
    tax: 'Tax',
    month: 'Month',
    currency: 'Currency',
    invoices: 'Invoices',
    base: 'Tax base (DPP)',
    otherBase: 'Other tax base',
    ppn: 'VAT (PPN)',
    collected: 'VAT received in payments',
    revenue: 'Gross revenue',
    cumulative: 'Revenue since January',
    taxable: 'Taxable revenue',
    pph: 'PPh Final 0.5%',
    total: 'Total',
    kinds: { ppn: 'Output VAT', pph: 'PPh Final (MSME)' },
  },
};

export function taxTable(data: TaxData, language: ReportLanguage): ReportTable<TaxRow> {
  const words = WORDS[language];
  const rows: TaxRow[] = [];
  for (const { currency, months, totals } of data.ppn) {
    for (const { month, ...figures } of months)
      rows.push({ kind: 'ppn', currency, month, figures });
    rows.push({ kind: 'ppn', currency, month: null, figures: totals });
  }
  const { currency } = data.pph;
  for (const { month, ...figures } of data.pph.months) {
    rows.push({ kind: 'pph', currency, month, figures });
  }
  rows.push({
    kind: 'pph',
    currency,
    month: null,
    figures: { ...data.pph.totals, cumulative: null },
  });

  const ppn = (cell: (row: Extract<TaxRow, { kind: 'ppn' }>) => ExportCell) => (row: TaxRow) =>
    row.kind === 'ppn' ? cell(row) : EMPTY_CELL;
  const pph = (cell: (row: Extract<TaxRow, { kind: 'pph' }>) => ExportCell) => (row: TaxRow) =>
    row.kind === 'pph' ? cell(row) : EMPTY_CELL;
  const columns: TableColumn<TaxRow>[] = [
    { title: words.tax, width: 16, cell: (row) => textCell(words.kinds[row.kind]) },
    { title: words.month, width: 10, cell: (row) => textCell(row.month ?? words.total) },
    { title: words.currency, width: 8, cell: (row) => textCell(row.currency) },
    { title: words.invoices, width: 8, cell: ppn((row) => numberCell(row.figures.invoice_count)) },
    {
      title: words.base,
      width: 18,
      cell: ppn((row) => amountCell(row.figures.base, row.currency)),
    },
    {
      title: words.otherBase,
      width: 18,
      cell: ppn((row) => amountCell(row.figures.other_base, row.currency)),
    },
    { title: words.ppn, width: 16, cell: ppn((row) => amountCell(row.figures.tax, row.currency)) },
    {
      title: words.collected,
      width: 18,
      cell: ppn((row) => amountCell(row.figures.collected, row.currency)),
    },
    {
      title: words.revenue,
      width: 18,
      cell: pph((row) => amountCell(row.figures.revenue, row.currency)),
    },
    {
      title: words.cumulative,
      width: 18,
      cell: pph((row) => amountCell(row.figures.cumulative, row.currency)),
    },
    {
      title: words.taxable,
      width: 18,
      cell: pph((row) => amountCell(row.figures.taxable, row.currency)),
    },
    { title: words.pph, width: 16, cell: pph((row) => amountCell(row.figures.tax, row.currency)) },
  ];
  return {
    title: words.title,
    filename: words.filename,
    columns,
    rows,
    rightFrom: 3,
    strong: (row) => row.month === null,
  };
}
