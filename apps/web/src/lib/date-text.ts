/**
 * Business dates (`YYYY-MM-DD`) written and read in the business's date format (settings:
 * `DD/MM/YYYY` by default), the same on every browser whatever its locale. Reading is forgiving:
 * any of `/ - .` or spaces between the parts, digits alone (`31102026`), one-digit days and
 * months, month names in Indonesian or English, and `YYYY-MM-DD` in any format.
 */
import type { DateFormat } from '@usaha/shared';

export const DEFAULT_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

type Order = 'dmy' | 'mdy' | 'ymd';

const ORDER: Record<DateFormat, Order> = {
  'DD/MM/YYYY': 'dmy',
  'DD-MM-YYYY': 'dmy',
  'D MMM YYYY': 'dmy',
  'MM/DD/YYYY': 'mdy',
  'YYYY-MM-DD': 'ymd',
};

const LOCALES = { id: 'id-ID', en: 'en-US' } as const;
export type DateLanguage = keyof typeof LOCALES;

const monthFormat = (language: DateLanguage, month: 'short' | 'long') =>
  new Intl.DateTimeFormat(LOCALES[language], { month, timeZone: 'UTC' });

/** January … December as the language writes them short (`Okt`, `Oct`), for `D MMM YYYY`. */
function shortMonths(language: DateLanguage): string[] {
  const format = monthFormat(language, 'short');
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(Date.UTC(2026, index, 1))).replace(/\.$/, ''),
  );
}

/** Every month name a person may type, lower case, to its number: both languages, short and long. */
const MONTH_NAMES: ReadonlyMap<string, number> = (() => {
  const names = new Map<string, number>([
    ['agt', 8],
    ['sept', 9],
    ['nop', 11],
    ['nopember', 11],
  ]);
  for (const language of ['id', 'en'] as const) {
    for (const style of ['short', 'long'] as const) {
      const format = monthFormat(language, style);
      for (let index = 0; index < 12; index += 1) {
        const name = format.format(new Date(Date.UTC(2026, index, 1)));
        names.set(name.toLowerCase().replace(/\.$/, ''), index + 1);
      }
    }
  }
  return names;
})();

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-10-31` in the format: `31/10/2026`, `31 Okt 2026`…; text that is no date stays as it is. */
export function formatDateText(iso: string, format: DateFormat, language: DateLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year = '', month = '', day = ''] = match;
  return format
    .replace('YYYY', year)
    .replace('MMM', shortMonths(language)[Number(month) - 1] ?? month)
    .replace('MM', month)
    .replace('DD', day)
    .replace(/^D /, `${Number(day)} `);
}

/** What the user is asked to write, in their language's letters: `DD/MM/YYYY` or `HH/BB/TTTT`. */
export function datePattern(format: DateFormat, letters: { d: string; m: string; y: string }) {
  return format
    .replace('YYYY', letters.y.repeat(4))
    .replace('MMM', letters.m.repeat(3))
    .replace('MM', letters.m.repeat(2))
    .replace('DD', letters.d.repeat(2))
    .replace(/^D /, `${letters.d} `);
}

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A year of four digits, or of two unless `fullYear` asks for four: 00–69 are 2000–2069 and
 * 70–99 are 1970–1999, as bank statements are read (docs/decisions.md).
 */
function yearOf(text: string, fullYear: boolean): number | null {
  if (/^\d{4}$/.test(text) && text >= '1000') return Number(text);
  if (fullYear || !/^\d{2}$/.test(text)) return null;
  const short = Number(text);
  return short < 70 ? 2000 + short : 1900 + short;
}

/** Eight (or six) digits without separators, cut as the format orders them. */
function splitDigits(text: string, order: Order): string[] | null {
  if (!/^\d{6}$|^\d{8}$/.test(text)) return null;
  const year = text.length - 4;
  if (order === 'ymd') return [text.slice(0, year), text.slice(year, -2), text.slice(-2)];
  return [text.slice(0, 2), text.slice(2, 4), text.slice(4)];
}

function withMonthName(parts: string[], fullYear: boolean): string | null {
  const at = parts.findIndex((part) => /[a-z]/i.test(part));
  const month = MONTH_NAMES.get((parts[at] ?? '').toLowerCase());
  if (month === undefined || parts.length !== 3) return null;
  const numbers = parts.filter((_, index) => index !== at);
  // `2026 Okt 31`, else the day next to the name and the year last: `31 Okt 2026`, `Oct 31 2026`.
  const [day, year] = /^\d{4}$/.test(numbers[0] ?? '') ? [numbers[1], numbers[0]] : numbers;
  const y = yearOf(year ?? '', fullYear);
  return y === null || !/^\d{1,2}$/.test(day ?? '') ? null : isoOf(y, month, Number(day));
}

/**
 * The business date the user wrote, or null when it is none (yet). `fullYear` asks for a
 * four-digit year: while the user is still typing, `31/10/20` is not taken for 2020.
 */
export function parseDateText(
  text: string,
  format: DateFormat,
  options: { fullYear?: boolean } = {},
): string | null {
  const fullYear = options.fullYear ?? false;
  const trimmed = text.trim().replace(/,/g, ' ');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const order = ORDER[format];
  const parts = trimmed.split(/[\s/.-]+/).filter(Boolean);
  if (parts.some((part) => /[a-z]/i.test(part))) return withMonthName(parts, fullYear);
  const numbers = parts.length === 1 ? splitDigits(parts[0] ?? '', order) : parts;
  if (numbers?.length !== 3 || numbers.some((part) => !/^\d+$/.test(part))) return null;
  const [a = '', b = '', c = ''] = numbers;
  const [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  const y = yearOf(year, fullYear);
  if (y === null || month.length > 2 || day.length > 2) return null;
  return isoOf(y, Number(month), Number(day));
}
