/** "2 jam yang lalu" / "2 hours ago" from a timestamp, through Intl in the UI language. */
import { useTranslation } from 'react-i18next';
import { useBusiness } from './business';
import { formatTimestamp } from './date-format';
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

export function useTimeFormat() {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  // The exact moment on the business's clock, which also dates its entries (not the device's).
  const { timezone } = useBusiness();
  return {
    relative: (iso: string) => formatRelativeTime(iso, locale),
    /** "2 jam lalu": for a one-line list. */
    short: (iso: string) => formatRelativeTime(iso, locale, Date.now(), 'short'),
    exact: (iso: string) => formatTimestamp(iso, locale, timezone),
  };
}
