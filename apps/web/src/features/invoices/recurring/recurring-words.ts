/**
 * A schedule's calendar in words, as a person says it: "Setiap bulan tanggal 5", "Every 2 weeks
 * on Monday". Weekday and month names come from Intl in the reader's language.
 */
import type { RecurringInvoice } from '@usaha/shared';
import type { TFunction } from 'i18next';

type Calendar = Pick<RecurringInvoice, 'interval' | 'every' | 'start_date'>;

function nameOf(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function intervalWords(t: TFunction, calendar: Calendar, locale: string): string {
  const { interval, every: count, start_date: start } = calendar;
  const day = Number(start.slice(8, 10));
  // Its own sentence for "every month": Indonesian has no plural forms to pick it by count.
  const key = (kind: Calendar['interval']) =>
    `recurring.every.${count === 1 ? kind : `${kind}Every`}` as const;
  switch (interval) {
    case 'weekly':
      return t(key('weekly'), {
        count,
        weekday: nameOf(start, locale, { weekday: 'long' }),
      });
    case 'monthly':
      return t(key('monthly'), { count, day });
    case 'yearly':
      return t(key('yearly'), {
        count,
        date: nameOf(start, locale, { day: 'numeric', month: 'long' }),
      });
  }
}
