/** The aging report's download: each side, currency and contact, with each side's totals. */
import { AGING_BUCKETS, type AgingBucket, type AgingData, type AgingFigures } from '@usaha/shared';
import { amountCell, type TableColumn, textCell } from '../../../lib/table-export/table-cell';
import type { ReportLanguage, ReportTable, Words } from '../report-table';

type Side = 'receivables' | 'payables';

export type AgingRow = {
  side: Side;
  currency: string;
  /** The contact's name; null on a total. */
  name: string | null;
  figures: AgingFigures;
};

const WORDS: Words<{
  title: string;
  filename: string;
  side: string;
  contact: string;
  currency: string;
  total: string;
  totalOf: string;
  sides: Record<Side, string>;
  buckets: Record<AgingBucket, string>;
}> = {
  id: {
    title: 'Umur piutang dan hutang',
    filename: 'umur-piutang-hutang',
    side: 'Jenis',
    contact: 'Kontak',
    currency: 'Mata uang',
    total: 'Jumlah',
    totalOf: 'Total',
    sides: { receivables: 'Piutang', payables: 'Hutang' },
    buckets: {
      current: 'Belum jatuh tempo',
      days_1_30: '1–30 hari',
      days_31_60: '31–60 hari',
      days_61_90: '61–90 hari',
      days_90_plus: '> 90 hari',
    },
  },
  en: {
    title: 'Receivables and payables aging',
    filename: 'aging',
    side: 'Side',
    contact: 'Contact',
    currency: 'Currency',
    total: 'Total',
    totalOf: 'Total',
    sides: { receivables: 'Receivables', payables: 'Payables' },
    buckets: {
      current: 'Not yet due',
      days_1_30: '1–30 days',
      days_31_60: '31–60 days',
      days_61_90: '61–90 days',
      days_90_plus: 'Over 90 days',
    },
  },
};

export function agingTable(data: AgingData, language: ReportLanguage): ReportTable<AgingRow> {
  const words = WORDS[language];
  const rows: AgingRow[] = [];
  for (const side of ['receivables', 'payables'] as const) {
    for (const { currency, contacts, totals } of data[side]) {
      for (const contact of contacts)
        rows.push({ side, currency, name: contact.name, figures: contact });
      rows.push({ side, currency, name: null, figures: totals });
    }
  }
  const money = (title: string, key: AgingBucket | 'total'): TableColumn<AgingRow> => ({
    title,
    width: 16,
    cell: (row) => amountCell(row.figures[key], row.currency),
  });
  const columns: TableColumn<AgingRow>[] = [
    { title: words.side, width: 12, cell: (row) => textCell(words.sides[row.side]) },
    { title: words.contact, width: 28, cell: (row) => textCell(row.name ?? words.totalOf) },
    { title: words.currency, width: 8, cell: (row) => textCell(row.currency) },
    ...AGING_BUCKETS.map((bucket) => money(words.buckets[bucket], bucket)),
    money(words.total, 'total'),
  ];
  return {
    title: words.title,
    filename: words.filename,
    columns,
    rows,
    rightFrom: 3,
    strong: (row) => row.name === null,
  };
}
