/**
 * Statement dates in the formats banks export, to `YYYY-MM-DD` (DESIGN.md §2), validated
 * against the calendar: "31/02/2026" is refused, not rolled into March.
 */
import type { StatementDateFormat } from '@usaha/shared';

/** Indonesian and English month names and abbreviations, lower-case, without a trailing dot. */
const MONTHS: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, 'jan', 'januari', 'january'],
      [2, 'feb', 'februari', 'pebruari', 'february'],
      [3, 'mar', 'maret', 'march'],
      [4, 'apr', 'april'],
      [5, 'mei', 'may'],
      [6, 'jun', 'juni', 'june'],
      [7, 'jul', 'juli', 'july'],
      [8, 'agu', 'agt', 'ags', 'agus', 'agustus', 'aug', 'august'],
      [9, 'sep', 'sept', 'september'],
      [10, 'okt', 'oktober', 'oct', 'october'],
      [11, 'nov', 'nopember', 'november'],
      [12, 'des', 'desember', 'dec', 'december'],
    ] as const
  ).flatMap(([month, ...names]) => names.map((name) => [name, month] as const)),
);

export function monthFromName(name: string): number | null {
  return MONTHS.get(name.toLowerCase().replace(/\.$/, '')) ?? null;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` when the parts name a real day, else null. */
export function toIsoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Trims the cell, drops the apostrophe spreadsheets use to keep text as text (BCA's `'01/10`)
 * and a trailing time of day ("05/10/2026 14:03:22").
 */
export function cleanDateCell(input: string): string {
  return input
    .trim()
    .replace(/^'/, '')
    .replace(/[\sT]+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*(?:WIB|WITA|WIT|[AP]M))?$/i, '')
    .trim();
}

type DateParts = { year: number | null; month: number; day: number };

const MONTH_NAME = /(?<day>\d{1,2})[\s\-/]+(?<month>[A-Za-z]{3,9}\.?)[\s\-/]+/.source;

const PATTERNS: Record<StatementDateFormat, RegExp> = {
  'DD/MM/YYYY': /^(?<day>\d{1,2})\/(?<month>\d{1,2})\/(?<year>\d{4})$/,
  'DD/MM/YY': /^(?<day>\d{1,2})\/(?<month>\d{1,2})\/(?<year>\d{2})$/,
  'DD/MM': /^(?<day>\d{1,2})\/(?<month>\d{1,2})$/,
  'YYYY-MM-DD': /^(?<year>\d{4})-(?<month>\d{1,2})-(?<day>\d{1,2})$/,
  'MM/DD/YYYY': /^(?<month>\d{1,2})\/(?<day>\d{1,2})\/(?<year>\d{4})$/,
  'DD-MM-YYYY': /^(?<day>\d{1,2})-(?<month>\d{1,2})-(?<year>\d{4})$/,
  'DD-MM-YY': /^(?<day>\d{1,2})-(?<month>\d{1,2})-(?<year>\d{2})$/,
  'DD MMM YYYY': new RegExp(`^${MONTH_NAME}(?<year>\\d{4})$`),
  'DD MMM YY': new RegExp(`^${MONTH_NAME}(?<year>\\d{2})$`),
};

/**
 * A two-digit year as a full one: 00–69 → 2000–2069, 70–99 → 1970–1999, the POSIX `%y` rule.
 * A fixed pivot rather than one that slides with the clock keeps the parser pure, and a
 * statement of 1970 or of 2070 is not a case a small business meets.
 */
export function fullYear(twoDigits: number): number {
  return twoDigits < 70 ? 2000 + twoDigits : 1900 + twoDigits;
}

/** Day, month and (except for DD/MM) year of a cell, without checking the calendar yet. */
export function parseDateParts(input: string, format: StatementDateFormat): DateParts | null {
  const groups = PATTERNS[format].exec(cleanDateCell(input))?.groups;
  if (!groups?.day || !groups.month) return null;
  const named = format === 'DD MMM YYYY' || format === 'DD MMM YY';
  const month = named ? monthFromName(groups.month) : Number.parseInt(groups.month, 10);
  if (month === null || month < 1 || month > 12) return null;
  const year = groups.year ? Number.parseInt(groups.year, 10) : null;
  return {
    year: year !== null && groups.year?.length === 2 ? fullYear(year) : year,
    month,
    day: Number.parseInt(groups.day, 10),
  };
}

/**
 * A statement date as `YYYY-MM-DD`, or null when the cell is not a real date in `format`.
 * DD/MM cells take `year`; without it they cannot be read.
 */
export function parseStatementDate(
  input: string,
  format: StatementDateFormat,
  year?: number,
): string | null {
  const parts = parseDateParts(input, format);
  if (!parts) return null;
  const fullYear = parts.year ?? year;
  if (fullYear === undefined) return null;
  return toIsoDate(fullYear, parts.month, parts.day);
}
