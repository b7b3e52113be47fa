/**
 * How one export cell looks in a worksheet. Cell values are display values: an amount cell holds
 * the major-unit number built from the exact decimal string (integer → `toDecimalString` →
 * Number) so Excel can sum and format it; nothing computes with it here, and the exact amounts
 * stay in the CSV and the journal.
 */
import { currencyExponent, toDecimalString } from '@usaha/shared';
import type { Cell } from 'exceljs';
import { neutraliseCell } from './spreadsheet-cell';
import { basisPointsText, type ExportCell } from './table-cell';

export const XLSX_DATE_FORMAT = 'yyyy-mm-dd';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `#,##0.00` for 2-decimal currencies (IDR, USD), `#,##0` for 0-decimal ones (JPY, VND). */
export function amountFormat(currency: string): string {
  const exponent = currencyExponent(currency);
  return exponent === 0 ? '#,##0' : `#,##0.${'0'.repeat(exponent)}`;
}

/** `0%` for whole percentages, otherwise two decimals (basis points have no more). */
export function percentFormat(basisPoints: number): string {
  return basisPoints % 100 === 0 ? '0%' : '0.00%';
}

/** A UTC date at midnight: exceljs turns it into a whole Excel serial day in any time zone. */
function excelDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().startsWith(iso) ? date : null;
}

export function fillCell(target: Cell, cell: ExportCell): void {
  switch (cell.type) {
    case 'empty':
      return;
    case 'text':
      target.value = neutraliseCell(cell.text);
      return;
    case 'date': {
      const date = excelDate(cell.iso);
      if (date) {
        target.value = date;
        target.numFmt = XLSX_DATE_FORMAT;
      } else {
        target.value = neutraliseCell(cell.iso);
      }
      return;
    }
    case 'amount':
      target.value = Number(toDecimalString(cell.minor, cell.currency));
      target.numFmt = amountFormat(cell.currency);
      return;
    case 'number':
      if (!Number.isFinite(cell.value)) throw new RangeError('XLSX numbers must be finite');
      target.value = cell.value;
      return;
    case 'percent':
      // 1100 basis points are the fraction 0.11, which Excel shows as 11%.
      target.value = Number(basisPointsText(cell.basisPoints, 2));
      target.numFmt = percentFormat(cell.basisPoints);
      return;
    default: {
      const exhaustive: never = cell;
      throw new Error(`Unknown cell ${JSON.stringify(exhaustive)}`);
    }
  }
}
