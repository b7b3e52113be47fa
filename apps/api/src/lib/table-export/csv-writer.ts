/**
 * Streams rows of any kind as RFC 4180 CSV, one column per `TableColumn`, in the convention of
 * the reader's spreadsheet: Excel in Indonesian (and most of Europe) splits on `;` and reads `,`
 * as the decimal mark, Excel in English splits on `,` and reads `.`.
 */
import { toDecimalString } from '@usaha/shared';
import { neutraliseCell } from './spreadsheet-cell';
import { basisPointsText, type ExportCell, type TableColumn } from './table-cell';

/** Excel reads a CSV without a BOM in the machine's legacy code page and garbles "Rp" text. */
export const UTF8_BOM = '\uFEFF';

const CRLF = '\r\n';

export type CsvDialect = { separator: ',' | ';'; decimal: '.' | ',' };

export const CSV_DIALECTS: Record<'id' | 'en', CsvDialect> = {
  id: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};
/** Rows are batched into chunks of about this many characters: fewer, larger writes. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Quotes a field when RFC 4180 requires it, and also when it holds a `;` or a tab: Excel in
 * Indonesian (and most of Europe) splits an opened CSV on `;`, so an unquoted
 * `Budi;=HYPERLINK(…)` would become a live formula in the cell after `Budi`.
 */
export function csvField(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text is neutralised against formula injection; amounts are plain decimal strings in the
 * currency's exponent (`150000.00`, `150000,00` with a decimal comma), never neutralised: they
 * are numbers, and a leading minus is a sign. Numbers are written as JavaScript prints them
 * (`2.5`), percentages as the percentage without a sign (`11`, `11.5`), each with the dialect's
 * decimal mark; dates as ISO text.
 */
function renderCell(cell: ExportCell, decimal: CsvDialect['decimal']): string {
  const mark = (text: string) => (decimal === '.' ? text : text.replace('.', decimal));
  switch (cell.type) {
    case 'empty':
      return '';
    case 'text':
      return csvField(neutraliseCell(cell.text));
    case 'date':
      return csvField(neutraliseCell(cell.iso));
    case 'amount':
      return mark(toDecimalString(cell.minor, cell.currency));
    case 'number':
      if (!Number.isFinite(cell.value)) throw new RangeError('CSV numbers must be finite');
      return mark(String(cell.value));
    case 'percent':
      return mark(basisPointsText(cell.basisPoints));
    default: {
      const exhaustive: never = cell;
      throw new Error(`Unknown cell ${JSON.stringify(exhaustive)}`);
    }
  }
}

function renderRow(fields: readonly string[], separator: CsvDialect['separator']): string {
  return `${fields.join(separator)}${CRLF}`;
}

/**
 * Yields the CSV in string chunks (BOM and header first, even when there are no rows), so
 * the whole file never sits in memory. Encode the chunks as UTF-8.
 */
export async function* writeCsv<T>(
  rows: AsyncIterable<T>,
  columns: readonly TableColumn<T>[],
  dialect: CsvDialect = CSV_DIALECTS.en,
): AsyncGenerator<string, void, undefined> {
  if (columns.length === 0) throw new RangeError('CSV export needs at least one column');
  const { separator, decimal } = dialect;
  const titles = columns.map((column) => csvField(neutraliseCell(column.title)));
  let chunk = UTF8_BOM + renderRow(titles, separator);
  for await (const row of rows) {
    chunk += renderRow(
      columns.map((column) => renderCell(column.cell(row), decimal)),
      separator,
    );
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
