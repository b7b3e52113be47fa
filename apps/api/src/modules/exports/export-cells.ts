/** What each export column holds for one entry, shared by the CSV and XLSX writers. */
import { assertMinor, categoryLabel } from '@usaha/shared';
import { EMPTY_CELL, type ExportCell, textCell } from '../../lib/table-export/table-cell';
import type { ExportColumnKey, ExportEntry, TabularExportOptions } from './exports.types';

export type { ExportCell } from '../../lib/table-export/table-cell';

/** A safe positive amount; a negative one would flip the meaning of `direction`. */
function checkedAmount(entry: ExportEntry): number {
  assertMinor(entry.amount, `amount of entry ${entry.id}`);
  if (entry.amount < 0) throw new RangeError(`amount of entry ${entry.id} must not be negative`);
  return entry.amount;
}

/** + for money in, − for money out. */
export function signedMinor(entry: ExportEntry): number {
  const value = checkedAmount(entry);
  return entry.direction === 'in' ? value : -value;
}

function amount(entry: ExportEntry, minor: number): ExportCell {
  return { type: 'amount', minor, currency: entry.currency };
}

export function exportCell(
  entry: ExportEntry,
  key: ExportColumnKey,
  options: TabularExportOptions = {},
): ExportCell {
  const label = options.codeLabel ?? ((_key: string, code: string) => code);
  switch (key) {
    case 'id':
      return textCell(entry.id);
    case 'date':
      return { type: 'date', iso: entry.date };
    case 'cashbook_name':
      return textCell(entry.cashbook_name);
    case 'currency':
      return textCell(entry.currency);
    case 'direction':
      return textCell(label('direction', entry.direction));
    case 'amount':
      return amount(entry, checkedAmount(entry));
    case 'signed_amount':
      return amount(entry, signedMinor(entry));
    case 'amount_in':
      return entry.direction === 'in' ? amount(entry, checkedAmount(entry)) : EMPTY_CELL;
    case 'amount_out':
      return entry.direction === 'out' ? amount(entry, checkedAmount(entry)) : EMPTY_CELL;
    case 'category_name':
      return entry.category_name === null || options.language === undefined
        ? textCell(entry.category_name)
        : textCell(
            categoryLabel(
              { name: entry.category_name, seed_key: entry.category_seed_key ?? null },
              options.language,
            ),
          );
    case 'category_kind':
      return entry.category_kind === null
        ? EMPTY_CELL
        : textCell(label('category_kind', entry.category_kind));
    case 'description':
      return textCell(entry.description);
    case 'reference':
      return textCell(entry.reference);
    case 'source':
      return textCell(label('source', entry.source));
    case 'transfer_id':
      return textCell(entry.transfer_id);
    case 'transfer_role':
      return entry.transfer_role === null
        ? EMPTY_CELL
        : textCell(label('transfer_role', entry.transfer_role));
    case 'created_by_name':
      return textCell(entry.created_by_name);
    default: {
      const exhaustive: never = key;
      throw new Error(`Unknown export column ${String(exhaustive)}`);
    }
  }
}
