/**
 * What a statement column holds, judged by its title (Indonesian and English, as banks print
 * them) and by its cells. Used to suggest a mapping; the person can always correct it.
 */
import { STATEMENT_DATE_FORMATS, type StatementDateFormat } from '@usaha/shared';
import { parseAmount } from '../../../lib/parse/numbers';
import { parseStatementDate } from './dates';
import { normalizeLabel } from './summary-labels';

export type ColumnRole =
  | 'date'
  | 'value_date'
  | 'description'
  | 'reference'
  | 'balance'
  | 'debit'
  | 'credit'
  | 'amount'
  | 'type';

const DATE = ['tanggal', 'tgl', 'date', 'tgltransaksi'];
/** Value dates ("Tgl. Val.", "Value Date") come second: the booking date is what people see. */
const VALUE = ['val', 'valuta', 'value', 'efektif', 'effective'];
const DESCRIPTION = [
  'keterangan',
  'rincian',
  'uraian',
  'deskripsi',
  'description',
  'details',
  'detail',
  'narrative',
  'remarks',
  'remark',
  'particulars',
  'berita',
  'memo',
];
const REFERENCE = ['referensi', 'reference', 'ref', 'reff', 'refno'];
const BALANCE = ['saldo', 'balance'];
const DEBIT = [
  'debit',
  'debet',
  'db',
  'dr',
  'withdrawal',
  'withdrawals',
  'pengeluaran',
  'keluar',
  'penarikan',
];
const CREDIT = ['kredit', 'credit', 'cr', 'deposit', 'deposits', 'pemasukan', 'masuk', 'setoran'];
const AMOUNT = ['jumlah', 'amount', 'nominal', 'mutasi', 'nilai'];
const TYPE = ['type', 'jenis', 'tipe', 'dk'];

/** The role a column title names, or null ("Cabang", an empty title). */
export function roleFromTitle(title: string): ColumnRole | null {
  const words = normalizeLabel(title).split(' ');
  const has = (list: readonly string[]) => words.some((word) => list.includes(word));
  // "DB/CR", "D/K", "Dr/Cr": a column that says which of the two, not an amount.
  if ((has(DEBIT) || words.includes('d')) && (has(CREDIT) || words.includes('k'))) return 'type';
  if (has(TYPE)) return 'type';
  if (has(DATE)) return has(VALUE) ? 'value_date' : 'date';
  if (has(BALANCE)) return 'balance';
  if (has(DEBIT)) return 'debit';
  if (has(CREDIT)) return 'credit';
  if (has(REFERENCE)) return 'reference';
  if (has(DESCRIPTION)) return 'description';
  if (has(AMOUNT)) return 'amount';
  return null;
}

/** Values of a CR/DB-style column (upper-cased) and the direction each one means. */
export const TRANSACTION_TYPES: ReadonlyMap<string, 'in' | 'out'> = new Map([
  ['CR', 'in'],
  ['C', 'in'],
  ['K', 'in'],
  ['KR', 'in'],
  ['KREDIT', 'in'],
  ['CREDIT', 'in'],
  ['DB', 'out'],
  ['DR', 'out'],
  ['D', 'out'],
  ['DEBET', 'out'],
  ['DEBIT', 'out'],
]);

/**
 * Preference when several formats read every sample: day-first before month-first, as
 * Indonesian banks write dates; DD/MM last because it needs a year from elsewhere.
 */
export const DATE_FORMAT_PREFERENCE: readonly StatementDateFormat[] = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'YYYY-MM-DD',
  'DD MMM YYYY',
  'DD/MM/YY',
  'DD-MM-YY',
  'DD MMM YY',
  'MM/DD/YYYY',
  'DD/MM',
];

// Any leap year: "29/02" must read as a date before the real year is known.
const PROBE_YEAR = 2000;

export function looksLikeDate(cell: string): boolean {
  return STATEMENT_DATE_FORMATS.some(
    (format) => parseStatementDate(cell, format, PROBE_YEAR) !== null,
  );
}

/** An amount in either notation (up to three decimals, to stay notation-neutral). */
export function looksLikeAmount(cell: string): boolean {
  return (
    /\d/.test(cell) && (parseAmount(cell, 'id', 3) !== null || parseAmount(cell, 'en', 3) !== null)
  );
}

export function looksLikeType(cell: string): boolean {
  return TRANSACTION_TYPES.has(cell.trim().toUpperCase());
}

/** Share of the filled cells of `column` that pass `test`; 0 when none are filled. */
export function share(
  rows: readonly (readonly string[])[],
  column: number,
  test: (cell: string) => boolean,
): number {
  const filled = rows.map((row) => (row[column] ?? '').trim()).filter((cell) => cell !== '');
  if (filled.length === 0) return 0;
  return filled.filter(test).length / filled.length;
}

/** The format that reads the most samples, preferring the earlier one on a tie. */
export function bestDateFormat(samples: readonly string[]): StatementDateFormat | null {
  let best: { format: StatementDateFormat; count: number } | null = null;
  for (const format of DATE_FORMAT_PREFERENCE) {
    const count = samples.filter(
      (sample) => parseStatementDate(sample, format, PROBE_YEAR) !== null,
    ).length;
    if (count > 0 && (!best || count > best.count)) best = { format, count };
  }
  return best?.format ?? null;
}
