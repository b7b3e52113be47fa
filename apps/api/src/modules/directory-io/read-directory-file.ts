/**
 * Reads a contacts, products or notes file (CSV, or the first sheet of an XLSX workbook) into the
 * rows a commit would save, with every problem tied to its line (1 is the header). Nothing here
 * touches the database.
 */
import {
  DIRECTORY_IMPORT_MAX_ROWS,
  type DirectoryImportFormat,
  type DirectoryImportIssue,
} from '@usaha/shared';
import { type CsvRecord, detectDelimiter, readCsv } from '../../lib/parse/csv-reader';
import { readXlsx, type SheetRecord, XLSX_UNPACKED_MAX_BYTES } from '../../lib/parse/xlsx-reader';
import { unneutralise, unsavableText } from './cell-readers';
import {
  type DirectoryField,
  type DirectoryKind,
  headerIndex,
  headerKey,
} from './directory-fields';
import { importIssue, schemaIssue } from './issue-codes';

export type ReadRow<Saved> = { line: number; value: Saved };

export type ReadFile<Saved> = {
  /** The field each header column was read as, null for a column that is not used. */
  columns: (string | null)[];
  /** Rows with at least one filled cell. */
  totalRows: number;
  /** The rows without an issue, in file order. */
  rows: ReadRow<Saved>[];
  issues: DirectoryImportIssue[];
};

function headerColumns<Row, Saved>(
  kind: DirectoryKind<Row, Saved>,
  header: CsvRecord,
): { columns: (string | null)[]; issues: DirectoryImportIssue[] } {
  const index = headerIndex(kind.fields);
  const columns = header.cells.map((title) => index.get(headerKey(unneutralise(title))) ?? null);
  const issues: DirectoryImportIssue[] = [];
  const seen = new Set<string>();
  for (const field of columns) {
    if (field === null) continue;
    if (seen.has(field)) {
      issues.push(
        importIssue(1, field, 'duplicate_column', `Two columns are read as ${field}: keep one`),
      );
    }
    seen.add(field);
  }
  for (const field of kind.fields) {
    if (field.required && !seen.has(field.field)) {
      const titles = `${field.titles.id} / ${field.titles.en}`;
      const message = `The file has no ${field.field} column (${titles})`;
      issues.push(importIssue(1, field.field, 'missing_column', message));
    }
  }
  return { columns, issues };
}

function readRecord<Row, Saved>(
  kind: DirectoryKind<Row, Saved>,
  specs: readonly (DirectoryField<Row> | undefined)[],
  record: SheetRecord,
  currency: string,
): { value: Saved } | { issues: DirectoryImportIssue[] } {
  const { line } = record;
  if (record.unclosedQuote) {
    const message = 'A quote (") opened here is never closed';
    return { issues: [importIssue(line, null, 'unclosed_quote', message)] };
  }
  const issues: DirectoryImportIssue[] = [];
  const cells: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  specs.forEach((spec, position) => {
    const raw = record.cells[position] ?? '';
    if (!spec || raw.trim() === '') return;
    const cell = unneutralise(spec.keepSpaces ? raw : raw.trim());
    const unsavable = unsavableText(cell);
    if (unsavable) {
      // The cell is not repeated: the issue would carry the same broken text.
      issues.push(importIssue(line, spec.field, unsavable.code, unsavable.message));
      return;
    }
    cells[spec.field] = cell;
    const read = spec.read(cell, currency, record.numeric?.[position] ?? false);
    if (read.ok) input[spec.field] = read.value;
    else issues.push(importIssue(line, spec.field, read.code, read.message, { value: cell }));
  });
  for (const field of kind.fields) {
    if (field.required && !(field.field in input) && !issues.some((i) => i.field === field.field)) {
      issues.push(importIssue(line, field.field, 'required', `${field.titles.en} is empty`));
    }
  }
  const parsed = kind.schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : null;
      // A cell that could not be read already has its issue; the schema's would only repeat it.
      if (field !== null && issues.some((known) => known.field === field)) continue;
      issues.push(schemaIssue(line, issue, cells, input));
    }
  }
  return issues.length > 0 || !parsed.success ? { issues } : { value: parsed.data };
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/** A file refused as a whole, before any line is read. */
function wholeFileIssue(issue: DirectoryImportIssue): ReadFile<never> {
  return { columns: [], totalRows: 0, rows: [], issues: [issue] };
}

/** A CSV's text, read as `readDirectoryRecords` does. */
export function readDirectoryFile<Row, Saved>(
  kind: DirectoryKind<Row, Saved>,
  content: string,
  currency: string,
): ReadFile<Saved> {
  return readDirectoryRecords(kind, readCsv(content, detectDelimiter(content)), currency);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An uploaded file in its format: CSV text, or an XLSX workbook in base64. */
export async function readImportFile<Row, Saved>(
  kind: DirectoryKind<Row, Saved>,
  file: { format: DirectoryImportFormat; content: string },
  currency: string,
): Promise<ReadFile<Saved>> {
  if (file.format === 'csv') return readDirectoryFile(kind, file.content, currency);
  const read = BASE64.test(file.content)
    ? await readXlsx(Buffer.from(file.content, 'base64'))
    : ({ ok: false, reason: 'unreadable' } as const);
  if (read.ok) return readDirectoryRecords(kind, read.records, currency);
  if (read.reason === 'too_large') {
    const limit = XLSX_UNPACKED_MAX_BYTES / (1024 * 1024);
    const message = `The workbook unpacks to more than ${limit} MB: split it`;
    return wholeFileIssue(importIssue(1, null, 'workbook_too_large', message, { limit }));
  }
  const message = 'The file is not an XLSX workbook that can be read';
  return wholeFileIssue(importIssue(1, null, 'unreadable_workbook', message));
}

/** The header and rows of a file, CSV or a workbook's sheet: what a commit would save. */
export function readDirectoryRecords<Row, Saved>(
  kind: DirectoryKind<Row, Saved>,
  all: readonly SheetRecord[],
  currency: string,
): ReadFile<Saved> {
  const records = all.filter((record) => !isBlank(record) || record.unclosedQuote);
  const [header, ...body] = records;
  if (!header)
    return wholeFileIssue(importIssue(1, null, 'empty_file', 'The file has no header line'));
  const { columns, issues } = headerColumns(kind, header);
  const result: ReadFile<Saved> = { columns, totalRows: body.length, rows: [], issues };
  const over = body[DIRECTORY_IMPORT_MAX_ROWS];
  if (over) {
    const most = DIRECTORY_IMPORT_MAX_ROWS.toLocaleString('en');
    const message = `Import at most ${most} rows at a time: split the file`;
    issues.push(
      importIssue(over.line, null, 'too_many_rows', message, { limit: DIRECTORY_IMPORT_MAX_ROWS }),
    );
  }
  if (issues.length > 0) return result;
  if (body.length === 0) {
    issues.push(importIssue(2, null, 'no_rows', 'The file has a header but no rows'));
  }
  const specs = columns.map((field) => kind.fields.find((item) => item.field === field));
  for (const record of body) {
    const read = readRecord(kind, specs, record, currency);
    if ('value' in read) result.rows.push({ line: record.line, value: read.value });
    else issues.push(...read.issues);
  }
  return result;
}
