/**
 * Reads the first worksheet of an XLSX workbook into records of text cells, as csv-reader.ts
 * does for CSV, each with its 1-based row number. Cells are read, never computed: a formula cell
 * is its formula's text (`=SUM(A1:A3)`), data like any other. The workbook is unpacked within a
 * budget first, so a zip bomb is refused before exceljs holds it in memory.
 */
import ExcelJS, { type Cell, type CellValue } from 'exceljs';
import type { CsvRecord } from './csv-reader';
import { unpackWithin } from './zip-budget';

/** A sheet's row: its cells as text, and which of them were numbers (a point as decimal mark). */
export type SheetRecord = CsvRecord & { numeric?: readonly boolean[] };

export type XlsxRead =
  | { ok: true; records: SheetRecord[] }
  | { ok: false; reason: 'unreadable' | 'too_large' };

/** What a workbook may unpack to: its XML is several times the size of the text it holds. */
export const XLSX_UNPACKED_MAX_BYTES = 40 * 1024 * 1024;

/** `0.115` → `11.5`: the decimal point moved two places right, on the digits, never a float. */
export function percentText(value: number): string {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const shifted = `${digits.slice(0, point).replace(/^0+(?=\d)/, '')}.${digits.slice(point)}`;
  return `${negative ? '-' : ''}${shifted.replace(/\.?0*$/, '')}`;
}

/** A date cell as ISO text: the day alone at midnight, else the minute (the sheet has no zone). */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}

function valueText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : '';
  return '';
}

/** One cell as text, and whether it was a number. */
function cellText(cell: Cell): { text: string; numeric: boolean } {
  switch (cell.type) {
    case ExcelJS.ValueType.Formula:
      return { text: `=${cell.formula}`, numeric: false };
    case ExcelJS.ValueType.Merge:
      return { text: '', numeric: false };
    case ExcelJS.ValueType.Number: {
      const value = cell.value as number;
      const percent = cell.numFmt?.includes('%') ?? false;
      return { text: percent ? `${percentText(value)}%` : String(value), numeric: true };
    }
    default:
      return { text: valueText(cell.value), numeric: false };
  }
}

/** The rows of the first worksheet with at least one value, in order. */
export async function readXlsx(bytes: Buffer): Promise<XlsxRead> {
  const budget = await unpackWithin(bytes, XLSX_UNPACKED_MAX_BYTES);
  if (!budget.ok) return budget;
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its buffer as an ArrayBuffer; it reads a Node Buffer (JSZip takes both).
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const [sheet] = workbook.worksheets;
  if (!sheet) return { ok: true, records: [] };
  const records: SheetRecord[] = [];
  sheet.eachRow((row, line) => {
    const cells: string[] = [];
    const numeric: boolean[] = [];
    row.eachCell((cell, column) => {
      const read = cellText(cell);
      cells[column - 1] = read.text;
      numeric[column - 1] = read.numeric;
    });
    records.push({
      line,
      cells: Array.from(cells, (text) => text ?? ''),
      numeric: Array.from(numeric, (flag) => flag ?? false),
    });
  });
  return { ok: true, records };
}
