/**
 * A report as an A4 PDF on the engine of invoices: the business's name, the report's title and
 * period, then its one table with the header repeated on every page. Columns share the width in
 * proportion to their XLSX widths; a table of more than six columns turns the page on its side.
 */
import { type BusinessSettings, formatMoney } from '@usaha/shared';
import { basisPointsText, type ExportCell } from '../../lib/table-export/table-cell';
import type { Content, DocumentDefinition } from '../../pdf/document';
import {
  A4_INNER,
  A4_MARGIN,
  keepTitlesWithText,
  MUTED,
  pageFooter,
  rowsTable,
} from '../../pdf/document-parts';
import { formatDocumentDate, moneyLocale } from '../../pdf/document-text';
import type { ReportLanguage, ReportTable, Words } from './report-table';

const LANDSCAPE_INNER = 841.89 - 2 * A4_MARGIN;
const DEFAULT_WIDTH = 24;

const WORDS: Words<{ page: (page: number, pages: number) => string; book: string }> = {
  id: { page: (page, pages) => `Halaman ${page} dari ${pages}`, book: 'Buku kas' },
  en: { page: (page, pages) => `Page ${page} of ${pages}`, book: 'Cash book' },
};

export type ReportHeading = {
  business: Pick<BusinessSettings, 'name' | 'date_format'>;
  language: ReportLanguage;
  /** The period line: "1 Nov 2026 – 30 Nov 2026", or one date. */
  from: string | null;
  to: string;
  /** The cash book the report was limited to. */
  cashbook: string | null;
};

function cellText(cell: ExportCell, heading: ReportHeading): string {
  switch (cell.type) {
    case 'empty':
      return '';
    case 'text':
      return cell.text;
    case 'date':
      return formatDocumentDate(cell.iso, heading.business.date_format, heading.language);
    case 'amount':
      return formatMoney(cell.minor, cell.currency, moneyLocale(heading.language));
    case 'number':
      return cell.value.toLocaleString(moneyLocale(heading.language));
    case 'percent': {
      const text = basisPointsText(cell.basisPoints);
      return `${heading.language === 'id' ? text.replace('.', ',') : text}%`;
    }
  }
}

export function reportDocument<Row>(
  table: ReportTable<Row>,
  heading: ReportHeading,
): DocumentDefinition {
  const landscape = table.columns.length > 6;
  const inner = landscape ? LANDSCAPE_INNER : A4_INNER;
  const weights = table.columns.map((column) => column.width ?? DEFAULT_WIDTH);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const widths = weights.map((weight) => (inner * weight) / sum);
  const date = (iso: string) =>
    formatDocumentDate(iso, heading.business.date_format, heading.language);
  const period = heading.from ? `${date(heading.from)} – ${date(heading.to)}` : date(heading.to);
  const lines: Content[] = [
    { text: heading.business.name, fontSize: 12, bold: true },
    { text: table.title, fontSize: 16, bold: true, margin: [0, 4, 0, 0] },
    { text: period, color: MUTED },
  ];
  if (heading.cashbook) {
    lines.push({ text: `${WORDS[heading.language].book}: ${heading.cashbook}`, color: MUTED });
  }
  const rightFrom = table.rightFrom ?? 1;
  const rows = table.rows.map((row) => {
    const bold = table.strong?.(row) === true;
    return table.columns.map(
      (column, index): Content => ({
        text: cellText(column.cell(row), heading),
        bold,
        alignment: index < rightFrom ? 'left' : 'right',
      }),
    );
  });
  return {
    pageSize: 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: [A4_MARGIN, A4_MARGIN, A4_MARGIN, 56],
    info: { title: `${table.title} ${period}` },
    defaultStyle: { fontSize: landscape ? 7.5 : 9, lineHeight: 1.25 },
    pageBreakBefore: keepTitlesWithText,
    content: [
      ...lines,
      { text: '', margin: [0, 0, 0, 10] },
      rowsTable(
        widths,
        table.columns.map((column) => column.title),
        rightFrom,
        rows,
      ),
    ],
    footer: pageFooter(
      `${heading.business.name} · ${table.title}`,
      WORDS[heading.language].page,
      inner,
    ),
  };
}
