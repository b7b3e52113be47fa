/**
 * What a spreadsheet cell of an imported contact, product or note means: money, percentages,
 * quantities, yes/no, tags and contact kinds, written as the export writes them and as people
 * type them. Ambiguous numbers are refused with a message rather than guessed; a number cell of
 * a workbook is no guess (its decimal mark is a point).
 */
import {
  CONTACT_KINDS,
  type ContactKind,
  currencyExponent,
  type DirectoryImportIssueCode,
  isStorableText,
} from '@usaha/shared';
import { parseAmount } from '../../lib/parse/numbers';

export type CellRead =
  | { ok: true; value: unknown }
  | { ok: false; code: DirectoryImportIssueCode; message: string };
type Refusal = Extract<CellRead, { ok: false }>;

const ok = (value: unknown): CellRead => ({ ok: true, value });
const fail = (code: DirectoryImportIssueCode, message: string): Refusal => ({
  ok: false,
  code,
  message,
});

/** The formula triggers `neutraliseCell` guards with a leading apostrophe on export. */
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** Undoes the export's formula guard (`'=x` → `=x`), so an exported file imports unchanged. */
export function unneutralise(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/**
 * Why a cell's text cannot be saved as it is, or null: PostgreSQL stores no NUL, and broken
 * Unicode (a lone surrogate, or U+FFFD where a reader met bytes that were not UTF-8) would be
 * saved as something else than the file holds.
 */
export function unsavableText(cell: string): Refusal | null {
  if (cell.includes('\u0000')) {
    return fail('invalid_character', 'The cell holds a NUL character, which cannot be saved');
  }
  if (!isStorableText(cell) || cell.includes('\uFFFD')) {
    return fail('invalid_encoding', 'The cell is not valid UTF-8 text: save the file as CSV UTF-8');
  }
  return null;
}

type Notation = 'id' | 'en';

/**
 * Which of `.` and `,` is the decimal mark in `body` (digits and separators only). Both marks
 * present: the last one is decimal. One mark used several times: grouping. One mark once: a
 * decimal point, unless three digits follow it — grouping when fewer decimals are allowed
 * (`15.000` rupiah), ambiguous otherwise (`1.000` kg).
 */
function notationOf(
  body: string,
  decimals: number,
  grouping: boolean,
): Notation | 'ambiguous' | 'invalid' {
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots === 0 && commas === 0) return 'en';
  if (!grouping && dots + commas > 1) return 'invalid';
  if (dots > 0 && commas > 0) return body.lastIndexOf(',') > body.lastIndexOf('.') ? 'id' : 'en';
  const mark = dots > 0 ? '.' : ',';
  const asGrouping: Notation = mark === '.' ? 'id' : 'en';
  const asDecimal: Notation = mark === '.' ? 'en' : 'id';
  if (dots + commas > 1) return asGrouping;
  const after = body.length - body.indexOf(mark) - 1;
  if (after === 3 && grouping) return decimals < 3 ? asGrouping : 'ambiguous';
  return after >= 1 && after <= decimals ? asDecimal : 'invalid';
}

type Scale = {
  decimals: number;
  example: string;
  /** The issue of a cell that is not such a number. */
  invalid: DirectoryImportIssueCode;
  /** Without grouping a number has no thousands separators (a percentage). */
  grouping?: boolean;
  /** A workbook's number cell: digits and a decimal point, nothing to guess. */
  numeric?: boolean;
};

/** A signed decimal as an integer scaled by 10^decimals, or why it cannot be read. */
function readScaled(cell: string, scale: Scale): CellRead {
  const { decimals, example, invalid, grouping = true, numeric = false } = scale;
  const text = cell.trim().replace(/\u2212/g, '-');
  const negative = text.startsWith('-');
  const body = (negative ? text.slice(1) : text).trim();
  if (!/^\d[\d.,]*$/.test(body)) return fail(invalid, `Write a number such as ${example}`);
  const notation =
    numeric && /^\d+(\.\d+)?$/.test(body) ? 'en' : notationOf(body, decimals, grouping);
  if (notation === 'ambiguous') {
    return fail(
      'ambiguous_number',
      `"${cell}" could be read two ways: write it without a thousands separator`,
    );
  }
  const value = notation === 'invalid' ? null : parseAmount(body, notation, decimals);
  if (value === null) {
    return fail(invalid, `Write a number such as ${example}, with at most ${decimals} decimals`);
  }
  return ok(negative ? -value : value);
}

/** "Rp", "Rp." or an ISO code before the digits of an amount. */
const CURRENCY_PREFIX = /^(Rp\.?|[A-Z]{3})\s*(?=[\d-])/i;

/**
 * `15000`, `15.000`, `Rp 15.000`, `15,000.50`, `15000.00` (the export) → minor units of the
 * business currency; an amount marked with another currency is refused, not converted.
 */
export function readMoney(cell: string, currency: string, numeric = false): CellRead {
  const text = cell.trim();
  const prefix = CURRENCY_PREFIX.exec(text);
  if (prefix?.[1]) {
    const code = /^rp/i.test(prefix[1]) ? 'IDR' : prefix[1].toUpperCase();
    if (code !== currency) {
      return fail('wrong_currency', `Amounts are in ${currency}, the business currency`);
    }
  }
  const amount = prefix ? text.slice(prefix[0].length) : text;
  return readScaled(amount, {
    decimals: currencyExponent(currency),
    example: '15000 or 15.000',
    invalid: 'invalid_amount',
    numeric,
  });
}

/** A percentage, `11`, `11%`, `11,5` → basis points (1100, 1150). */
export function readPercent(cell: string, numeric = false): CellRead {
  return readScaled(cell.trim().replace(/\s*%$/, ''), {
    decimals: 2,
    example: '11 or 11%',
    invalid: 'invalid_tax_rate',
    grouping: false,
    numeric,
  });
}

/** A quantity with up to three decimals, `2.5` or `2,5`; may be negative (stock). */
export function readQuantity(cell: string, numeric = false): CellRead {
  const scale: Scale = { decimals: 3, example: '12 or 2.5', invalid: 'invalid_quantity', numeric };
  const read = readScaled(cell, scale);
  return read.ok ? ok((read.value as number) / 1000) : read;
}

/** How the export writes yes and no. */
export const YES_NO: Record<'id' | 'en', [string, string]> = {
  id: ['Ya', 'Tidak'],
  en: ['Yes', 'No'],
};

const YES = new Set(['ya', 'yes', 'true', '1', 'aktif', 'active']);
const NO = new Set(['tidak', 'no', 'false', '0', 'nonaktif', 'inactive']);

export function readBoolean(cell: string): CellRead {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return fail('invalid_boolean', 'Write ya or tidak (yes or no)');
}

/** Tags inside one cell are separated by commas, as the export writes them. */
export const TAG_SEPARATOR = ', ';

export function readTags(cell: string): CellRead {
  return ok(
    cell
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  );
}

/** The kind codes by every name the import understands (the export writes the localised one). */
export const KIND_NAMES: Record<'id' | 'en', Record<ContactKind, string>> = {
  id: { customer: 'Pelanggan', supplier: 'Pemasok', both: 'Keduanya' },
  en: { customer: 'Customer', supplier: 'Supplier', both: 'Both' },
};

/** One of `codes`, written as the code or its name in either language, in any letter case. */
export function readNamed<Code extends string>(
  cell: string,
  codes: readonly Code[],
  names: Record<'id' | 'en', Record<Code, string>>,
  refusal: { code: DirectoryImportIssueCode; message: string },
): CellRead {
  const text = cell.trim().toLowerCase();
  for (const code of codes) {
    const written = [code, names.id[code], names.en[code]];
    if (written.some((name) => name.toLowerCase() === text)) return ok(code);
  }
  return fail(refusal.code, refusal.message);
}

export function readKind(cell: string): CellRead {
  return readNamed(cell, CONTACT_KINDS, KIND_NAMES, {
    code: 'invalid_kind',
    message: 'Write pelanggan, pemasok or keduanya (customer, supplier or both)',
  });
}

/** Plain text: the cell as typed (the schema trims it and checks its length). */
export function readText(cell: string): CellRead {
  return ok(cell);
}
