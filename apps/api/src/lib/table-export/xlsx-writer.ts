/**
 * Streams rows of any kind into a one-sheet XLSX with exceljs's streaming writer, one column per
 * `TableColumn` (see xlsx-cell.ts for how each cell is written).
 */
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { neutraliseCell } from './spreadsheet-cell';
import type { TableColumn } from './table-cell';
import { fillCell } from './xlsx-cell';

export { amountFormat, XLSX_DATE_FORMAT } from './xlsx-cell';

export type XlsxExportOptions = {
  /** Excel limits sheet names to 31 characters without `\ / ? * [ ] :`. */
  sheetName?: string;
  creator?: string;
  /** Fixed timestamps make the file reproducible (tests); defaults to now. */
  created?: Date;
};

/** Check for backpressure this often. */
const ROWS_PER_CHECK = 200;
/** Sheet XML allowed to wait for compression before the writer pauses. */
const MAX_SHEET_BACKLOG_BYTES = 4 * 1024 * 1024;
const DEFAULT_WIDTH = 24;

function sheetName(name: string | undefined): string {
  const cleaned = (name ?? 'Ledger')
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (cleaned || 'Ledger').slice(0, 31);
}

type BufferedStream = { _writableState?: { length?: unknown } };

/**
 * Bytes of sheet XML queued in front of the compressor. exceljs 4.4 writes each sheet into a
 * buffer that it pipes into archiver ignoring `write()`'s return value, so when rows come faster
 * than zlib compresses them (it does: ~200 MB queued for a million rows) nothing slows the
 * producer down. This peeks at that pipe, pinned to exceljs 4.4.0; if the shape changes it
 * reports 0 and only the output's own backpressure remains.
 */
function sheetBacklog(sheet: unknown): number {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return 0;
  let total = 0;
  for (const pipe of pipes as BufferedStream[]) {
    const length = pipe._writableState?.length;
    if (typeof length === 'number') total += length;
  }
  return total;
}

const OUTPUT_GONE = 'XLSX output closed before the export finished';

/** Resolves when `output` can take more; rejects if it fails or closes first (client gone). */
function drained(output: Writable): Promise<void> {
  if (output.destroyed) return Promise.reject(new Error(OUTPUT_GONE));
  if (!output.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      output.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error(OUTPUT_GONE));
    output.on('drain', onDrain);
    output.on('close', onClose);
    output.on('error', settle);
  });
}

async function backpressure(sheet: unknown, output: Writable): Promise<void> {
  await drained(output);
  while (sheetBacklog(sheet) > MAX_SHEET_BACKLOG_BYTES) {
    // zlib runs on the thread pool; a short sleep lets its callbacks run.
    await sleep(1);
    await drained(output);
  }
}

/** exceljs waits for `finish` at the end, which never comes if the reader went away. */
function finished(output: Writable, commit: Promise<unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    // A stream that finished may close before exceljs's promise settles: that is success.
    const onClose = () => {
      if (!output.writableFinished) reject(new Error(OUTPUT_GONE));
    };
    output.once('close', onClose);
    commit.then(
      () => {
        output.off('close', onClose);
        resolve();
      },
      (error: unknown) => {
        output.off('close', onClose);
        reject(error);
      },
    );
  });
}

/**
 * Writes the workbook to `output` and ends it; on failure destroys `output` (without an error
 * event, which would crash a caller with no listener), so a download stops as failed instead
 * of hanging or looking complete. The caller must consume
 * `output` while this runs (pipe it to the response or a file): the writer waits for it, so a
 * reader that never reads stalls the export rather than filling memory.
 *
 * Layout: one sheet, bold frozen header, one column per `columns` entry in that order (amount
 * columns as numbers formatted per currency, dates as Excel dates shown `yyyy-mm-dd`).
 */
export async function writeXlsx<T>(
  rows: AsyncIterable<T>,
  columns: readonly TableColumn<T>[],
  output: Writable,
  options: XlsxExportOptions = {},
): Promise<void> {
  if (columns.length === 0) throw new RangeError('XLSX export needs at least one column');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      // Shared strings keep every distinct string in memory until the end: no good here.
      useSharedStrings: false,
    });
    workbook.creator = options.creator ?? 'Usaha';
    workbook.created = options.created ?? new Date();
    workbook.modified = workbook.created;
    const sheet = workbook.addWorksheet(sheetName(options.sheetName), {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    });
    sheet.columns = columns.map((column) => ({ width: column.width ?? DEFAULT_WIDTH }));

    const header = sheet.getRow(1);
    columns.forEach((column, index) => {
      header.getCell(index + 1).value = neutraliseCell(column.title);
    });
    header.font = { bold: true };
    header.commit();

    let rowNumber = 1;
    for await (const item of rows) {
      rowNumber += 1;
      const row = sheet.getRow(rowNumber);
      columns.forEach((column, index) => {
        fillCell(row.getCell(index + 1), column.cell(item));
      });
      row.commit();
      if (rowNumber % ROWS_PER_CHECK === 0) await backpressure(sheet, output);
    }
    sheet.commit();
    await finished(output, workbook.commit());
  } catch (error) {
    output.destroy();
    throw error;
  }
}
