/**
 * Reads a contacts or products CSV into the rows a commit would save, with every problem tied to
 * its line (1 is the header). Nothing here touches the database.
 */
import {
  DIRECTORY_IMPORT_MAX_ROWS,
  type DirectoryImportIssue,
  isStorableText,
} from '@usaha/shared';
import { fieldText } from '@usaha/shared/messages';
import { type CsvRecord, detectDelimiter, readCsv } from '../../lib/parse/csv-reader';
import { unneutralise } from './cell-readers';
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
  record: CsvRecord,
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
    const cell = unneutralise((record.cells[position] ?? '').trim());
    if (!spec || cell === '') return;
    if (!isStorableText(cell)) {
      // Named by line and column, never echoed: the books cannot keep it as it is.
      const message = fieldText('en', 'invalid_characters') ?? 'invalid_characters';
      issues.push(importIssue(line, spec.field, 'invalid_characters', message));
      return;
    }
    cells[spec.field] = cell;
    const read = spec.read(cell, currency);
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

export function readDirectoryFile<Row, Saved>(
  kind: DirectoryKind<Row, Saved>,
  content: string,
  currency: string,
): ReadFile<Saved> {
  const records = readCsv(content, detectDelimiter(content)).filter(
    (record) => !isBlank(record) || record.unclosedQuote,
  );
  const [header, ...body] = records;
  if (!header) {
    return {
      columns: [],
      totalRows: 0,
      rows: [],
      issues: [importIssue(1, null, 'empty_file', 'The file has no header line')],
    };
  }
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
