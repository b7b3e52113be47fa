/** The sales report's download: per currency, the customers' rows then the products' rows. */
import type { SalesData, SalesRow } from '@usaha/shared';
import {
  amountCell,
  numberCell,
  type TableColumn,
  textCell,
} from '../../../lib/table-export/table-cell';
import type { ReportLanguage, ReportTable, Words } from '../report-table';

type Section = 'customers' | 'products';

export type SalesTableRow = {
  /** Null on the comparison period's total: it is both sections'. */
  section: Section | null;
  currency: string;
  /** Null on a section's total, or on the comparison period's total (`previous`). */
  row: SalesRow | null;
  previous?: boolean;
  quantity: number;
  revenue: number;
  tax: number;
};

const WORDS: Words<{
  title: string;
  filename: string;
  by: string;
  name: string;
  currency: string;
  quantity: string;
  revenue: string;
  tax: string;
  total: string;
  previous: string;
  noProduct: string;
  rest: (count: number) => string;
  sections: Record<Section, string>;
}> = {
  id: {
    title: 'Penjualan',
    filename: 'penjualan',
    by: 'Menurut',
    name: 'Nama',
    currency: 'Mata uang',
    quantity: 'Jumlah barang',
    revenue: 'Penjualan sebelum pajak',
    tax: 'Pajak',
    total: 'Total',
    previous: 'Total periode pembanding',
    noProduct: 'Tanpa produk',
    rest: (count) => `Lainnya (${count})`,
    sections: { customers: 'Pelanggan', products: 'Produk' },
  },
  en: {
    title: 'Sales',
    filename: 'sales',
    by: 'By',
    name: 'Name',
    currency: 'Currency',
    quantity: 'Quantity',
    revenue: 'Revenue before tax',
    tax: 'Tax',
    total: 'Total',
    previous: 'Total of the comparison period',
    noProduct: 'No product',
    rest: (count) => `The rest (${count})`,
    sections: { customers: 'Customer', products: 'Product' },
  },
};

export function salesTable(data: SalesData, language: ReportLanguage): ReportTable<SalesTableRow> {
  const words = WORDS[language];
  const rows: SalesTableRow[] = [];
  for (const { currency, customers, products, totals, previous } of data.currencies) {
    for (const [section, items] of [
      ['customers', customers],
      ['products', products],
    ] as const) {
      for (const row of items) rows.push({ section, currency, row, ...row });
      rows.push({ section, currency, row: null, ...totals });
    }
    if (previous) rows.push({ section: null, currency, row: null, previous: true, ...previous });
  }
  const nameOf = (row: SalesRow | null, previous = false) => {
    if (row === null) return previous ? words.previous : words.total;
    if (row.kind === 'rest') return words.rest(row.members);
    if (row.kind === 'no_product') return words.noProduct;
    return row.name ?? '';
  };
  const columns: TableColumn<SalesTableRow>[] = [
    {
      title: words.by,
      width: 12,
      cell: (item) => textCell(item.section && words.sections[item.section]),
    },
    { title: words.name, width: 30, cell: (item) => textCell(nameOf(item.row, item.previous)) },
    { title: words.currency, width: 8, cell: (item) => textCell(item.currency) },
    { title: words.quantity, width: 12, cell: (item) => numberCell(item.quantity / 1000) },
    { title: words.revenue, width: 20, cell: (item) => amountCell(item.revenue, item.currency) },
    { title: words.tax, width: 18, cell: (item) => amountCell(item.tax, item.currency) },
  ];
  return {
    title: words.title,
    filename: words.filename,
    columns,
    rows,
    rightFrom: 3,
    strong: (item) => item.row === null,
  };
}
