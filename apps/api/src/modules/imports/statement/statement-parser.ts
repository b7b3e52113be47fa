/**
 * Turns a bank statement CSV and its column mapping into transaction rows, issues for lines
 * that look like data but cannot be read, and the statement's balances, checked. Pure: no
 * database, no clock.
 */
import type {
  StatementIssue,
  StatementMapping,
  StatementParseResult,
  StatementRow,
} from '@usaha/shared';
import { type CsvRecord, readCsv } from '../../../lib/parse/csv-reader';
import { parseAmount } from '../../../lib/parse/numbers';
import { parseDateParts, toIsoDate } from './dates';
import { createFingerprinter } from './fingerprint';
import { reconcile, type StatementSummary } from './reconcile';
import {
  amountCells,
  cellAt,
  isBlankAmount,
  type Problem,
  problem,
  readDirection,
} from './statement-cells';
import { type SummaryLabel, summaryLabel } from './summary-labels';

export type ParseStatementOptions = {
  /** Decimals of the cash book's currency (DESIGN.md §3); IDR has 2. */
  currencyExponent?: number;
};

type RowWithoutFingerprint = Omit<StatementRow, 'fingerprint'>;

/** A line whose date cell is not a date: a trailer or an issue, decided once the table is read. */
type Undated = { line: number; width: number; problem: Problem };

/**
 * DD/MM dates take the mapping's year for the first row; when the month jumps back by more
 * than half a year (Dec → Jan) the statement has crossed into the next year, and forward by
 * more than half a year (Jan → Dec, a newest-first statement) into the previous one.
 */
function createDateReader(mapping: StatementMapping): (cell: string) => string | null {
  let year = mapping.year;
  let lastMonth: number | null = null;
  return (cell) => {
    const parts = parseDateParts(cell, mapping.date_format);
    if (!parts) return null;
    if (parts.year !== null) return toIsoDate(parts.year, parts.month, parts.day);
    if (year === undefined) return null;
    let candidate = year;
    if (lastMonth !== null && parts.month < lastMonth - 6) candidate++;
    if (lastMonth !== null && parts.month > lastMonth + 6) candidate--;
    const date = toIsoDate(candidate, parts.month, parts.day);
    if (date) {
      year = candidate;
      lastMonth = parts.month;
    }
    return date;
  };
}

const SUMMARY_LISTS = {
  opening: 'openings',
  closing: 'closings',
  credits: 'credits',
  debits: 'debits',
} as const satisfies Record<Exclude<SummaryLabel, 'total'>, keyof StatementSummary>;

type RowResult = { row: RowWithoutFingerprint } | { issue: Problem };

function readRow(
  record: CsvRecord,
  date: string,
  mapping: StatementMapping,
  exponent: number,
): RowResult {
  const moved = readDirection(record, mapping, exponent);
  if ('code' in moved) return { issue: moved };
  let balance: number | null = null;
  if (mapping.balance_column !== undefined) {
    const cell = cellAt(record, mapping.balance_column);
    if (cell !== '') {
      balance = parseAmount(cell, mapping.number_format, exponent);
      if (balance === null) {
        return { issue: problem('bad_balance', `Balance "${cell}" is not a number`, cell) };
      }
    }
  }
  const reference = cellAt(record, mapping.reference_column).replace(/^'/, '').trim();
  return {
    row: {
      line: record.line,
      date,
      description: cellAt(record, mapping.description_column).replace(/\s+/g, ' '),
      reference: reference === '' ? null : reference,
      direction: moved.direction,
      amount: moved.amount,
      balance,
    },
  };
}

/** The first number in `cells` from `from` on: the value printed beside a summary label. */
function firstAmount(
  cells: readonly string[],
  from: number,
  mapping: StatementMapping,
  exponent: number,
): number | null {
  for (const cell of cells.slice(from)) {
    const value = parseAmount(cell, mapping.number_format, exponent);
    if (value !== null && cell.trim() !== '') return value;
  }
  return null;
}

/**
 * A summary line: a label in its first filled cell ("Saldo Akhir,9,724,180.62"), or an opening
 * or closing label as the description of a row without an amount (BCA's "SALDO AWAL" row).
 */
function readSummary(
  record: CsvRecord,
  mapping: StatementMapping,
  exponent: number,
): { label: SummaryLabel; value: number | null } | null {
  const firstFilled = record.cells.findIndex((cell) => cell.trim() !== '');
  const first = summaryLabel(record.cells[firstFilled] ?? '');
  if (first)
    return { label: first, value: firstAmount(record.cells, firstFilled + 1, mapping, exponent) };
  const described = summaryLabel(cellAt(record, mapping.description_column));
  const noAmount = amountCells(record, mapping).every((cell) =>
    isBlankAmount(cell, mapping, exponent),
  );
  if ((described === 'opening' || described === 'closing') && noAmount) {
    const balance =
      mapping.balance_column === undefined
        ? null
        : parseAmount(cellAt(record, mapping.balance_column), mapping.number_format, exponent);
    return {
      label: described,
      value:
        balance ?? firstAmount(record.cells, mapping.description_column + 1, mapping, exponent),
    };
  }
  return null;
}

export function parseStatement(
  text: string,
  mapping: StatementMapping,
  options: ParseStatementOptions = {},
): StatementParseResult {
  const exponent = options.currencyExponent ?? 2;
  const records = readCsv(text, mapping.delimiter);
  const header = records.find((record) => record.line === mapping.header_line);
  const readDate = createDateReader(mapping);
  const rows: RowWithoutFingerprint[] = [];
  const issues: StatementIssue[] = [];
  const undated: Undated[] = [];
  const summary: StatementSummary = { openings: [], closings: [], credits: [], debits: [] };
  const widths = new Map<number, number>();
  let lastDatedLine = 0;

  for (const record of records) {
    if (record.line <= mapping.header_line) continue;
    if (record.cells.every((cell) => cell.trim() === '')) continue;
    if (record.unclosedQuote) {
      issues.push({
        line: record.line,
        ...problem('unclosed_quote', 'A quoted field is never closed'),
      });
      continue;
    }
    const found = readSummary(record, mapping, exponent);
    if (found) {
      const list = found.label === 'total' ? null : summary[SUMMARY_LISTS[found.label]];
      if (found.value !== null) list?.push(found.value);
      continue;
    }
    const dateCell = cellAt(record, mapping.date_column);
    const date = readDate(dateCell);
    if (!date) {
      const why =
        dateCell === ''
          ? problem('no_date', 'No date')
          : mapping.date_format === 'DD/MM' && mapping.year === undefined
            ? problem('date_needs_year', 'DD/MM dates need the statement year')
            : problem(
                'bad_date',
                `Date "${dateCell}" is not a ${mapping.date_format} date`,
                dateCell,
              );
      undated.push({ line: record.line, width: record.cells.length, problem: why });
      continue;
    }
    lastDatedLine = record.line;
    widths.set(record.cells.length, (widths.get(record.cells.length) ?? 0) + 1);
    const result = readRow(record, date, mapping, exponent);
    if ('issue' in result) issues.push({ line: record.line, ...result.issue });
    else rows.push(result.row);
  }

  // After the last dated line, a line of another width is the bank's footer, not a lost row.
  const tableWidth = header?.cells.length ?? mostCommon(widths);
  for (const line of undated) {
    if (line.line > lastDatedLine && line.width !== tableWidth) continue;
    issues.push({ line: line.line, ...line.problem });
  }
  issues.sort((a, b) => a.line - b.line);

  const fingerprint = createFingerprinter();
  const fingerprinted = rows.map((row) => ({ ...row, fingerprint: fingerprint(row) }));
  return {
    rows: fingerprinted,
    issues,
    ...reconcile(fingerprinted, summary, mapping.balance_column !== undefined),
  };
}

function mostCommon(counts: ReadonlyMap<number, number>): number | null {
  let best: [number, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}
