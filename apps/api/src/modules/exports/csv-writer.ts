/** Streams ledger entries as RFC 4180 CSV. */
import { toDecimalString } from '@usaha/shared';
import { type ExportCell, exportCell } from './export-cells';
import type { ExportColumn, ExportEntry, TabularExportOptions } from './export-types';
import { neutraliseCell } from './spreadsheet-cell';

/** Excel reads a CSV without a BOM in the machine's legacy code page and garbles "Rp" text. */
export const UTF8_BOM = '\uFEFF';

const CRLF = '\r\n';
/** Rows are batched into chunks of about this many characters: fewer, larger writes. */
const CHUNK_CHARS = 64 * 1024;

/** Quotes a field only when RFC 4180 requires it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text is neutralised against formula injection; amounts are plain decimal strings in the
 * currency's exponent (`150000.00`), never neutralised: they are numbers, and a leading minus is
 * a sign. Dates are ISO text.
 */
function renderCell(cell: ExportCell): string {
  switch (cell.type) {
    case 'empty':
      return '';
    case 'text':
      return csvField(neutraliseCell(cell.text));
    case 'date':
      return csvField(neutraliseCell(cell.iso));
    case 'amount':
      return toDecimalString(cell.minor, cell.currency);
    default: {
      const exhaustive: never = cell;
      throw new Error(`Unknown cell ${JSON.stringify(exhaustive)}`);
    }
  }
}

function renderRow(fields: readonly string[]): string {
  return `${fields.join(',')}${CRLF}`;
}

/**
 * Yields the CSV in string chunks (BOM and header first, even when there are no entries), so
 * the whole file never sits in memory. Encode the chunks as UTF-8.
 */
export async function* writeCsv(
  entries: AsyncIterable<ExportEntry>,
  columns: readonly ExportColumn[],
  options: TabularExportOptions = {},
): AsyncGenerator<string, void, undefined> {
  if (columns.length === 0) throw new RangeError('CSV export needs at least one column');
  let chunk = UTF8_BOM + renderRow(columns.map((column) => csvField(neutraliseCell(column.title))));
  for await (const entry of entries) {
    chunk += renderRow(columns.map((column) => renderCell(exportCell(entry, column.key, options))));
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
