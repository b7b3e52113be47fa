/**
 * Timestamps and months for people, in the UI language's conventions (business dates are
 * formatted by business-date.ts).
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, found);
  }
  return found;
}

/** An ISO timestamp as date and time in `timeZone` (the business's, Asia/Jakarta by default). */
export function formatTimestamp(iso: string, locale: string, timeZone = 'Asia/Jakarta'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return formatterFor(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return formatterFor(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

/** "Okt 2026" (or "Okt" without the year) for a month-end date of the trend chart. */
export function formatMonth(date: string, locale: string, withYear = true): string {
  const [year, month] = date.split('-').map(Number);
  if (!year || !month) return date;
  return formatterFor(locale, {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "27 November 2026": the day of an ISO timestamp in `timeZone`, its month in words. */
export function formatLongDate(iso: string, locale: string, timeZone = 'Asia/Jakarta'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterFor(locale, { dateStyle: 'long', timeZone }).format(date);
}
