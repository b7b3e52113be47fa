/**
 * The cells of one statement line: a cell by column, and its money — which columns hold the
 * amount, whether one is blank, and the direction and size it says (one entry at most MAX_AMOUNT).
 */
import {
  MAX_AMOUNT,
  type StatementIssue,
  type StatementIssueCode,
  type StatementMapping,
} from '@usaha/shared';
import type { CsvRecord } from '../../../lib/parse/csv-reader';
import { parseAmount } from '../../../lib/parse/numbers';
import { TRANSACTION_TYPES } from './column-roles';

/** What went wrong with a line, before its line number is known. */
export type Problem = Omit<StatementIssue, 'line'>;

export const problem = (
  code: StatementIssueCode,
  message: string,
  value: string | null = null,
): Problem => ({
  code,
  message,
  value,
});

export function cellAt(record: CsvRecord, column: number | undefined): string {
  return column === undefined ? '' : (record.cells[column] ?? '').trim();
}

/** "", "-" and zero all mean "nothing in this column" in bank exports. */
export function isBlankAmount(cell: string, mapping: StatementMapping, exponent: number): boolean {
  return cell === '' || cell === '-' || parseAmount(cell, mapping.number_format, exponent) === 0;
}

export function amountCells(record: CsvRecord, mapping: StatementMapping): string[] {
  const { amount } = mapping;
  switch (amount.mode) {
    case 'signed':
    case 'amount_type':
      return [cellAt(record, amount.column)];
    case 'debit_credit':
      return [cellAt(record, amount.debit_column), cellAt(record, amount.credit_column)];
    default: {
      const exhaustive: never = amount;
      throw new Error(`Unknown amount mode ${String(exhaustive)}`);
    }
  }
}

export function readDirection(
  record: CsvRecord,
  mapping: StatementMapping,
  exponent: number,
): { direction: 'in' | 'out'; amount: number } | Problem {
  const { amount, number_format: format } = mapping;
  const read = (cell: string) => {
    const value = parseAmount(cell, format, exponent);
    if (value === null) {
      return problem('bad_amount', `Amount "${cell}" is not a number in ${format} notation`, cell);
    }
    if (Math.abs(value) > MAX_AMOUNT) {
      return problem(
        'amount_too_large',
        `Amount "${cell}" is above the largest one entry can hold`,
        cell,
      );
    }
    return value;
  };
  switch (amount.mode) {
    case 'signed': {
      const cell = cellAt(record, amount.column);
      if (isBlankAmount(cell, mapping, exponent)) return problem('no_amount', 'No amount');
      const value = read(cell);
      if (typeof value !== 'number') return value;
      return { direction: value > 0 ? 'in' : 'out', amount: Math.abs(value) };
    }
    case 'debit_credit': {
      const debit = cellAt(record, amount.debit_column);
      const credit = cellAt(record, amount.credit_column);
      const hasDebit = !isBlankAmount(debit, mapping, exponent);
      const hasCredit = !isBlankAmount(credit, mapping, exponent);
      if (hasDebit && hasCredit) {
        return problem('both_debit_credit', 'Both debit and credit are filled');
      }
      if (!hasDebit && !hasCredit) return problem('no_amount', 'No amount');
      const value = read(hasDebit ? debit : credit);
      if (typeof value !== 'number') return value;
      // Some banks print debits as negative numbers; the column already says the direction.
      return { direction: hasDebit ? 'out' : 'in', amount: Math.abs(value) };
    }
    case 'amount_type': {
      const cell = cellAt(record, amount.column);
      if (isBlankAmount(cell, mapping, exponent)) return problem('no_amount', 'No amount');
      const value = read(cell);
      if (typeof value !== 'number') return value;
      const type = cellAt(record, amount.type_column);
      const direction = TRANSACTION_TYPES.get(type.toUpperCase());
      if (!direction) {
        return problem('bad_type', `Type "${type}" is not CR/DB, K/D, Kredit/Debet or CR/DR`, type);
      }
      return { direction, amount: Math.abs(value) };
    }
    default: {
      const exhaustive: never = amount;
      throw new Error(`Unknown amount mode ${String(exhaustive)}`);
    }
  }
}
