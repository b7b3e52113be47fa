/**
 * A report as one table: what its CSV, XLSX and PDF downloads all show. Each report turns its
 * answer into rows and columns (with the words of the download's language); the writers of
 * `lib/table-export/` and `report-document.ts` decide how each cell looks in each format.
 */
import type { TableColumn } from '../../lib/table-export/table-cell';

export type ReportLanguage = 'id' | 'en';

export type ReportTable<Row> = {
  /** The report's name in the download's language: "Laba rugi". */
  title: string;
  /** The file name's first part, plain ASCII: `laba-rugi`. */
  filename: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The first column written to the right in the PDF (the figures); 1 when left out. */
  rightFrom?: number;
  /** A total or a section's head, written in bold in the PDF. */
  strong?: (row: Row) => boolean;
};

/** `{ id, en }` words of a download, picked for its language. */
export type Words<T> = Record<ReportLanguage, T>;
