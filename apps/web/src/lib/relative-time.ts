/** "2 jam yang lalu" / "2 hours ago" from a timestamp, through Intl in the UI language. */
import { useTranslation } from 'react-i18next';
import { moneyLocale } from './locale';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

export function formatRelativeTime(
  iso: string,
  locale: string,
  now = Date.now(),
  style: Intl.RelativeTimeFormatStyle = 'long',
): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let value = (time - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
  // Under a minute is "now": seconds would tick on a list nobody rerenders.
  if (Math.abs(value) < 45) return format.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** The exact moment, for a tooltip or a detail view, in the device's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

export function useTimeFormat() {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  return {
    relative: (iso: string) => formatRelativeTime(iso, locale),
    /** "2 jam lalu": for a one-line list. */
    short: (iso: string) => formatRelativeTime(iso, locale, Date.now(), 'short'),
    exact: (iso: string) => formatDateTime(iso, locale),
  };
}
