/**
 * One list of fields per kind of record serves both directions: the export's columns and titles,
 * and the import's header recognition and cell reading, so an exported file imports unchanged.
 */
import type { z } from 'zod';
import type { ExportCell, TableColumn } from '../../lib/table-export/table-cell';
import type { CellRead } from './cell-readers';

export type Language = 'id' | 'en';

export type DirectoryField<Row> = {
  /** The API field name, also accepted as a header. */
  field: string;
  titles: Record<Language, string>;
  /** More headers people write for this column (lower case). */
  aliases?: readonly string[];
  required?: boolean;
  /** The cell is read as written, spaces around it kept (a note's Markdown). */
  keepSpaces?: boolean;
  width?: number;
  /**
   * Turns a non-empty cell into the value the create schema takes; `numeric`: a workbook's
   * number cell, written with a decimal point.
   */
  read: (cell: string, currency: string, numeric: boolean) => CellRead;
  cell: (row: Row, language: Language) => ExportCell;
};

/** Everything the import and export need to know about one kind of record. */
export type DirectoryKind<Row, Saved> = {
  /** `contact`, `product` or `note`: the activity's entity and action prefix. */
  entity: 'contact' | 'product' | 'note';
  fields: readonly DirectoryField<Row>[];
  /** Checks a row read from the file; its output is what is saved. */
  schema: z.ZodType<Saved>;
  /** Base names of the downloads, and the sheet names unless `sheets` gives others. */
  names: Record<Language, string>;
  sheets?: Record<Language, string>;
};

export function tableColumns<Row>(
  fields: readonly DirectoryField<Row>[],
  language: Language,
): TableColumn<Row>[] {
  return fields.map((field) => ({
    title: field.titles[language],
    width: field.width,
    cell: (row: Row) => field.cell(row, language),
  }));
}

/** Lower case, single spaces, no underscores: `Tax_Rate ` and `tax rate` read alike. */
export function headerKey(title: string): string {
  return title
    .trim()
    .replace(/[_\s]+/g, ' ')
    .toLowerCase();
}

/** Header text → field name, for every title, alias and field name of `fields`. */
export function headerIndex<Row>(fields: readonly DirectoryField<Row>[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const field of fields) {
    const names = [field.field, field.titles.id, field.titles.en, ...(field.aliases ?? [])];
    for (const name of names) index.set(headerKey(name), field.field);
  }
  return index;
}
