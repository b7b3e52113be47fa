/**
 * Suggests a column mapping for a statement nobody has described yet: where the table starts,
 * which column is what, the notation of numbers and, for DD/MM dates, the year.
 */
import {
  type StatementAmountMapping,
  type StatementDelimiter,
  type StatementMapping,
  statementMappingSchema,
} from '@usaha/shared';
import { type CsvRecord, detectDelimiter, readCsv, stripBom } from '../../../lib/parse/csv-reader';
import { detectNumberFormat } from '../../../lib/parse/numbers';
import {
  bestDateFormat,
  type ColumnRole,
  looksLikeAmount,
  looksLikeDate,
  looksLikeType,
  roleFromTitle,
  share,
} from './column-roles';
import { parseDateParts, parseStatementDate } from './dates';

export type HeaderCandidate = { line: number; cells: string[]; score: number };

export type StatementPeriod = { start: string; end: string };

export type MappingSuggestion = {
  /** Null when something essential could not be decided: see `missing`. */
  mapping: StatementMapping | null;
  delimiter: StatementDelimiter;
  /** The chosen header row's titles, for the mapping form. */
  columns: string[];
  /** Rows that could be the header, best first. */
  header_candidates: HeaderCandidate[];
  period: StatementPeriod | null;
  /** Parts of the mapping the person must supply: 'header', 'date', 'year', 'amount', 'description'. */
  missing: string[];
};

export type SuggestMappingOptions = {
  /** Year for DD/MM dates when the file names no period (the caller's "this year"). */
  fallbackYear?: number;
};

/** How far into the file a header is looked for, and how many rows show what columns hold. */
const HEADER_SEARCH_RECORDS = 60;
const DATA_LOOKAHEAD = 8;
const DATA_SAMPLE = 200;
/** Share of a column's filled cells that must fit a role before the data confirms it. */
const FITS = 0.8;

function filled(cells: readonly string[]): string[] {
  return cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
}

/** Data rows after a header: as wide as it (or one wider: a trailing delimiter) with a date. */
function dataRowsAfter(records: readonly CsvRecord[], index: number, limit: number): string[][] {
  const width = records[index]?.cells.length ?? 0;
  const rows: string[][] = [];
  for (const record of records.slice(index + 1)) {
    if (rows.length >= limit) break;
    const fits = record.cells.length === width || record.cells.length === width + 1;
    if (fits && record.cells.some(looksLikeDate)) rows.push(record.cells);
  }
  return rows;
}

function headerCandidates(records: readonly CsvRecord[]): HeaderCandidate[] {
  const candidates: HeaderCandidate[] = [];
  records.slice(0, HEADER_SEARCH_RECORDS).forEach((record, index) => {
    const titles = filled(record.cells);
    if (titles.length < 2) return;
    if (titles.some((cell) => looksLikeDate(cell) || looksLikeAmount(cell))) return;
    if (titles.filter((cell) => /\p{L}/u.test(cell)).length * 2 < titles.length) return;
    const data = dataRowsAfter(records, index, DATA_LOOKAHEAD).length;
    if (data === 0) return;
    const named = titles.filter((title) => roleFromTitle(title) !== null).length;
    candidates.push({ line: record.line, cells: record.cells, score: named * 10 + data });
  });
  return candidates.sort((a, b) => b.score - a.score || a.line - b.line);
}

const PERIOD_DATE =
  /\d{1,2}\/\d{1,2}\/\d{2}(?:\d{2})?(?!\d)|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{2}(?:\d{2})?(?!\d)|\d{1,2}[\s-]+\p{L}{3,9}\.?[\s-]+\d{2}(?:\d{2})?(?!\d)/gu;

/** Formats a period line is read in; a two-digit year reads as in the table (00–69 → 20xx). */
const PERIOD_FORMATS = [
  'DD/MM/YYYY',
  'DD/MM/YY',
  'YYYY-MM-DD',
  'DD-MM-YYYY',
  'DD-MM-YY',
  'DD MMM YYYY',
  'DD MMM YY',
] as const;

/** "Periode : 01/10/2026 - 31/10/2026" (or "Period", "s/d", "to") from the lines above the table. */
export function findPeriod(lines: readonly string[]): StatementPeriod | null {
  for (const line of lines) {
    if (!/period/i.test(line)) continue;
    const dates = (line.match(PERIOD_DATE) ?? [])
      .map((text) => {
        for (const format of PERIOD_FORMATS) {
          const date = parseStatementDate(text, format);
          if (date) return date;
        }
        return null;
      })
      .filter((date) => date !== null);
    const [start, end] = dates;
    if (start && end) return start <= end ? { start, end } : { start: end, end: start };
  }
  return null;
}

/**
 * The year of the first DD/MM row. Within one calendar year that is the period's year; when
 * the period spans New Year, a first row on or after the period's start day belongs to the
 * start year and an earlier one (a newest-first statement opening in January) to the end year.
 * The parser then follows the rows across the year boundary (statement-parser.ts).
 */
export function yearForFirstRow(period: StatementPeriod, firstCell: string | undefined): number {
  const startYear = Number.parseInt(period.start.slice(0, 4), 10);
  const endYear = Number.parseInt(period.end.slice(0, 4), 10);
  const parts = firstCell ? parseDateParts(firstCell, 'DD/MM') : null;
  if (startYear === endYear || !parts) return startYear;
  const monthDay = `${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return monthDay >= period.start.slice(5) ? startYear : endYear;
}

type Columns = Map<ColumnRole, number[]>;

function titledColumns(header: readonly string[]): Columns {
  const columns: Columns = new Map();
  header.forEach((title, index) => {
    const role = roleFromTitle(title);
    if (role) columns.set(role, [...(columns.get(role) ?? []), index]);
  });
  return columns;
}

function pickAmount(
  columns: Columns,
  rows: readonly string[][],
  width: number,
  taken: ReadonlySet<number>,
): StatementAmountMapping | null {
  const numeric = (index: number) => share(rows, index, looksLikeAmount) >= FITS;
  // A short statement may have no debits at all: an empty column still fits.
  const numericOrBlank = (index: number) =>
    numeric(index) || rows.every((row) => (row[index] ?? '').trim() === '');
  const debit = columns.get('debit')?.find(numericOrBlank);
  const credit = columns.get('credit')?.find(numericOrBlank);
  if (debit !== undefined && credit !== undefined && (numeric(debit) || numeric(credit))) {
    return { mode: 'debit_credit', debit_column: debit, credit_column: credit };
  }
  const amount = columns.get('amount')?.find(numeric);
  if (amount === undefined) return null;
  // BCA leaves the CR/DB column untitled: the cells say what it is.
  const typed = (index: number) => index !== amount && share(rows, index, looksLikeType) >= FITS;
  const type =
    columns.get('type')?.find(typed) ??
    Array.from({ length: width }, (_, index) => index).find(
      (index) => !taken.has(index) && typed(index),
    );
  return type === undefined
    ? { mode: 'signed', column: amount }
    : { mode: 'amount_type', column: amount, type_column: type };
}

function amountIndexes(amount: StatementAmountMapping): number[] {
  switch (amount.mode) {
    case 'signed':
      return [amount.column];
    case 'debit_credit':
      return [amount.debit_column, amount.credit_column];
    case 'amount_type':
      return [amount.column, amount.type_column];
    default: {
      const exhaustive: never = amount;
      throw new Error(`Unknown amount mode ${String(exhaustive)}`);
    }
  }
}

/** The untitled description: the free-text column with the longest cells. */
function longestTextColumn(rows: readonly string[][], width: number, taken: ReadonlySet<number>) {
  let best: { index: number; length: number } | null = null;
  for (let index = 0; index < width; index++) {
    if (taken.has(index) || share(rows, index, (cell) => /\p{L}/u.test(cell)) < FITS) continue;
    const length = rows.reduce((total, row) => total + (row[index] ?? '').trim().length, 0);
    if (!best || length > best.length) best = { index, length };
  }
  return best?.index;
}

export function suggestMapping(
  text: string,
  options: SuggestMappingOptions = {},
): MappingSuggestion {
  const delimiter = detectDelimiter(text);
  const records = readCsv(text, delimiter);
  const candidates = headerCandidates(records);
  const base = { delimiter, header_candidates: candidates, columns: [], period: null };
  const chosen = candidates[0];
  const headerIndex = records.findIndex((record) => record.line === chosen?.line);
  const header = records[headerIndex];
  if (!chosen || !header) return { ...base, mapping: null, missing: ['header'] };

  const rows = dataRowsAfter(records, headerIndex, DATA_SAMPLE);
  const width = header.cells.length;
  const titled = titledColumns(header.cells);
  const dated = (index: number) => share(rows, index, looksLikeDate) >= FITS;
  const dateColumn =
    titled.get('date')?.find(dated) ??
    titled.get('value_date')?.find(dated) ??
    Array.from({ length: width }, (_, index) => index).find(dated);
  const lines = stripBom(text).split(/\r\n|\r|\n/);
  // Most banks print the period above the table; a few only in the footer.
  const period = findPeriod(lines.slice(0, header.line - 1)) ?? findPeriod(lines);
  const result = { ...base, columns: header.cells, period };
  if (dateColumn === undefined) return { ...result, mapping: null, missing: ['date'] };

  const dateSamples = filled(rows.map((row) => row[dateColumn] ?? ''));
  const dateFormat = bestDateFormat(dateSamples);
  const missing: string[] = [];
  if (!dateFormat) missing.push('date');
  let year: number | undefined;
  if (dateFormat === 'DD/MM') {
    year = period ? yearForFirstRow(period, dateSamples[0]) : options.fallbackYear;
    if (year === undefined) missing.push('year');
  }

  const numeric = (index: number) => share(rows, index, looksLikeAmount) >= FITS;
  const balanceColumn = titled.get('balance')?.find(numeric);
  const taken = new Set([dateColumn, ...(balanceColumn === undefined ? [] : [balanceColumn])]);
  for (const index of titled.get('value_date') ?? []) taken.add(index);
  const amount = pickAmount(titled, rows, width, taken);
  if (!amount) missing.push('amount');
  for (const index of amount ? amountIndexes(amount) : []) taken.add(index);
  const referenceColumn = titled.get('reference')?.find((index) => !taken.has(index));
  if (referenceColumn !== undefined) taken.add(referenceColumn);
  const descriptionColumn =
    titled.get('description')?.find((index) => !taken.has(index)) ??
    longestTextColumn(rows, width, taken);
  if (descriptionColumn === undefined) missing.push('description');

  const numberColumns = [...(amount ? amountIndexes(amount) : []), balanceColumn];
  const numbers = numberColumns
    .flatMap((index) => (index === undefined ? [] : rows.map((row) => row[index] ?? '')))
    .filter(looksLikeAmount);
  if (!dateFormat || !amount || descriptionColumn === undefined || missing.length > 0) {
    return { ...result, mapping: null, missing };
  }
  const parsed = statementMappingSchema.safeParse({
    delimiter,
    header_line: header.line,
    date_column: dateColumn,
    date_format: dateFormat,
    year,
    description_column: descriptionColumn,
    reference_column: referenceColumn,
    amount,
    // Rupiah statements are the first market: 'id' when nothing in the file decides.
    number_format: detectNumberFormat(numbers) ?? 'id',
    balance_column: balanceColumn,
  });
  return { ...result, mapping: parsed.success ? parsed.data : null, missing };
}
