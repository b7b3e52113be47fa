/**
 * The signed-in user's business as pages need it: its currency and time zone, its dates
 * (`YYYY-MM-DD`, DESIGN.md §2) for people, and what the user may do there.
 */
import { hasPermission, useAuth } from './auth-store';
import { useMoneyLocale } from './locale';

export const DEFAULT_CURRENCY = 'IDR';
export const DEFAULT_TIMEZONE = 'Asia/Jakarta';

export function useBusiness() {
  const { user } = useAuth();
  return {
    name: user?.business?.name ?? '',
    currency: user?.business?.currency ?? DEFAULT_CURRENCY,
    timezone: user?.business?.timezone ?? DEFAULT_TIMEZONE,
  };
}

/** Whether the signed-in user may do something (the API checks it again). */
export function useCan(permission: string): boolean {
  return hasPermission(permission, useAuth());
}

/** Today as `YYYY-MM-DD` in the business's time zone (DESIGN.md §2), not the device's. */
export function businessToday(timezone: string = DEFAULT_TIMEZONE, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A business date (`YYYY-MM-DD`) for people; it is a calendar day, so no time zone applies. */
export function formatBusinessDate(
  date: string,
  locale: string,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(parsed);
}

/** `(date, style?) => string` in the current UI language. */
export function useDateFormat() {
  const locale = useMoneyLocale();
  return (date: string, style?: 'medium' | 'long' | 'full') =>
    formatBusinessDate(date, locale, style);
}

/** `(iso) => string`: the day an instant (`2026-12-10T03:00:00Z`) falls on in the business, long. */
export function useInstantDay() {
  const { timezone } = useBusiness();
  const formatDate = useDateFormat();
  return (iso: string) => formatDate(businessToday(timezone, new Date(iso)), 'long');
}
